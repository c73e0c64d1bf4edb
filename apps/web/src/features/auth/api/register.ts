import { API, tokenResponse, type RegisterRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/storage';

export const register = (body: RegisterRequest) =>
  apiClient.post(API.register, tokenResponse, body);

export const useRegister = () =>
  useMutation({ mutationFn: register, onSuccess: ({ token }) => tokenStore.set(token) });
