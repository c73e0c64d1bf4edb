import { PAGE_TEXTS, type PageTextKey } from '@clinic/contracts';
import { i18n } from './i18n';

/**
 * The pages' own fixed texts of packages/contracts (PAGE_TEXTS: headings, buttons, appointment
 * states) in the reader's language: English exactly as written there, Hindi in
 * locales/hi/page-texts.json. Apart from the other texts (texts.ts), so that a page's first code
 * carries these alone.
 */
export const pageTexts = i18n('page-texts', PAGE_TEXTS as Record<PageTextKey, string>);
