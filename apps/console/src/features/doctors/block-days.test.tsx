import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  SLOT_TIMES,
  clinicDaysBetween,
  type AdminDoctorResponse,
  type BlockDaysRequest,
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

/** A doctor the handlers read and write: each blocked day gets every time, Sundays left out. */
function doctorServer(initial: Doctor) {
  let doctor = initial;
  const posts: BlockDaysRequest[] = [];
  server.use(
    http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
    http.get(API.config, () => HttpResponse.json({ success: true, config })),
    http.get(ADMIN_API.doctors, () => HttpResponse.json({ success: true, doctors: [doctor] })),
    http.post(ADMIN_API.doctorBlockedDays(initial._id), async ({ request }) => {
      const body = (await request.json()) as BlockDaysRequest;
      posts.push(body);
      const days = clinicDaysBetween(body.from, body.to);
      doctor = {
        ...doctor,
        blockedSlots: [
          ...doctor.blockedSlots.filter((block) => !days.includes(block.date)),
          ...days.map((date) => ({ date, times: [...SLOT_TIMES] })),
        ],
      };
      return HttpResponse.json<AdminDoctorResponse>({
        success: true,
        message: ADMIN_TEXTS.daysBlocked,
        doctor,
      });
    }),
  );
  return {
    posts,
    book: (date: string, time: string) => {
      doctor = { ...doctor, slots_booked: { ...doctor.slots_booked, [date]: [time] } };
    },
  };
}

const doctor = makeDoctor({ slots_booked: { '24_11_2026': ['15:30'] } });

describe('blocking whole days', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    window.localStorage.setItem('clinicConsoleToken', 'operator-token');
  });
  afterEach(() => vi.useRealTimers());

  it('when the operator blocks a day from the calendar, then one request blocks all its times', async () => {
    const { posts } = doctorServer(doctor);
    const user = userEvent.setup();
    renderConsole(`/doctors/${doctor._id}`);

    const wednesday = await screen.findByRole('group', { name: 'Wed 25 Nov 2026' });
    await user.click(
      within(wednesday).getByRole('button', { name: 'Block whole day, Wed 25 Nov 2026' }),
    );

    expect(await screen.findByText(ADMIN_TEXTS.daysBlocked)).toBeInTheDocument();
    expect(posts).toEqual([{ from: '25_11_2026', to: '25_11_2026' }]);
    await vi.waitFor(() =>
      expect(within(wednesday).getAllByRole('button', { pressed: true })).toHaveLength(
        SLOT_TIMES.length,
      ),
    );
    expect(within(wednesday).queryByRole('button', { name: /^Block whole day/ })).toBeNull();
  });

  it('when the operator gives a first and a last day, then one request blocks the range', async () => {
    const { posts } = doctorServer(doctor);
    const user = userEvent.setup();
    renderConsole(`/doctors/${doctor._id}`);

    const form = await screen.findByRole('form', { name: 'Block whole days' });
    await user.type(within(form).getByLabelText('First day'), '2026-11-25');
    await user.type(within(form).getByLabelText('Last day'), '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Block these days' }));

    expect(await screen.findByText(ADMIN_TEXTS.daysBlocked)).toBeInTheDocument();
    expect(posts).toEqual([{ from: '25_11_2026', to: '1_12_2026' }]);
  });

  it('when the range holds a booked appointment, then it is listed with a way to the schedule and the block cannot be sent', async () => {
    const { posts } = doctorServer(doctor);
    const user = userEvent.setup();
    renderConsole(`/doctors/${doctor._id}`);

    const form = await screen.findByRole('form', { name: 'Block whole days' });
    await user.type(within(form).getByLabelText('First day'), '2026-11-24');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'These days have booked appointments, so they cannot be blocked yet. Blocking never cancels an appointment',
    );
    expect(within(status).getByRole('link', { name: 'Tue 24 Nov 2026, 03:30 pm' })).toHaveAttribute(
      'href',
      `/schedule?doctor=${doctor._id}&date=2026-11-24&view=day`,
    );
    expect(within(form).getByRole('button', { name: 'Block these days' })).toBeDisabled();
    expect(posts).toEqual([]);
  });

  it('when the days are reversed, too many or gone, then the reason shows and nothing is sent', async () => {
    const { posts } = doctorServer(doctor);
    const user = userEvent.setup();
    renderConsole(`/doctors/${doctor._id}`);

    const form = await screen.findByRole('form', { name: 'Block whole days' });
    const first = within(form).getByLabelText('First day');
    const last = within(form).getByLabelText('Last day');
    const send = within(form).getByRole('button', { name: 'Block these days' });

    await user.click(send);
    expect(within(form).getByText('Choose the first day')).toBeInTheDocument();

    await user.type(first, '2026-11-28');
    await user.type(last, '2026-11-26');
    await user.click(send);
    expect(within(form).getByText(ADMIN_TEXTS.blockDaysOrder)).toBeInTheDocument();

    await user.clear(last);
    await user.type(last, '2027-02-01');
    await user.click(send);
    expect(within(form).getByText(ADMIN_TEXTS.blockDaysTooMany)).toBeInTheDocument();

    await user.clear(first);
    await user.clear(last);
    await user.type(first, '2026-11-20');
    await user.click(send);
    expect(within(form).getByText(ADMIN_TEXTS.blockDaysPast)).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('when a patient booked a day meanwhile, then the refusal shows and the booking is listed from the doctor read again', async () => {
    const doctors = doctorServer(doctor);
    server.use(
      http.post(ADMIN_API.doctorBlockedDays(doctor._id), () => {
        doctors.book('26_11_2026', '11:00');
        return failure('blockDaysBooked', 409);
      }),
    );
    const user = userEvent.setup();
    renderConsole(`/doctors/${doctor._id}`);

    const form = await screen.findByRole('form', { name: 'Block whole days' });
    await user.type(within(form).getByLabelText('First day'), '2026-11-26');
    await user.click(within(form).getByRole('button', { name: 'Block these days' }));

    expect(await screen.findByText(ADMIN_TEXTS.blockDaysBooked)).toBeInTheDocument();
    expect(
      await within(await screen.findByRole('status')).findByRole('link', {
        name: 'Thu 26 Nov 2026, 11:00 am',
      }),
    ).toBeInTheDocument();
  });
});
