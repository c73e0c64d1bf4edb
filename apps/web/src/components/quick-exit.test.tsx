import { API, blogListResponse } from '@clinic/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { clinicConfig } from '../test/data';
import { renderApp } from '../test/render';
import { answer, failure, server } from '../test/server';
import { QuickExit } from './quick-exit';

/** The button alone, shown as on a page that offers it, without the pages' own calls. */
function renderShown(shown = true) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <QuickExit shown={shown} />
    </AppProviders>,
  );
}

/** The whole site at `path`, the blog without posts. */
function renderPage(path: string) {
  server.use(
    http.get(API.blogs, () => answer(blogListResponse, { success: true, blogs: [] })),
    http.get(API.blog(':id'), () => failure('blogNotFound', 404)),
  );
  return renderApp(path);
}

const leaveButton = () => screen.queryByRole('button', { name: 'Leave this site' });

/** The site's header, holding the main navigation. */
const navigationBar = () =>
  screen.getByRole('navigation', { name: 'Main' }).closest('header') as HTMLElement;

/** Stands in for window.location, whose replace jsdom does not let a test watch. */
function watchLocationReplace() {
  const replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, replace });
  return replace;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.style.visibility = '';
});

describe('quick exit', () => {
  it.each([
    '/services/DepressionTreatment',
    '/services/PTSDTreatment',
    '/services/:section',
    '/services',
    '/blog',
    '/blogs/b10000000000000000000001',
    '/appointment/d0c000000000000000000001',
    '/my-appointment',
    '/my-appointment/a9900000000000000000001',
    '/my-profile',
  ])('on %s, then it offers "Leave this site"', async (path) => {
    renderPage(path);
    expect(await screen.findByRole('button', { name: 'Leave this site' })).toBeInTheDocument();
  });

  it.each([
    '/',
    '/doctors',
    '/doctors?speciality=Psychiatrist',
    '/about',
    '/contact',
    '/privacy',
    '/login',
    '/reset-password',
    '/no-such-page',
  ])('on %s, then there is no such button', async (path) => {
    renderPage(path);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(leaveButton()).not.toBeInTheDocument();
  });

  it('is the first Tab stop after the skip link and the crisis line, says what it does, and Enter replaces the page with the configured neutral site', async () => {
    const { user } = renderApp('/services/DepressionTreatment');
    await screen.findByRole('heading', { level: 1, name: 'Depression' });
    const replace = watchLocationReplace();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(leaveButton()).toHaveFocus();
    expect(leaveButton()).toHaveAccessibleDescription(
      'Someone nearby? Press Shift 3 times, or this button, to swap this page for another site.',
    );
    // In the navigation bar, above its links: no longer floating over the page.
    expect(navigationBar()).toContainElement(leaveButton());
    await user.keyboard('{Enter}');

    expect(replace).toHaveBeenCalledExactlyOnceWith(clinicConfig.quickExitUrl);
    // Nothing of the page shows while the neutral site loads.
    expect(screen.getByRole('main', { hidden: true })).not.toBeVisible();
  });

  it('is a link to the neutral site, so it leaves before the page is hydrated too, and Space on it leaves as on a button', async () => {
    const { user } = renderApp('/services/DepressionTreatment');
    await screen.findByRole('heading', { level: 1, name: 'Depression' });
    const replace = watchLocationReplace();

    expect(leaveButton()).toHaveAttribute('href', clinicConfig.quickExitUrl);
    expect(leaveButton()).toHaveAttribute('rel', 'noreferrer');
    leaveButton()?.focus();
    await user.keyboard(' ');

    expect(replace).toHaveBeenCalledExactlyOnceWith(clinicConfig.quickExitUrl);
  });

  it('when Shift is pressed 3 times, then it says how many presses are left and then replaces the page', async () => {
    const { user } = renderApp('/services/DepressionTreatment');
    await screen.findByRole('heading', { level: 1, name: 'Depression' });
    const replace = watchLocationReplace();
    const status = within(navigationBar()).getByRole('status');

    await user.keyboard('{Shift}');
    expect(status).toHaveTextContent('Shift: press it 2 more times to leave this site.');
    await user.keyboard('{Shift}');
    expect(status).toHaveTextContent('Shift: press it once more to leave this site.');
    expect(replace).not.toHaveBeenCalled();
    await user.keyboard('{Shift}');

    expect(status).toHaveTextContent('Leaving this site.');
    expect(replace).toHaveBeenCalledExactlyOnceWith(clinicConfig.quickExitUrl);
    expect(screen.getByRole('main', { hidden: true })).not.toBeVisible();
  });

  it('when Shift is held to type capital letters, then it does not count, and 5 s between presses starts the count again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    try {
      renderShown();
      const replace = watchLocationReplace();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

      await user.keyboard('{Shift>}ABC{/Shift}{Shift>}D{/Shift}{Shift>}E{/Shift}');
      expect(replace).not.toHaveBeenCalled();

      await user.keyboard('{Shift}{Shift}');
      vi.advanceTimersByTime(5001);
      await user.keyboard('{Shift}');
      expect(replace).not.toHaveBeenCalled();
      await user.keyboard('{Shift}{Shift}');
      expect(replace).toHaveBeenCalledExactlyOnceWith(clinicConfig.quickExitUrl);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on a page without the button, then Shift pressed 3 times does nothing', async () => {
    renderShown(false);
    const replace = watchLocationReplace();

    await userEvent.keyboard('{Shift}{Shift}{Shift}');

    expect(replace).not.toHaveBeenCalled();
  });

  it('when the browser brings the page back from its memory, then it shows again', () => {
    renderShown();
    watchLocationReplace();
    const button = screen.getByRole('button', { name: 'Leave this site' });
    button.click();
    expect(button).not.toBeVisible();

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

    expect(button).toBeVisible();
  });

  it('while the configuration loads, then it leaves for the default neutral site', async () => {
    server.use(http.get(API.config, () => delay('infinite')));
    renderShown();
    const replace = watchLocationReplace();

    leaveButton()?.click();

    expect(replace).toHaveBeenCalledExactlyOnceWith('https://www.google.com/');
  });
});
