import { describe, expect, it } from 'vitest';
import { localeFromCookie, localeFromLanguages } from './i18n';

describe('localeFromCookie', () => {
  it.each([
    ['lang=hi', 'hi'],
    ['token=abc; lang=en; theme=dark', 'en'],
    ['lang=fr', undefined],
    ['language=hi', undefined],
    ['', undefined],
  ])('reads %j as %s', (cookie, locale) => {
    expect(localeFromCookie(cookie)).toBe(locale);
  });
});

describe('localeFromLanguages', () => {
  it.each([
    [['hi-IN', 'en-GB'], 'hi'],
    [['en-IN', 'hi'], 'en'],
    [['ta-IN', 'HI'], 'hi'],
    [['mr-IN', 'fr'], 'en'],
    [[], 'en'],
  ])('takes the first Hindi or English of %j: %s', (languages, locale) => {
    expect(localeFromLanguages(languages)).toBe(locale);
  });
});
