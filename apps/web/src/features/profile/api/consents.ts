import {
  API,
  consentsResponse,
  messageResponse,
  type ConsentRecord,
  type NewsletterConsentRequest,
} from '@clinic/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { apiClient } from '../../../lib/api-client';
import { CONSENTS_KEY } from '../../../lib/intake-consent';
import { texts } from '../../../lib/texts';

/** The patient's consents, oldest first: the last is in force (GET /api/user/consents). */
export const consentsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...CONSENTS_KEY, token],
    queryFn: async (): Promise<ConsentRecord[]> =>
      (await apiClient.get(API.consents, consentsResponse)).consents,
    enabled: token !== null,
  });

export const setNewsletter = (body: NewsletterConsentRequest) =>
  apiClient.post(API.consents, messageResponse, body);

/** Gives or withdraws the optional news consent, then reads the consents again. */
export function useSetNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNewsletter,
    onSuccess: async (_answer, { newsletter }) => {
      toast.success(texts.get()[newsletter ? 'newsletterOn' : 'newsletterOff']);
      await queryClient.invalidateQueries({ queryKey: CONSENTS_KEY });
    },
  });
}
