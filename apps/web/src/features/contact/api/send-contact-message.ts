import { API, messageResponse, TEXTS, type ContactRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';

export const sendContactMessage = (message: ContactRequest) =>
  apiClient.post(API.econtact, messageResponse, message);

/**
 * What the form shows when sending fails: the answer's `error` field (docs/decisions.md, Wire
 * conventions), else its `message`, else the form's fallback text. The client's own stand-in for
 * an empty answer is not a server text.
 */
export function contactFailureText(error: Error): string {
  if (!(error instanceof ApiError)) return TEXTS.contactFallback;
  if (error.field) return error.field;
  return error.message === TEXTS.internalError ? TEXTS.contactFallback : error.message;
}

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: sendContactMessage,
    // The form shows its own failure text.
    meta: { toastErrors: false },
  });
