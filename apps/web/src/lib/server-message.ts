import {
  COMPOSED_TEXTS,
  FIELD_TEXTS,
  PAGE_TEXTS,
  RECEIPT_TEXTS,
  TEXTS,
  composedTemplate,
  fillTemplate,
  isComposedErrorCode,
  type ComposedErrorCode,
  type ErrorParams,
  type PageTextKey,
} from '@clinic/contracts';
import { i18n, locale } from './i18n';
import { pageTexts } from './page-texts';
import { receiptTexts, texts, type MessageTextKey } from './texts';

/**
 * The templates of the messages the server composes from values (`params` on the wire): English
 * as the contracts write it (the form for any count but 1), Hindi in locales/hi/messages.json
 * (a file of their own: the pages that show no message do not load it).
 */
export const messages = i18n(
  'messages/server',
  Object.fromEntries(
    Object.entries(COMPOSED_TEXTS).map(([code, template]) => [
      code,
      typeof template === 'string' ? template : template.other,
    ]),
  ) as Record<ComposedErrorCode, string>,
);

/** The field messages of the contracts' schemas that the patient's forms show. */
export const fieldMessages = i18n('messages/fields', FIELD_TEXTS);

/** A server answer or error: its message, and the stable code and values when the API sends them. */
export interface ServerAnswer {
  message: string;
  code?: string | undefined;
  params?: Readonly<ErrorParams> | undefined;
}

function isPageTextKey(code: string): code is PageTextKey {
  return Object.hasOwn(PAGE_TEXTS, code);
}

function isMessageTextKey(code: string): code is MessageTextKey {
  return Object.hasOwn(TEXTS, code) && !isPageTextKey(code);
}

function isReceiptKey(code: string): code is keyof typeof RECEIPT_TEXTS {
  return Object.hasOwn(RECEIPT_TEXTS, code);
}

/**
 * A composed message in the reader's language: its template filled with the values. English picks
 * the contracts' form for the count; Hindi has one form.
 */
export function composedMessage(code: ComposedErrorCode, params: Readonly<ErrorParams>): string {
  const template = locale.get() === 'en' ? composedTemplate(code, params) : messages.get()[code];
  return fillTemplate(template, params);
}

/**
 * What the reader sees of a server failure, from its `code` alone: the text of that key (TEXTS or
 * the receipts' texts) or the composed message filled with its `params`, in the reader's
 * language. Without a code the patient site knows (a failure that never reached the server, a
 * console text), the message as sent. The stores are read as they are: each is kept loaded from
 * its definition, when this module first loads (src/lib/i18n.ts; src/app/providers.tsx waits for
 * its Hindi).
 */
export function serverMessage({ message, code, params = {} }: ServerAnswer): string {
  if (code === undefined) return message;
  if (isComposedErrorCode(code)) return composedMessage(code, params);
  if (isMessageTextKey(code)) return texts.get()[code];
  if (isPageTextKey(code)) return pageTexts.get()[code];
  if (isReceiptKey(code)) return receiptTexts.get()[code];
  return message;
}
