import { ADMIN_API, secondFactorResponse, type SecondFactorRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The code from the authenticator app (or a recovery code) for the login's challenge. */
export const verifySecondFactor = (request: SecondFactorRequest) =>
  apiClient.post(ADMIN_API.secondFactor, secondFactorResponse, request);

/** A wrong or timed-out code shows beside the form. */
export const useSecondFactor = () =>
  useMutation({ mutationFn: verifySecondFactor, meta: { toastErrors: false } });
