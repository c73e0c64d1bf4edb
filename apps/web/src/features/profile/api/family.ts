import {
  API,
  familyMemberResponse,
  messageResponse,
  type FamilyMemberRequest,
} from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { apiClient } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/appointments-key';
import { FAMILY_KEY } from '../../../lib/family';
import { texts } from '../../../lib/texts';

export const addFamilyMember = (body: FamilyMemberRequest) =>
  apiClient.post(API.familyMembers, familyMemberResponse, body);

export const editFamilyMember = ({ _id, ...body }: FamilyMemberRequest & { _id: string }) =>
  apiClient.put(API.familyMember(_id), familyMemberResponse, body);

export const removeFamilyMember = (memberId: string) =>
  apiClient.delete(API.familyMember(memberId), messageResponse);

/** Adds or edits a member, then reads the list again. */
export function useSaveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: FamilyMemberRequest & { _id?: string | undefined }) => {
      const { _id, ...body } = member;
      return _id ? editFamilyMember({ ...body, _id }) : addFamilyMember(body);
    },
    onSuccess: async (_answer, { _id }) => {
      toast.success(texts.get()[_id ? 'familyMemberUpdated' : 'familyMemberAdded']);
      await queryClient.invalidateQueries({ queryKey: FAMILY_KEY });
    },
  });
}

/** Removes a member with their data; their upcoming visits are cancelled, so both lists reload. */
export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFamilyMember,
    onSuccess: async () => {
      toast.success(texts.get().familyMemberRemoved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FAMILY_KEY }),
        queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
      ]);
    },
  });
}
