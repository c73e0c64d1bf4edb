import { TEXTS } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { renderApp } from '../../test/render';

const HINDI_HERO = 'हमारे भरोसेमंद डॉक्टर से मिलें';

function forgetChoice() {
  document.cookie = 'lang=; Path=/; Max-Age=0';
}

/** The browser's preferred languages, as navigator.languages reports them. */
function preferLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

/** A fresh load of the app's modules, as a new page load would evaluate them. */
async function reloadApp() {
  vi.resetModules();
  const { renderApp: render } = await import('../../test/render');
  const { locale } = await import('../../lib/i18n');
  return { render, locale };
}

afterEach(() => {
  setLocale('en');
  forgetChoice();
});

describe('language switch', () => {
  it('when हिंदी is chosen, then the page turns Hindi without a reload, html lang is hi and the choice is kept in the lang cookie', async () => {
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: TEXTS.heroTitle })).toBeInTheDocument();
    const banner = screen.getByRole('banner');

    await user.click(within(banner).getByRole('button', { name: 'हिंदी' }));

    expect(await screen.findByRole('heading', { name: HINDI_HERO })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'सभी डॉक्टर' })).toHaveAttribute(
      'href',
      '/doctors',
    );
    expect(within(banner).getByRole('link', { name: 'खाता बनाएँ' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
    const back = within(banner).getByRole('button', { name: 'English' });
    expect(back).toHaveAttribute('lang', 'en');

    await user.click(back);

    expect(await screen.findByRole('heading', { name: TEXTS.heroTitle })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });

  it('is offered in the mobile menu too, named in Hindi and marked as Hindi', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const [, mobile] = screen.getAllByRole('navigation', { name: 'Main' });

    const hindi = within(mobile as HTMLElement).getByRole('button', { name: 'हिंदी' });
    expect(hindi).toHaveAttribute('lang', 'hi');
    await user.click(hindi);

    expect(await screen.findByRole('heading', { name: HINDI_HERO })).toBeInTheDocument();
  });

  it('when a first visit comes from a browser that prefers hi-IN, then the site starts in Hindi', async () => {
    preferLanguages(['hi-IN', 'en-GB']);
    const { render, locale } = await reloadApp();
    expect(locale.get()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');

    render('/');

    expect(await screen.findByRole('heading', { name: HINDI_HERO })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });

  it('when the browser prefers neither Hindi nor English, then the site starts in English', async () => {
    preferLanguages(['ta-IN', 'fr']);
    const { locale } = await reloadApp();
    expect(locale.get()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('when the reader chose Hindi before, then a reload starts in Hindi even if the browser prefers English', async () => {
    const { user } = renderApp('/');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'हिंदी' }));
    await screen.findByRole('heading', { name: HINDI_HERO });

    preferLanguages(['en-IN']);
    const { render, locale } = await reloadApp();
    expect(locale.get()).toBe('hi');
    render('/');

    expect(await screen.findByRole('heading', { name: HINDI_HERO })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });
});
