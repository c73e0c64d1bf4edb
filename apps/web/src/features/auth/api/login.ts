import { API, tokenResponse, type LoginRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/storage';

export const login = (body: LoginRequest) => apiClient.post(API.login, tokenResponse, body);

export const useLogin = () =>
  useMutation({ mutationFn: login, onSuccess: ({ token }) => tokenStore.set(token) });
