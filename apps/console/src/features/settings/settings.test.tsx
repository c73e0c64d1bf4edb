import {
  ADMIN_API,
  ADMIN_TEXTS,
  savedSocialLinksResponse,
  socialLinksRequest,
  socialLinksResponse,
} from '@clinic/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { frontDesk, operator } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

describe('settings: the social links of the site', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  function serve(saved: { network: 'instagram' | 'facebook'; url: string }[]) {
    const sent: unknown[] = [];
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(ADMIN_API.socialLinks, () =>
        HttpResponse.json(socialLinksResponse.parse({ success: true, links: saved })),
      ),
      http.put(ADMIN_API.socialLinks, async ({ request }) => {
        const body = socialLinksRequest.parse(await request.json());
        sent.push(body);
        return HttpResponse.json(
          savedSocialLinksResponse.parse({
            success: true,
            message: ADMIN_TEXTS.socialLinksSaved,
            links: body.links,
          }),
        );
      }),
    );
    return sent;
  }

  it('shows the links set, and saves a new one and a removed one as the owner typed them', async () => {
    const sent = serve([{ network: 'instagram', url: 'https://instagram.com/calm' }]);
    const user = userEvent.setup();
    renderConsole('/settings');

    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByLabelText('Instagram')).toHaveValue('https://instagram.com/calm');
    expect(screen.getByLabelText('Facebook')).toHaveValue('');
    await user.clear(screen.getByLabelText('Instagram'));
    await user.type(screen.getByLabelText('YouTube'), 'https://youtube.com/@calm');
    await user.click(screen.getByRole('button', { name: 'Save social links' }));

    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_TEXTS.socialLinksSaved);
    expect(sent).toEqual([{ links: [{ network: 'youtube', url: 'https://youtube.com/@calm' }] }]);
    expect(screen.getByLabelText('YouTube')).toHaveValue('https://youtube.com/@calm');
  });

  it('refuses a link that is not a web address, under its field, and sends nothing', async () => {
    const sent = serve([]);
    const user = userEvent.setup();
    renderConsole('/settings');

    await user.type(await screen.findByLabelText('LinkedIn'), 'linkedin.com/company/calm');
    await user.click(screen.getByRole('button', { name: 'Save social links' }));

    expect(await screen.findByLabelText('LinkedIn')).toHaveAccessibleDescription(
      'Must be an http(s) link',
    );
    expect(sent).toEqual([]);
  });

  it('is not offered to the front desk', async () => {
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator: frontDesk })),
    );
    renderConsole('/');
    expect(await screen.findByRole('link', { name: 'Appointments' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });
});
