import { TEXTS, type TextKey } from '@clinic/contracts';
import { params } from '@nanostores/i18n';
import { i18n, locale } from './i18n';
import { texts } from './texts';

/** The named codes whose text the server builds from values (`params` on the wire). */
export const messages = i18n('lib/server-message', {
  unpaidBookingsLimit: params<{ limit: number | string }>(
    'You already have {limit} unpaid upcoming appointments. Please pay for or cancel one before booking another.',
  ),
  changeByPhone: params<{ cutoffHours: number | string; phone: string }>(
    'Changes within {cutoffHours} hours of the visit are made by phone: please call the clinic on {phone}.',
  ),
});

/** A server answer or error: its message, and the stable code and values when the API sends them. */
export interface ServerAnswer {
  message: string;
  code?: string | undefined;
  params?: Readonly<Record<string, unknown>> | undefined;
}

const TEXT_KEYS = Object.keys(TEXTS) as TextKey[];

function isTextKey(code: string): code is TextKey {
  return Object.hasOwn(TEXTS, code);
}

function paramText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * What the reader sees of a server answer: the server's own message in English; in Hindi the text
 * for its code (a TEXTS key or a named code with values), else for a message that is one of TEXTS,
 * else the server's message as sent. The stores are read as they are: the root layout keeps them
 * loaded (src/app/layout/root-layout.tsx).
 */
export function serverMessage(answer: ServerAnswer): string {
  if (locale.get() === 'en') return answer.message;
  const translated = texts.get();
  const { code } = answer;
  if (code !== undefined && isTextKey(code)) return translated[code];
  const named = messages.get();
  const values = answer.params ?? {};
  if (code === 'unpaidBookingsLimit')
    return named.unpaidBookingsLimit({ limit: paramText(values.limit) });
  if (code === 'changeByPhone') {
    return named.changeByPhone({
      cutoffHours: paramText(values.cutoffHours),
      phone: paramText(values.phone),
    });
  }
  const key = TEXT_KEYS.find((name) => TEXTS[name] === answer.message);
  return key ? translated[key] : answer.message;
}
