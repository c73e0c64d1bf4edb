import { ADMIN_API, messageResponse, type OperatorPasswordRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const changePassword = (request: OperatorPasswordRequest) =>
  apiClient.post(ADMIN_API.password, messageResponse, request);

/** The form shows the server's answer beside itself (a wrong current password), not in a toast. */
export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, meta: { toastErrors: false } });
