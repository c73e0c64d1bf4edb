import { API, clinicConfigResponse } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { clinicConfig } from '../test/data';
import { renderApp } from '../test/render';
import { answer, server } from '../test/server';

/** The numbers of the call links in `region`, as [text, href]. */
const callsIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('tel:'))
    .map((link) => [link.textContent, link.getAttribute('href')]);

const crisisLineCalls = () => callsIn(screen.getByRole('complementary', { name: 'Crisis help' }));

describe('the emergency boxes in the pages', () => {
  it.each([
    ['/services', 'Emergency Care'],
    ['/services/DepressionTreatment', 'How to get help'],
    ['/contact', 'In an emergency'],
  ])(
    'on %s, then "%s" gives every number of the crisis line, 112 among them',
    async (path, box) => {
      renderApp(path);

      const region = await screen.findByRole('region', { name: box });
      await within(region).findByRole('link', { name: '14416' });
      expect(callsIn(region)).toEqual([
        ['14416', 'tel:14416'],
        ['1-800-891-4416', 'tel:18008914416'],
        ['112', 'tel:112'],
      ]);
      expect(callsIn(region)).toEqual(expect.arrayContaining(crisisLineCalls()));
      expect(within(region).getByText('All emergencies: police, fire, ambulance')).toBeVisible();
    },
  );

  it("when the clinic lists 112 itself, then the box gives it once, with the clinic's label", async () => {
    server.use(
      http.get(API.config, () =>
        answer(clinicConfigResponse, {
          success: true,
          config: {
            ...clinicConfig,
            emergencyNumbers: [
              { label: 'Tele-MANAS', number: '14416' },
              { label: 'Police, fire and ambulance', number: '112' },
            ],
          },
        }),
      ),
    );
    renderApp('/contact');

    const region = await screen.findByRole('region', { name: 'In an emergency' });
    await within(region).findByRole('link', { name: '14416' });
    expect(callsIn(region)).toEqual([
      ['14416', 'tel:14416'],
      ['112', 'tel:112'],
    ]);
    expect(within(region).getByText('Police, fire and ambulance')).toBeVisible();
  });
});
