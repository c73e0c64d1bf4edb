import {
  PAGE_TEXTS,
  RECEIPT_TEXTS,
  TEXTS,
  type PageTextKey,
  type TextKey,
} from '@clinic/contracts';
import { i18n } from './i18n';

/** The keys of TEXTS that are not the pages' own (those are page-texts.ts's). */
export type MessageTextKey = Exclude<TextKey, PageTextKey>;

/**
 * The fixed texts of packages/contracts (TEXTS) in the reader's language, but the pages' own
 * (PAGE_TEXTS, page-texts.ts): English exactly as written there, Hindi in locales/hi/texts.json.
 * Mostly the server's messages: only the pages that show them load them.
 */
export const texts = i18n(
  'texts',
  Object.fromEntries(
    Object.entries(TEXTS).filter(([key]) => !Object.hasOwn(PAGE_TEXTS, key)),
  ) as Record<MessageTextKey, string>,
);

/** The receipt and credit-note texts of packages/contracts, the same way. */
export const receiptTexts = i18n(
  'texts/receipts',
  RECEIPT_TEXTS as Record<keyof typeof RECEIPT_TEXTS, string>,
);
