import { ADMIN_API, staffMemberResponse, type StaffPatchRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useStaffRefresh } from './refresh-staff';

/** A new role (with the doctor a doctor's account belongs to), or switched off or on. */
export const updateStaffMember = ({
  memberId,
  patch,
}: {
  memberId: string;
  patch: StaffPatchRequest;
}) => apiClient.patch(ADMIN_API.staffMember(memberId), staffMemberResponse, patch);

export function useUpdateStaffMember() {
  const refresh = useStaffRefresh();
  return useMutation({
    mutationFn: updateStaffMember,
    onSuccess: (answer) => refresh(answer.message),
  });
}
