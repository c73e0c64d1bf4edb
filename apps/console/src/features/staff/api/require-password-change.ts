import { ADMIN_API, staffMemberResponse } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useStaffRefresh } from './refresh-staff';

/** The person must choose a new password before anything else at their next login. */
export const requirePasswordChange = (memberId: string) =>
  apiClient.post(ADMIN_API.staffPasswordChange(memberId), staffMemberResponse);

export function useRequirePasswordChange() {
  const refresh = useStaffRefresh();
  return useMutation({
    mutationFn: requirePasswordChange,
    onSuccess: (answer) => refresh(answer.message),
  });
}
