import { useStore } from '@nanostores/react';
import { locale, setLocale } from '../../lib/i18n';

/**
 * Offers the other language, named in that language (and marked with its `lang`, so a screen
 * reader says it right): "हिंदी" on English pages, "English" on Hindi ones.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const current = useStore(locale);
  const other = current === 'en' ? { code: 'hi', label: 'हिंदी' } : { code: 'en', label: 'English' };
  return (
    <button
      type="button"
      lang={other.code}
      onClick={() => setLocale(other.code === 'hi' ? 'hi' : 'en')}
      className={`rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:border-primary hover:text-primary ${className}`}
    >
      {other.label}
    </button>
  );
}
