import { ADMIN_API, messageResponse } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useStaffRefresh } from './refresh-staff';

export const withdrawInvitation = (invitationId: string) =>
  apiClient.delete(ADMIN_API.staffInvitation(invitationId), messageResponse);

export function useWithdrawInvitation() {
  const refresh = useStaffRefresh();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSuccess: (answer) => refresh(answer.message),
  });
}
