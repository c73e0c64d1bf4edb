import {
  API,
  TEXTS,
  appointmentListResponse,
  joinWaitlistRequest,
  messageResponse,
  waitlistOfferRequest,
  type JoinWaitlistRequest,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildAppointment } from '../../test/data';
import { answer, db, server } from '../../test/server';
import { renderApp } from '../../test/render';

/** Monday 23 November 2026, 17:40 in India: the window runs to Sunday 6 December. */
const MONDAY_17_40_IST = new Date('2026-11-23T12:10:00Z');

describe('the waiting list', () => {
  it('when no time suits, then a signed-in patient joins with preferred days and half-days', async () => {
    const doctor = db.doctors[0]!;
    const sent: JoinWaitlistRequest[] = [];
    server.use(
      http.post(API.waitlist, async ({ request }) => {
        sent.push(joinWaitlistRequest.parse(await request.json()));
        return answer(messageResponse, { success: true, message: TEXTS.waitlistJoined }, 201);
      }),
    );
    const { user } = renderApp(`/appointment/${doctor._id}`, {
      signedIn: true,
      now: MONDAY_17_40_IST,
    });

    // The booking page's choices come in a second, deferred render (booking-page.tsx).
    await user.click(
      await screen.findByRole('button', { name: 'Join the waitlist' }, { timeout: 10_000 }),
    );
    await user.click(
      screen.getByRole('radio', { name: 'Only on the days and times of day I choose' }),
    );
    const submit = screen.getByRole('button', { name: 'Join the waitlist' });
    expect(screen.getByText('Choose at least one day and one time of day.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    const days = screen.getByRole('group', { name: 'Days' });
    await user.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Morning (10:00 am to 1:00 pm)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wait until' }), '5_12_2026');
    await user.click(submit);

    expect(await screen.findByText(TEXTS.waitlistJoined)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        docId: doctor._id,
        wish: { kind: 'preferred', weekdays: [2, 6], halfDays: ['morning'] },
        until: '5_12_2026',
      },
    ]);
  });

  it('when signed out, then the booking page offers a log-in to join', async () => {
    const doctor = db.doctors[0]!;
    renderApp(`/appointment/${doctor._id}`, { now: MONDAY_17_40_IST });
    expect(
      await screen.findByRole('link', { name: 'Log in to join the waitlist' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/login');
  });

  it('when a time is offered, then My Appointments shows it with its hold and claims it with one click', async () => {
    const doctor = db.doctors[0]!;
    db.waitlist = {
      entries: [
        {
          _id: 'e'.repeat(24),
          docId: doctor._id,
          doctorName: doctor.name,
          wish: { kind: 'any' },
          until: '5_12_2026',
          createdAt: '2026-11-23T10:00:00.000Z',
        },
      ],
      offers: [
        {
          _id: 'f'.repeat(24),
          docId: doctor._id,
          doctorName: doctor.name,
          slotDate: '24_11_2026',
          slotTime: '10:30',
          expiresAt: '2026-11-23T12:40:00.000Z',
        },
      ],
    };
    const claimed: string[] = [];
    server.use(
      http.post(API.claimWaitlistOffer, async ({ request }) => {
        claimed.push(waitlistOfferRequest.parse(await request.json()).offerId);
        db.waitlist = { entries: [], offers: [] };
        db.appointments = [buildAppointment(1, { slotDate: '24_11_2026', slotTime: '10:30' })];
        return answer(messageResponse, { success: true, message: TEXTS.waitlistOfferClaimed }, 201);
      }),
      http.get(API.appointments, () =>
        answer(appointmentListResponse, { success: true, appointments: db.appointments }),
      ),
    );
    const { user } = renderApp('/my-appointment', { signedIn: true, now: MONDAY_17_40_IST });

    const offers = await screen.findByRole('region', { name: 'A time offered to you' });
    expect(within(offers).getByText(`${doctor.name} on 24 Nov 2026 at 10:30 am`)).toBeVisible();
    expect(within(offers).getByText('Held for you until 6:10 pm.')).toBeVisible();
    const lists = screen.getByRole('region', { name: 'Your waiting lists' });
    expect(within(lists).getByText(`${doctor.name}: waiting until 5 Dec 2026`)).toBeVisible();
    expect(
      within(lists).getByRole('button', { name: `Leave the waitlist of ${doctor.name}` }),
    ).toBeVisible();

    await user.click(within(offers).getByRole('button', { name: 'Claim this time' }));
    expect(await screen.findByText(TEXTS.waitlistOfferClaimed)).toBeInTheDocument();
    expect(claimed).toEqual(['f'.repeat(24)]);
    expect(screen.queryByRole('region', { name: 'A time offered to you' })).not.toBeInTheDocument();
  });
});
