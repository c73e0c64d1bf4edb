import { API, messageResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** The start of the intake state's query key (features/intake/api/intake.ts). */
export const INTAKE_KEY = ['intake'] as const;
/** The start of the patient's consents' query key (features/profile/api/consents.ts). */
export const CONSENTS_KEY = ['consents'] as const;

/**
 * Gives or withdraws the intake's own consent, on the intake page or in My Profile: both the
 * intake's state and the consents list read it, so both become stale.
 */
export function useIntakeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intake: boolean) => apiClient.post(API.intakeConsent, messageResponse, { intake }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INTAKE_KEY }),
        queryClient.invalidateQueries({ queryKey: CONSENTS_KEY }),
      ]),
  });
}
