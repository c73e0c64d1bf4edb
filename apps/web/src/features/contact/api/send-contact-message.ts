import { API, type ContactRequest, type MessageResponse } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { texts } from '../../../lib/texts';

/** Typed, not parsed: a public page runs no zod (src/app/first-load.test.ts). */
export const sendContactMessage = (message: ContactRequest) =>
  apiClient.post<MessageResponse>(API.econtact, undefined, message);

/**
 * What the form shows when sending fails, in the reader's language: the text of the answer's
 * code; for an answer without one, its `error` field (the spec's form reads that field) or its
 * message; with no answer or a 500, the form's fallback text.
 */
export function contactFailureText(error: Error): string {
  if (!(error instanceof ApiError) || error.code === 'internalError')
    return texts.get().contactFallback;
  return error.code === undefined ? (error.field ?? error.message) : serverMessage(error);
}

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: sendContactMessage,
    // The form shows its own failure text.
    meta: { toastErrors: false },
  });
