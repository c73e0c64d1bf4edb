import {
  API,
  cancelAppointmentRequest,
  loginRequest,
  messageResponse,
  SITE_PAGES,
  TEXTS,
  tokenResponse,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildAppointment } from '../../test/data';
import { answer, db, server, TEST_TOKEN } from '../../test/server';
import { renderApp } from '../../test/render';

/** Before the test appointments' December visits. */
const NOW = new Date('2026-11-21T05:00:00Z');

const heading = () => screen.findByRole('heading', { name: 'Your appointment' });

describe('/my-appointment/:id, the page the mails link to', () => {
  it('when signed in, then it shows that one appointment’s card and a link to all of them', async () => {
    db.appointments = [buildAppointment(1), buildAppointment(2), buildAppointment(3)];
    renderApp(SITE_PAGES.appointment(db.appointments[1]!._id), { signedIn: true, now: NOW });

    await heading();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('heading', { name: 'Dr. Test 2' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: TEXTS.payOnline })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my appointments' })).toHaveAttribute(
      'href',
      '/my-appointment',
    );
    expect(document.title).toBe('Your appointment | Holistic Mind Clinic');
  });

  it('when the id is not among the patient’s appointments, then it says so and links to all of them', async () => {
    db.appointments = [buildAppointment(1)];
    renderApp(SITE_PAGES.appointment('f'.repeat(24)), { signedIn: true, now: NOW });

    await heading();
    expect(screen.getByText(`${TEXTS.appointmentNotFound}.`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my appointments' })).toBeInTheDocument();
  });

  it('when the patient cancels here, then it is cancelled as on My Appointments', async () => {
    db.appointments = [buildAppointment(1)];
    const bodies: unknown[] = [];
    server.use(
      http.post(API.cancelAppointment, async ({ request }) => {
        const { appointmentId } = cancelAppointmentRequest.parse(await request.json());
        bodies.push(appointmentId);
        db.appointments = db.appointments.map((item) =>
          item._id === appointmentId ? { ...item, cancelled: true } : item,
        );
        return answer(messageResponse, {
          success: true,
          message: TEXTS.appointmentCancelledMessage,
        });
      }),
    );
    const { user } = renderApp(SITE_PAGES.appointment(db.appointments[0]!._id), {
      signedIn: true,
      now: NOW,
    });
    await heading();

    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText(TEXTS.appointmentCancelled)).toBeInTheDocument();
    expect(bodies).toEqual([db.appointments[0]!._id]);
  });

  it('when signed out, then the login form comes first and, once logged in, the same page opens', async () => {
    db.appointments = [buildAppointment(1), buildAppointment(2)];
    const path = SITE_PAGES.appointment(db.appointments[1]!._id);
    server.use(
      http.post(API.login, async ({ request }) => {
        loginRequest.parse(await request.json());
        return answer(tokenResponse, { success: true, token: TEST_TOKEN, message: TEXTS.loggedIn });
      }),
    );
    const { user, router } = renderApp(path, { now: NOW });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'a calm river at dawn');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await heading();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('heading', { name: 'Dr. Test 2' })).toBeInTheDocument();
  });
});
