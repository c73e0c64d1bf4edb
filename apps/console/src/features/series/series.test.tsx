import {
  ADMIN_API,
  SERIES_REFUSAL_TEXTS,
  SERIES_TEXTS,
  adminDoctorsResponse,
  bookSeriesResponse,
  seriesPreviewResponse,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { frontDesk, makeDoctor } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

const doctor = makeDoctor();
const DAYS = ['3_3_2026', '10_3_2026', '17_3_2026'];

function seriesServer() {
  const previews: unknown[] = [];
  const booked: unknown[] = [];
  server.use(
    http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator: frontDesk })),
    http.get(ADMIN_API.doctors, () =>
      HttpResponse.json(adminDoctorsResponse.parse({ success: true, doctors: [doctor] })),
    ),
    http.post(ADMIN_API.seriesPreview, async ({ request }) => {
      previews.push(await request.json());
      return HttpResponse.json(
        seriesPreviewResponse.parse({
          success: true,
          sessions: DAYS.map((slotDate) => ({
            slotDate,
            slotTime: '15:00',
            refusal: slotDate === '10_3_2026' ? 'blocked' : null,
          })),
        }),
      );
    }),
    http.post(ADMIN_API.series, async ({ request }) => {
      booked.push(await request.json());
      return HttpResponse.json(
        bookSeriesResponse.parse({
          success: true,
          message: SERIES_TEXTS.seriesBooked,
          seriesId: 'e00000000000000000000001',
          appointmentIds: ['e00000000000000000000002', 'e00000000000000000000003'],
        }),
        { status: 201 },
      );
    }),
  );
  return { previews, booked };
}

describe('Book a series', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  it('previews the sessions, asks to skip the one that cannot be booked, then books the rest', async () => {
    const { previews, booked } = seriesServer();
    const user = userEvent.setup();
    renderConsole('/series');

    const form = await screen.findByRole('form', { name: 'Series' });
    await user.type(within(form).getByLabelText("Patient's e-mail"), 'priya@example.in');
    await within(form).findByRole('option', { name: doctor.name });
    await user.type(within(form).getByLabelText('First day'), '2026-03-03');
    await user.selectOptions(within(form).getByLabelText('Time'), '03:00 pm');
    await user.clear(within(form).getByLabelText('Sessions'));
    await user.type(within(form).getByLabelText('Sessions'), '3');
    await user.click(within(form).getByRole('button', { name: 'Preview sessions' }));

    const table = await screen.findByRole('table', { name: 'Sessions' });
    expect(previews).toEqual([
      {
        patientEmail: 'priya@example.in',
        docId: doctor._id,
        firstDay: '3_3_2026',
        slotTime: '15:00',
        repeat: 'weekly',
        count: 3,
      },
    ]);
    expect(within(table).getByText(SERIES_REFUSAL_TEXTS.blocked)).toBeInTheDocument();
    const book = screen.getByRole('button', { name: 'Book 3 sessions' });
    expect(book).toBeDisabled();

    await user.click(within(table).getByRole('checkbox', { name: /Skip session 2/ }));
    await user.click(screen.getByRole('button', { name: 'Book 2 sessions' }));

    expect(await screen.findByText(SERIES_TEXTS.seriesBooked)).toBeInTheDocument();
    expect(booked).toEqual([{ ...(previews[0] as object), skip: ['10_3_2026'] }]);
  });
});
