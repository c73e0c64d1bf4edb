import { ADMIN_API, invitationResponse, type InvitationRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useStaffRefresh } from './refresh-staff';

/** The API mails the invited person a link to choose their password. */
export const inviteStaffMember = (request: InvitationRequest) =>
  apiClient.post(ADMIN_API.staffInvitations, invitationResponse, request);

/** A taken e-mail shows beside the form. */
export function useInviteStaffMember() {
  const refresh = useStaffRefresh();
  return useMutation({
    mutationFn: inviteStaffMember,
    meta: { toastErrors: false },
    onSuccess: (answer) => refresh(answer.message),
  });
}
