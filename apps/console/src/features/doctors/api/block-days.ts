import { ADMIN_API, adminDoctorResponse, type BlockDaysRequest } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { doctorsQueryOptions } from '../../../lib/shared-queries';
import { useDoctorsRefresh } from './refresh-doctors';

export const blockDays = ({ doctorId, ...body }: BlockDaysRequest & { doctorId: string }) =>
  apiClient.post(ADMIN_API.doctorBlockedDays(doctorId), adminDoctorResponse, body);

/**
 * Blocks every time of whole days. A refusal re-reads the doctors too: a patient may have booked
 * one of the days meanwhile, and the screen lists the booked times from the doctor's record.
 */
export function useBlockDays() {
  const refresh = useDoctorsRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockDays,
    onSuccess: (answer) => refresh(answer.message),
    onError: () => queryClient.invalidateQueries({ queryKey: doctorsQueryOptions().queryKey }),
  });
}
