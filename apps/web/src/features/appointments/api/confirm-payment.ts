import { API, confirmPaymentResponse, type ConfirmPaymentRequest } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/appointments-key';

export const confirmPayment = (body: ConfirmPaymentRequest) =>
  apiClient.post(API.confirmPayment, confirmPaymentResponse, body);

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    // The form shows its own failure text (docs/product.md, Appointment states).
    meta: { toastErrors: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
  });
}
