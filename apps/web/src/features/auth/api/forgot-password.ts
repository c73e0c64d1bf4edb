import { API, messageResponse, type ForgotPasswordRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Asks for a reset code; the answer is the same whether or not the e-mail has an account. */
export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiClient.post(API.forgotPassword, messageResponse, body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
