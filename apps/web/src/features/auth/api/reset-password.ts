import { API, messageResponse, type ResetPasswordRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Sets a new password with the e-mailed code; the API ends every session of the patient. */
export const resetPassword = (body: ResetPasswordRequest) =>
  apiClient.post(API.resetPassword, messageResponse, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
