import { TEXTS, type TextKey } from '@clinic/contracts';
import { i18n } from './i18n';

/**
 * The fixed texts of packages/contracts (TEXTS) in the reader's language: English exactly as
 * written there, Hindi in locales/hi/texts.json.
 */
export const texts = i18n('texts', TEXTS as Record<TextKey, string>);
