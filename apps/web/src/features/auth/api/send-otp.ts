import { API, messageResponse, type SendOtpRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const sendOtp = (body: SendOtpRequest) => apiClient.post(API.sendOtp, messageResponse, body);

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
