import type { BlogLanguage } from '@clinic/contracts';

/** Each language named in itself, so a screen reader voices हिंदी in Hindi (`lang` marks it). */
export const LANGUAGE_NAMES: Record<BlogLanguage, string> = { en: 'English', hi: 'हिंदी' };
