import { API } from '@clinic/contracts';
import { render, screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { clinicConfig } from '../test/data';
import { renderApp } from '../test/render';
import { server } from '../test/server';
import { QuickExit } from './quick-exit';

/** The button alone on a page at `path`, without the pages' own calls. */
function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: QuickExit }], {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const leaveButton = () => screen.queryByRole('button', { name: 'Leave this site' });

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
  ])('on %s, then it offers "Leave this site"', (path) => {
    renderAt(path);
    expect(leaveButton()).toBeInTheDocument();
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
  ])('on %s, then there is no such button', (path) => {
    renderAt(path);
    expect(leaveButton()).not.toBeInTheDocument();
  });

  it('is the first Tab stop after the skip link, and Enter replaces the page with the configured neutral site', async () => {
    const { user } = renderApp('/services/DepressionTreatment');
    await screen.findByRole('heading', { level: 1, name: 'Depression' });
    const replace = watchLocationReplace();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.tab();
    expect(leaveButton()).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(replace).toHaveBeenCalledExactlyOnceWith(clinicConfig.quickExitUrl);
    // Nothing of the page shows while the neutral site loads.
    expect(screen.getByRole('main', { hidden: true })).not.toBeVisible();
  });

  it('when the browser brings the page back from its memory, then it shows again', () => {
    renderAt('/blog');
    watchLocationReplace();
    const button = screen.getByRole('button', { name: 'Leave this site' });
    button.click();
    expect(button).not.toBeVisible();

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

    expect(button).toBeVisible();
  });

  it('while the configuration loads, then it leaves for the default neutral site', async () => {
    server.use(http.get(API.config, () => delay('infinite')));
    renderAt('/my-profile');
    const replace = watchLocationReplace();

    leaveButton()?.click();

    expect(replace).toHaveBeenCalledExactlyOnceWith('https://www.google.com/');
  });
});
