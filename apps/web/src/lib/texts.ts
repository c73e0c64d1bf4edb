import { RECEIPT_TEXTS, TEXTS, type TextKey } from '@clinic/contracts';
import { i18n } from './i18n';

/**
 * The fixed texts of packages/contracts (TEXTS) in the reader's language: English exactly as
 * written there, Hindi in locales/hi/texts.json.
 */
export const texts = i18n('texts', TEXTS as Record<TextKey, string>);

/** The receipt and credit-note texts of packages/contracts, the same way. */
export const receiptTexts = i18n(
  'texts/receipts',
  RECEIPT_TEXTS as Record<keyof typeof RECEIPT_TEXTS, string>,
);
