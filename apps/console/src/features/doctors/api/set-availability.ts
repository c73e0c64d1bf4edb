import { ADMIN_API, adminDoctorResponse } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useDoctorsRefresh } from './refresh-doctors';

export const setAvailability = ({
  doctorId,
  available,
}: {
  doctorId: string;
  available: boolean;
}) => apiClient.post(ADMIN_API.doctorAvailability(doctorId), adminDoctorResponse, { available });

export function useSetAvailability() {
  const refresh = useDoctorsRefresh();
  return useMutation({
    mutationFn: setAvailability,
    onSuccess: (answer) => refresh(answer.message),
  });
}
