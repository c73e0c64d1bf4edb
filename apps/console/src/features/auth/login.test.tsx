import {
  ADMIN_API,
  ADMIN_TEXTS,
  TEXTS,
  type AdminLoginResponse,
  type DashboardResponse,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { operator } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

const dashboard: DashboardResponse = {
  success: true,
  dashboard: {
    todayAppointments: 3,
    proofsPending: 2,
    nextSevenDaysBookings: 11,
    revenueThisMonth: 12400,
    today: '23_11_2026',
  },
};

describe('operator login', () => {
  it('when the credentials are right, then the token is kept under the console key and the dashboard shows', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(ADMIN_API.login, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json<AdminLoginResponse>({
          success: true,
          token: 'operator-token',
          message: ADMIN_TEXTS.loggedIn,
          operator,
        });
      }),
      http.get(ADMIN_API.dashboard, ({ request }) =>
        request.headers.get('token') === 'operator-token'
          ? HttpResponse.json(dashboard)
          : HttpResponse.json({ success: false, message: TEXTS.notAuthorized }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderConsole('/login');

    await user.type(screen.getByLabelText('Email'), 'Desk@Clinic.test');
    await user.type(screen.getByLabelText('Password'), 'front-desk-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'desk@clinic.test', password: 'front-desk-pass' }]);
    expect(window.localStorage.getItem('clinicConsoleToken')).toBe('operator-token');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByText('Front Desk')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('region', { name: 'Revenue approved this month' })).getByText(
        '₹12,400',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Payment proofs waiting' })).getByText('2'),
    ).toBeInTheDocument();
  });

  it('when the server refuses the credentials, then its message shows and no token is kept', async () => {
    server.use(
      http.post(ADMIN_API.login, () =>
        HttpResponse.json({ success: false, message: TEXTS.invalidCredentials }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderConsole('/login');

    await user.type(screen.getByLabelText('Email'), 'desk@clinic.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.invalidCredentials);
    expect(screen.getByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('clinicConsoleToken')).toBeNull();
  });

  it('when the e-mail is malformed, then the form says so and sends nothing', async () => {
    const user = userEvent.setup();
    renderConsole('/login');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required');
  });

  it('when there is no token, then a console page sends the operator to the login', async () => {
    renderConsole('/appointments');
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
  });

  it('when the session has expired, then the first 401 drops the token and shows the login', async () => {
    window.localStorage.setItem('clinicConsoleToken', 'expired-token');
    server.use(
      http.get(ADMIN_API.dashboard, () =>
        HttpResponse.json({ success: false, message: TEXTS.notAuthorized }, { status: 401 }),
      ),
      http.get(ADMIN_API.me, () =>
        HttpResponse.json({ success: false, message: TEXTS.notAuthorized }, { status: 401 }),
      ),
    );
    renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('clinicConsoleToken')).toBeNull();
  });
});
