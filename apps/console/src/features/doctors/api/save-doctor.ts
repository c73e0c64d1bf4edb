import { ADMIN_API, adminDoctorResponse } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useDoctorsRefresh } from './refresh-doctors';

export const createDoctor = (form: FormData) =>
  apiClient.postForm(ADMIN_API.doctors, adminDoctorResponse, form);

export const updateDoctor = ({ doctorId, form }: { doctorId: string; form: FormData }) =>
  apiClient.putForm(ADMIN_API.doctor(doctorId), adminDoctorResponse, form);

export function useCreateDoctor() {
  const refresh = useDoctorsRefresh();
  return useMutation({ mutationFn: createDoctor, onSuccess: (answer) => refresh(answer.message) });
}

export function useUpdateDoctor() {
  const refresh = useDoctorsRefresh();
  return useMutation({ mutationFn: updateDoctor, onSuccess: (answer) => refresh(answer.message) });
}
