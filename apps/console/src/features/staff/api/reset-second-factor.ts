import { ADMIN_API, staffMemberResponse } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useStaffRefresh } from './refresh-staff';

/** A lost phone: the person sets up a new authenticator app at their next login. */
export const resetSecondFactor = (memberId: string) =>
  apiClient.post(ADMIN_API.staffSecondFactorReset(memberId), staffMemberResponse);

export function useResetSecondFactor() {
  const refresh = useStaffRefresh();
  return useMutation({
    mutationFn: resetSecondFactor,
    onSuccess: (answer) => refresh(answer.message),
  });
}
