import {
  FIELD_TEXTS,
  RECEIPT_TEXTS,
  TEXTS,
  cancelByPhoneText,
  type TextKey,
} from '@clinic/contracts';
import { params } from '@nanostores/i18n';
import { i18n, locale } from './i18n';
import { receiptTexts, texts } from './texts';

/** The named codes whose text the server builds from values (`params` on the wire). */
export const messages = i18n('lib/server-message', {
  unpaidBookingsLimit: params<{ limit: number | string }>(
    'You already have {limit} unpaid upcoming appointments. Please pay for or cancel one before booking another.',
  ),
  changeByPhone: params<{ cutoffHours: number | string; phone: string }>(
    'Changes within {cutoffHours} hours of the visit are made by phone: please call the clinic on {phone}.',
  ),
  // The contracts' text with its value's placeholder, so the English is written once.
  cancelByPhone: params<{ phone: string }>(cancelByPhoneText('{phone}')),
});

/** The field messages of the contracts' schemas that the patient's forms show. */
export const fieldMessages = i18n('lib/field-messages', FIELD_TEXTS);

/** A server answer or error: its message, and the stable code and values when the API sends them. */
export interface ServerAnswer {
  message: string;
  code?: string | undefined;
  params?: Readonly<Record<string, unknown>> | undefined;
}

function isTextKey(code: string): code is TextKey {
  return Object.hasOwn(TEXTS, code);
}

function paramText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The translation of an English text found among the values of `english`, if it is one of them. */
function translationOf(
  text: string,
  english: Readonly<Record<string, string>>,
  translated: Readonly<Record<string, string>>,
): string | undefined {
  const key = Object.keys(english).find((name) => english[name] === text);
  return key === undefined ? undefined : translated[key];
}

/**
 * What the reader sees of a server answer or a form's field message: the text as sent in English;
 * in Hindi the text for its code (a TEXTS key or a named code with values), else for a message
 * that is one of the contracts' fixed texts, else the message as sent. The stores are read as they
 * are: the root layout keeps them loaded (src/app/layout/root-layout.tsx).
 */
export function serverMessage(answer: ServerAnswer): string {
  if (locale.get() === 'en') return answer.message;
  const { code } = answer;
  if (code !== undefined && isTextKey(code)) return texts.get()[code];
  const named = messages.get();
  const values = answer.params ?? {};
  if (code === 'unpaidBookingsLimit') {
    return named.unpaidBookingsLimit({ limit: paramText(values.limit) });
  }
  if (code === 'changeByPhone') {
    return named.changeByPhone({
      cutoffHours: paramText(values.cutoffHours),
      phone: paramText(values.phone),
    });
  }
  if (code === 'cancelByPhone') return named.cancelByPhone({ phone: paramText(values.phone) });
  return (
    translationOf(answer.message, TEXTS, texts.get()) ??
    translationOf(answer.message, RECEIPT_TEXTS, receiptTexts.get()) ??
    translationOf(answer.message, FIELD_TEXTS, fieldMessages.get()) ??
    answer.message
  );
}
