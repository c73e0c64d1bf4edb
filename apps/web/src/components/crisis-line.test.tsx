import { API, clinicConfigResponse } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '../lib/i18n';
import { clinicConfig } from '../test/data';
import { renderApp } from '../test/render';
import { answer, failure, server } from '../test/server';

const crisisLine = (name = 'Crisis help') => screen.getByRole('complementary', { name });

/** The line's two call links as [text, href]. */
const callLinks = (name?: string) =>
  within(crisisLine(name))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('crisis line', () => {
  it.each(['/', '/doctors', '/services/DepressionTreatment', '/login', '/no-such-page'])(
    'on %s, then it is at the top of the page, before the navigation, with Tele-MANAS and 112 to call',
    async (path) => {
      renderApp(path);

      expect(crisisLine()).toHaveTextContent(
        'In crisis? Call Tele-MANAS 14416 (free, 24x7) or 112.',
      );
      expect(callLinks()).toEqual([
        ['14416', 'tel:14416'],
        ['112', 'tel:112'],
      ]);
      expect(
        crisisLine().compareDocumentPosition(screen.getByRole('banner')) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      // Not a live region: moving between pages does not announce it again.
      expect(crisisLine().closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    },
  );

  it('when the clinic configures another first helpline, then the line names it and calls its number', async () => {
    server.use(
      http.get(API.config, () =>
        answer(clinicConfigResponse, {
          success: true,
          config: {
            ...clinicConfig,
            emergencyNumbers: [
              { label: 'KIRAN, mental health rehabilitation', number: '1800-599-0019' },
            ],
          },
        }),
      ),
    );
    renderApp('/');

    expect(
      await within(crisisLine()).findByRole('link', { name: '1800-599-0019' }),
    ).toHaveAttribute('href', 'tel:18005990019');
    expect(crisisLine()).toHaveTextContent(
      'In crisis? Call KIRAN 1800-599-0019 (free, 24x7) or 112.',
    );
  });

  it('while the configuration loads, then it already shows Tele-MANAS and 112', () => {
    server.use(http.get(API.config, () => delay('infinite')));
    renderApp('/contact');

    expect(callLinks()).toEqual([
      ['14416', 'tel:14416'],
      ['112', 'tel:112'],
    ]);
  });

  it('when the configuration cannot load, then it still shows Tele-MANAS and 112', async () => {
    server.use(http.get(API.config, () => failure('internalError', 500)));
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(callLinks()).toEqual([
      ['14416', 'tel:14416'],
      ['112', 'tel:112'],
    ]);
  });
});

describe('crisis line and quick exit in Hindi', () => {
  afterEach(() => locale.set('en'));

  it('when the reader reads Hindi, then the line, its label and the quick exit are in Hindi, with the same numbers to call', async () => {
    locale.set('hi');
    renderApp('/services/DepressionTreatment');

    const line = await screen.findByRole('complementary', { name: 'संकट में मदद' });
    expect(line).toHaveTextContent('संकट में हैं? टेली-मानस 14416 (निःशुल्क, 24x7) या 112 पर कॉल करें।');
    expect(callLinks('संकट में मदद')).toEqual([
      ['14416', 'tel:14416'],
      ['112', 'tel:112'],
    ]);
    expect(await screen.findByRole('button', { name: 'यह साइट छोड़ें' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave this site' })).toBeNull();
  });

  it('when the clinic configures another first helpline, then the Hindi line names it as configured', async () => {
    locale.set('hi');
    server.use(
      http.get(API.config, () =>
        answer(clinicConfigResponse, {
          success: true,
          config: {
            ...clinicConfig,
            emergencyNumbers: [{ label: 'KIRAN (24x7)', number: '1800-599-0019' }],
          },
        }),
      ),
    );
    renderApp('/');

    const line = await screen.findByRole('complementary', { name: 'संकट में मदद' });
    expect(await within(line).findByRole('link', { name: '1800-599-0019' })).toBeInTheDocument();
    expect(line).toHaveTextContent('संकट में हैं? KIRAN 1800-599-0019 (निःशुल्क, 24x7) या 112 पर कॉल करें।');
  });
});
