import { API, PRIVACY_NOTICE_VERSION, TEXTS } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { failure, server } from '../../test/server';

describe('/privacy', () => {
  it('shows the version, every kind of data kept and the privacy contact from the configuration', async () => {
    renderApp('/privacy');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy notice' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Version ${PRIVACY_NOTICE_VERSION}`)).toBeInTheDocument();
    const items = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(items).toEqual([
      expect.stringMatching(
        /^Your account: name, e-mail address, phone number, and your password, kept only as a one-way hash/,
      ),
      expect.stringMatching(/^Your consent:/),
      expect.stringMatching(/^Your privacy requests:/),
      expect.stringMatching(
        /^Profile and medical details you choose to add: address, gender, date of birth, blood group, allergies, medical conditions, father's and mother's names, and a photo/,
      ),
      expect.stringMatching(/^Your appointments:/),
      expect.stringMatching(/^Payment proofs you send: the payer name and the UPI transaction ID/),
      expect.stringMatching(/^Messages you send/),
      expect.stringMatching(/^Blog posts you liked/),
      expect.stringMatching(/^The clinic's audit entries/),
      expect.stringMatching(/^Technical records/),
    ]);

    const contact = screen.getByRole('heading', {
      name: 'Privacy and grievance contact',
    }).parentElement!;
    expect(await within(contact).findByText('Privacy officer')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'privacy@clinic.test' })).toHaveAttribute(
      'href',
      'mailto:privacy@clinic.test',
    );
    expect(within(contact).getByRole('link', { name: '+91 80 1234 0000' })).toHaveAttribute(
      'href',
      'tel:+918012340000',
    );
    expect(screen.getByText(/Data Protection Board of India/)).toBeInTheDocument();
  });

  it('tells how to use each right from My Profile', async () => {
    renderApp('/privacy');

    const rights = (await screen.findByRole('heading', { name: 'Your rights and how to use them' }))
      .parentElement!;
    expect(within(rights).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    expect(within(rights).getByText(/Your e-mail address stays as it is/)).toBeInTheDocument();
    expect(within(rights).getByText(/Nominate someone/)).toBeInTheDocument();
    expect(within(rights).getByText(/Raise a grievance/)).toBeInTheDocument();
  });

  it('explains what the quick exit does and does not do, and how to browse privately', async () => {
    renderApp('/privacy');

    const section = (await screen.findByRole('heading', { name: 'Leaving this site quickly' }))
      .parentElement!;
    expect(
      within(section).getByText(/have a 'Leave this site' button in the corner of the screen/),
    ).toHaveTextContent(/so pressing Back does not bring that page back\.$/);
    expect(within(section).getByText(/^It does not clear your browsing history/)).toHaveTextContent(
      /it does not sign you out/,
    );
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Use a private or incognito window/),
      expect.stringMatching(/^On a shared device, log out when you finish/),
      expect.stringMatching(/^Clear this site from your browsing history/),
    ]);
  });

  it('when the configuration cannot load, then it points to the contact page instead', async () => {
    server.use(http.get(API.config, () => failure(TEXTS.internalError, 500)));
    renderApp('/privacy');

    expect(
      await screen.findByText(/We could not load the contact details just now/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });
});
