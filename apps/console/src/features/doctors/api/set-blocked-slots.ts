import { ADMIN_API, adminDoctorResponse, type BlockedSlotsRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useDoctorsRefresh } from './refresh-doctors';

export const setBlockedSlots = ({
  doctorId,
  ...body
}: BlockedSlotsRequest & { doctorId: string }) =>
  apiClient.put(ADMIN_API.doctorBlockedSlots(doctorId), adminDoctorResponse, body);

export function useSetBlockedSlots() {
  const refresh = useDoctorsRefresh();
  return useMutation({
    mutationFn: setBlockedSlots,
    onSuccess: (answer) => refresh(answer.message),
  });
}
