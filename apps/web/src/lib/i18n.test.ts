import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_COOKIE, PAGE_ELEMENT_IDS } from '@clinic/contracts';
import type { RenderScope } from './i18n';

/** lib/i18n.ts as the server build runs it: a fresh copy with `import.meta.env.SSR` set. */
async function serverI18n() {
  vi.stubEnv('SSR', true);
  vi.resetModules();
  return import('./i18n');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the texts on the server', () => {
  it('when renders of both languages take turns, then each reads its own language and records what it read, and none changes what another reads', async () => {
    const { i18n, loadServerHindi, locale, readRenderScopeWith } = await serverI18n();
    const greeting = i18n('test/greeting', { hello: 'Hello' });
    loadServerHindi([{ 'test/greeting': { hello: 'नमस्ते' } }]);
    const hindi: RenderScope = { language: 'hi', textsRead: new Set() };
    const english: RenderScope = { language: 'en', textsRead: new Set() };
    let current: RenderScope | undefined;
    readRenderScopeWith(() => current);

    current = hindi;
    expect([greeting.get().hello, locale.get()]).toEqual(['नमस्ते', 'hi']);
    current = english;
    expect([greeting.get().hello, locale.get()]).toEqual(['Hello', 'en']);
    current = hindi;
    expect(greeting.get().hello).toBe('नमस्ते');
    current = undefined;
    expect([greeting.get().hello, locale.get()]).toEqual(['Hello', 'en']);

    expect([...hindi.textsRead]).toEqual(['test/greeting']);
    expect([...english.textsRead]).toEqual(['test/greeting']);
  });

  it('when a component is defined after the Hindi texts are in (a lazy page), then it is in Hindi at once', async () => {
    const { i18n, loadServerHindi, readRenderScopeWith } = await serverI18n();
    loadServerHindi([{ 'test/later': { bye: 'अलविदा' } }]);
    readRenderScopeWith(() => ({ language: 'hi', textsRead: new Set() }));

    expect(i18n('test/later', { bye: 'Goodbye' }).get().bye).toBe('अलविदा');
  });
});

describe('the first language in the browser', () => {
  const clearCookie = () => {
    document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  };
  afterEach(() => {
    document.getElementById(PAGE_ELEMENT_IDS.state)?.remove();
    document.documentElement.lang = 'en';
    clearCookie();
  });

  function serverRendered(language: string) {
    const state = Object.assign(document.createElement('script'), {
      id: PAGE_ELEMENT_IDS.state,
      type: 'application/json',
    });
    document.body.append(state);
    document.documentElement.lang = language;
  }

  it('when the server rendered the page in Hindi, then it starts in Hindi, even if the cookie has changed since', async () => {
    serverRendered('hi');
    document.cookie = `${LOCALE_COOKIE}=en; Path=/`;
    const { initialLocale } = await import('./i18n');

    expect(initialLocale()).toBe('hi');
  });

  it('when the page was not rendered by the server, then the reader’s choice in the cookie decides', async () => {
    document.documentElement.lang = 'en';
    document.cookie = `${LOCALE_COOKIE}=hi; Path=/`;
    const { initialLocale } = await import('./i18n');

    expect(initialLocale()).toBe('hi');
  });

  it('when there is neither, then the browser’s languages decide', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en']);
    const { initialLocale } = await import('./i18n');

    expect(initialLocale()).toBe('hi');
    languages.mockRestore();
  });
});
