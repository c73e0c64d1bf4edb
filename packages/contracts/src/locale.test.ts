import { describe, expect, it } from 'vitest';
import { languagesOf, localeFromCookie, localeFromLanguages, requestLocale } from './locale.js';

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

describe('languagesOf', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', ['hi-IN', 'hi', 'en']],
    ['en;q=0.5, hi-IN', ['hi-IN', 'en']],
    ['fr, en;q=0.7, hi;q=0.7', ['fr', 'en', 'hi']],
    ['hi;q=0, en', ['en']],
    ['', []],
  ])('orders %j by quality: %j', (header, languages) => {
    expect(languagesOf(header)).toEqual(languages);
  });
});

describe('requestLocale', () => {
  it.each([
    ['lang=hi', 'en-IN,en', 'hi'],
    ['lang=en', 'hi-IN,hi;q=0.9,en;q=0.8', 'en'],
    [undefined, 'hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    [undefined, 'en;q=0.4,hi;q=0.6', 'hi'],
    ['lang=fr', 'ta-IN,mr', 'en'],
    [undefined, undefined, 'en'],
  ])('with Cookie %j and Accept-Language %j renders %s', (cookie, acceptLanguage, locale) => {
    expect(requestLocale(cookie, acceptLanguage)).toBe(locale);
  });
});
