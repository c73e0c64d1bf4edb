import { API, clinicConfigResponse, messageResponse } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../lib/storage';
import { clinicConfig } from '../../test/data';
import { answer, server, signedIn } from '../../test/server';
import { renderApp } from '../../test/render';

describe('navigation bar and footer', () => {
  it('links Home, All Doctors, Blogs, Services, About and Contact', () => {
    renderApp('/');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['All Doctors', '/doctors'],
      ['Blogs', '/blog'],
      ['Services', '/services/:section'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
  });

  it('marks the section being shown as the current page, Services for any services page', async () => {
    renderApp('/services/ADHDTreatment');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('when signed out, then it offers "Create Account"', () => {
    renderApp('/');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Create Account' }),
    ).toHaveAttribute('href', '/login');
  });

  it('when signed out, then "Log in" opens the combined form at login, even from its sign-up side', async () => {
    const { user, router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=login');
    // The form's own toggle still switches back to sign-up.
    await user.click(screen.getByRole('button', { name: 'Click here' }));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('when signed out, then the phone menu offers "Log in" beside "Create Account"', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const menu = screen.getAllByRole('navigation', { name: 'Main' })[1]!;
    expect(within(menu).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?mode=login',
    );
    expect(within(menu).getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('when signed in, then the profile menu offers My Profile, My Appointment and Logout, which ends the session', async () => {
    const logouts: boolean[] = [];
    server.use(
      http.post(API.logout, ({ request }) => {
        logouts.push(signedIn(request));
        return answer(messageResponse, { success: true, message: 'Logged out' });
      }),
    );
    const { user } = renderApp('/', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Account menu for Asha Rao' }));
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    expect(screen.getByRole('link', { name: 'My Appointment' })).toHaveAttribute(
      'href',
      '/my-appointment',
    );
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Create Account' }),
    ).toBeInTheDocument();
    expect(logouts).toEqual([true]);
    expect(tokenStore.get()).toBeNull();
  });

  it('has a mobile menu that opens and closes by its button', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  });

  it('has a skip link and a footer with the current year, mail links, the privacy notice and a developer credit', async () => {
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`)),
    ).toBeInTheDocument();
    expect(await within(footer).findByRole('link', { name: 'care@clinic.test' })).toHaveAttribute(
      'href',
      'mailto:care@clinic.test',
    );
    expect(within(footer).getByText(/Designed and developed by/)).toBeInTheDocument();
    expect(within(footer).getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'privacy@clinic.test' })).toHaveAttribute(
      'href',
      'mailto:privacy@clinic.test',
    );
  });

  it("when the clinic set no social links, then the footer has no 'Follow us'", async () => {
    renderApp('/contact');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'care@clinic.test' })).toBeVisible();
    expect(within(footer).queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it("when the clinic set social links, then 'Follow us' lists those, by network name, each opening a new tab", async () => {
    server.use(
      http.get(API.config, () =>
        answer(clinicConfigResponse, {
          success: true,
          config: {
            ...clinicConfig,
            socialLinks: [
              { network: 'instagram', url: 'https://instagram.com/calm' },
              { network: 'youtube', url: 'https://youtube.com/@calm' },
            ],
          },
        }),
      ),
    );
    renderApp('/contact');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('heading', { name: 'Follow us' })).toBeVisible();
    const links = within(footer).getAllByRole('link', { name: /\(opens in a new tab\)$/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Instagram (opens in a new tab)', 'https://instagram.com/calm'],
      ['YouTube (opens in a new tab)', 'https://youtube.com/@calm'],
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
  });
});
