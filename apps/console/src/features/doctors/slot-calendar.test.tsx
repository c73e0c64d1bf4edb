import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  type AdminDoctorResponse,
  type BlockedSlotsRequest,
  type Doctor,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config, makeDoctor, operator } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { failure, server } from '../../test/server';

/** Monday 23 November 2026, 10:00 in Kolkata (04:30 UTC). */
const NOW = new Date('2026-11-23T04:30:00.000Z');

/** A doctor store the handlers read and write, so the screen re-reads what was saved. */
function doctorServer(initial: Doctor) {
  let doctor = initial;
  const puts: { token: string | null; body: BlockedSlotsRequest }[] = [];
  server.use(
    http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
    http.get(API.config, () => HttpResponse.json({ success: true, config })),
    http.get(ADMIN_API.doctors, () => HttpResponse.json({ success: true, doctors: [doctor] })),
    http.put(ADMIN_API.doctorBlockedSlots(initial._id), async ({ request }) => {
      const body = (await request.json()) as BlockedSlotsRequest;
      puts.push({ token: request.headers.get('token'), body });
      const others = doctor.blockedSlots.filter((block) => block.date !== body.date);
      doctor = { ...doctor, blockedSlots: body.times.length ? [...others, body] : others };
      return HttpResponse.json<AdminDoctorResponse>({
        success: true,
        message: ADMIN_TEXTS.blockedSlotsUpdated,
        doctor,
      });
    }),
  );
  return puts;
}

const doctor = makeDoctor({
  slots_booked: { '24_11_2026': ['15:30'] },
  blockedSlots: [{ date: '25_11_2026', times: ['10:00'] }],
});

describe('blocking times on the doctor calendar', () => {
  beforeEach(() => {
    // Only the date is fixed; timers stay real for the network and the user events.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    window.localStorage.setItem('clinicConsoleToken', 'operator-token');
  });
  afterEach(() => vi.useRealTimers());

  it('shows the 14 days from the clinic today: booked and passed times cannot be chosen, Sundays are closed', async () => {
    doctorServer(doctor);
    renderConsole(`/doctors/${doctor._id}`);

    const tuesday = await screen.findByRole('group', { name: 'Tue 24 Nov 2026' });
    const booked = within(tuesday).getByRole('button', { name: '03:30 pm booked' });
    expect(booked).toBeDisabled();
    expect(booked).not.toHaveAttribute('aria-pressed');
    expect(within(tuesday).getByRole('button', { name: '11:00 am' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    const monday = screen.getByRole('group', { name: 'Mon 23 Nov 2026' });
    expect(within(monday).getByRole('button', { name: '10:00 am passed' })).toBeDisabled();
    expect(within(monday).getByRole('button', { name: '10:30 am' })).toBeEnabled();

    const blocked = within(screen.getByRole('group', { name: 'Wed 25 Nov 2026' })).getByRole(
      'button',
      { name: '10:00 am' },
    );
    expect(blocked).toHaveAttribute('aria-pressed', 'true');
    expect(blocked).toHaveTextContent('10:00 am blocked');
    expect(screen.getByRole('heading', { name: 'Sun 29 Nov 2026' })).toBeInTheDocument();
    expect(screen.getAllByText('Closed on Sundays')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Sat 5 Dec 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Mon 7 Dec 2026' })).not.toBeInTheDocument();
  });

  it('when the operator chooses a free time, then it is blocked on that date and shown blocked', async () => {
    const puts = doctorServer(doctor);
    const user = userEvent.setup();
    renderConsole(`/doctors/${doctor._id}`);

    const tuesday = await screen.findByRole('group', { name: 'Tue 24 Nov 2026' });
    await user.click(within(tuesday).getByRole('button', { name: '11:00 am' }));

    expect(await screen.findByText(ADMIN_TEXTS.blockedSlotsUpdated)).toBeInTheDocument();
    expect(puts).toEqual([
      { token: 'operator-token', body: { date: '24_11_2026', times: ['11:00'] } },
    ]);
    await vi.waitFor(() =>
      expect(within(tuesday).getByRole('button', { name: '11:00 am' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('when the operator chooses a blocked time, then the date keeps the other blocked times only', async () => {
    const puts = doctorServer(
      makeDoctor({ blockedSlots: [{ date: '25_11_2026', times: ['10:00', '16:00'] }] }),
    );
    const user = userEvent.setup();
    renderConsole(`/doctors/${doctor._id}`);

    const wednesday = await screen.findByRole('group', { name: 'Wed 25 Nov 2026' });
    await user.click(within(wednesday).getByRole('button', { name: '10:00 am' }));

    await vi.waitFor(() =>
      expect(within(wednesday).getByRole('button', { name: '10:00 am' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(puts.map((put) => put.body)).toEqual([{ date: '25_11_2026', times: ['16:00'] }]);
  });

  it('when the API refuses (the time was booked meanwhile), then its message shows', async () => {
    doctorServer(doctor);
    server.use(
      http.put(ADMIN_API.doctorBlockedSlots(doctor._id), () => failure('blockedTimeBooked', 409)),
    );
    const user = userEvent.setup();
    renderConsole(`/doctors/${doctor._id}`);

    const tuesday = await screen.findByRole('group', { name: 'Tue 24 Nov 2026' });
    await user.click(within(tuesday).getByRole('button', { name: '12:00 pm' }));

    expect(await screen.findByText(ADMIN_TEXTS.blockedTimeBooked)).toBeInTheDocument();
    expect(within(tuesday).getByRole('button', { name: '12:00 pm' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
