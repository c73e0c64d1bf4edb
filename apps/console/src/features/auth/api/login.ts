import { ADMIN_API, adminLoginResponse, type AdminLoginRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The password step: a right password answers with the challenge for the second factor. */
export const login = (credentials: AdminLoginRequest) =>
  apiClient.post(ADMIN_API.login, adminLoginResponse, credentials);

/** A refusal (wrong password, switched-off account, too many tries) shows beside the form. */
export const useLogin = () => useMutation({ mutationFn: login, meta: { toastErrors: false } });
