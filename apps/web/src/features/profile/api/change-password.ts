import { API, messageResponse, type ChangePasswordRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A new password with the current one; the API ends every other session of the patient. */
export const changePassword = (body: ChangePasswordRequest) =>
  apiClient.post(API.changePassword, messageResponse, body);

export const useChangePassword = () =>
  // The form shows the server's message itself (a wrong current password is the usual one).
  useMutation({ mutationFn: changePassword, meta: { toastErrors: false } });
