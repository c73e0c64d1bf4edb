import {
  ADMIN_API,
  API,
  STAFF_TEXTS,
  TEXTS,
  adminAppointmentsResponse,
  messageResponse,
  type DashboardResponse,
  type Operator,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  config,
  doctorOperator,
  frontDesk,
  makeAppointment,
  makeDoctor,
  operator,
} from '../test/fixtures';
import { renderConsole } from '../test/render';
import { server } from '../test/server';

/** Monday 23 Nov 2026, 10:00 in the clinic (Asia/Kolkata). */
const NOW = new Date('2026-11-23T04:30:00.000Z');

const dashboard: DashboardResponse = {
  success: true,
  dashboard: {
    todayAppointments: 1,
    proofsPending: 0,
    nextSevenDaysBookings: 4,
    revenueThisMonth: 800,
    today: '23_11_2026',
    missedVisits: [],
  },
};

/** Every call the test makes, by method and path; `me` answers as the operator given. */
function signInAs(me: Operator | (() => Operator)) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  server.use(
    http.get(ADMIN_API.me, () =>
      HttpResponse.json({ success: true, operator: typeof me === 'function' ? me() : me }),
    ),
  );
  return calls;
}

const navLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Console' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('what each role sees', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));
  afterEach(() => server.events.removeAllListeners());

  it('the owner: every screen, Staff and Settings included', async () => {
    signInAs(operator);
    renderConsole('/account');

    expect(await navLinks()).toEqual([
      'Dashboard',
      'Safety alerts',
      'Appointments',
      'Schedule',
      'Book a series',
      'Payments',
      'Reconcile',
      'Refunds',
      'Doctors',
      'Waiting lists',
      'Blogs',
      'Messages',
      'Audit log',
      'Data requests',
      'Staff',
      'Settings',
      'My account',
    ]);
    expect(screen.getByText('Meera Nair · Owner')).toBeInTheDocument();
  });

  it('the front desk: the daily work, without the audit log, data requests and staff', async () => {
    signInAs(frontDesk);
    renderConsole('/account');

    expect(await navLinks()).toEqual([
      'Dashboard',
      'Safety alerts',
      'Appointments',
      'Schedule',
      'Book a series',
      'Payments',
      'Reconcile',
      'Refunds',
      'Doctors',
      'Waiting lists',
      'Blogs',
      'Messages',
      'My account',
    ]);
    expect(screen.getByText('Asha Rao · Front desk')).toBeInTheDocument();
  });

  describe('a doctor', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(NOW);
    });
    afterEach(() => vi.useRealTimers());

    it('sees their appointments, schedule and record, and starts on their own schedule', async () => {
      const own = makeDoctor();
      const other = makeDoctor({ _id: 'd00000000000000000000002', name: 'Dr. Vikram Shah' });
      const queries: Record<string, string>[] = [];
      signInAs(doctorOperator);
      server.use(
        http.get(API.config, () => HttpResponse.json({ success: true, config })),
        // The API lists only the doctor's own record; the other one here shows the choice is
        // the account's doctor, not the first in the list.
        http.get(ADMIN_API.doctors, () =>
          HttpResponse.json({ success: true, doctors: [other, own] }),
        ),
        http.get(ADMIN_API.appointments, ({ request }) => {
          const query = Object.fromEntries(new URL(request.url).searchParams);
          queries.push(query);
          return HttpResponse.json(
            adminAppointmentsResponse.parse({
              success: true,
              appointments: [makeAppointment({ slotDate: '23_11_2026', slotTime: '15:30' })],
              total: 1,
              page: 1,
              pageSize: 100,
            }),
          );
        }),
      );
      const { router } = renderConsole('/');

      expect(
        await screen.findByRole('table', { name: 'Dr. Asha Rao, Mon 23 Nov 2026' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/schedule');
      expect(screen.getByLabelText('Doctor')).toHaveValue(own._id);
      expect(queries[0]).toMatchObject({ docId: own._id });
      expect(await navLinks()).toEqual([
        'Safety alerts',
        'Appointments',
        'Schedule',
        'Book a series',
        'Doctors',
        'Waiting lists',
        'My account',
      ]);
      expect(screen.getByText('Dr. Asha Rao · Doctor')).toBeInTheDocument();
    });

    it('reads the appointments without the cancel and payment actions', async () => {
      signInAs(doctorOperator);
      server.use(
        http.get(ADMIN_API.doctors, () =>
          HttpResponse.json({ success: true, doctors: [makeDoctor()] }),
        ),
        http.get(ADMIN_API.appointments, () =>
          HttpResponse.json(
            adminAppointmentsResponse.parse({
              success: true,
              appointments: [makeAppointment()],
              total: 1,
              page: 1,
              pageSize: 20,
            }),
          ),
        ),
      );
      renderConsole('/appointments');

      const table = await screen.findByRole('table', { name: 'Appointments' });
      expect(within(table).getByText('Ravi Kumar')).toBeInTheDocument();
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Slot', 'Patient', 'Doctor', 'Amount', 'Status', 'Actions']);
      // Before the visit's end a doctor has no action on it: attendance is marked after.
      expect(within(table).queryByRole('button')).not.toBeInTheDocument();
      expect(within(table).queryByRole('link', { name: 'Review proof' })).not.toBeInTheDocument();
    });
  });
});

describe('a screen the role may not use', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));
  afterEach(() => server.events.removeAllListeners());

  it.each([
    ['the front desk', frontDesk, '/audit'],
    ['the front desk', frontDesk, '/staff'],
    ['the front desk', frontDesk, '/doctors/new'],
    ['a doctor', doctorOperator, '/payments'],
    ['a doctor', doctorOperator, '/refunds'],
    ['a doctor', doctorOperator, '/messages'],
    ['the front desk', frontDesk, '/appointments/a00000000000000000000009/intake'],
  ])('when %s opens %s by its address, then it says so and calls nothing', async (_, who, path) => {
    const calls = signInAs(who);
    renderConsole(path);

    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.forbidden);
    // The banner's count of waiting alerts is the shell's, on every screen.
    expect(calls.filter((call) => call !== `GET ${ADMIN_API.openSafetyAlerts}`)).toEqual([
      `GET ${ADMIN_API.me}`,
    ]);
  });
});

describe('a new password the owner asked for', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));
  afterEach(() => server.events.removeAllListeners());

  it('sends the operator to My account, with only that screen, until it is changed; then the console opens', async () => {
    let changed = false;
    const sent: unknown[] = [];
    signInAs(() => ({ ...frontDesk, mustChangePassword: !changed }));
    server.use(
      http.post(ADMIN_API.password, async ({ request }) => {
        sent.push(await request.json());
        changed = true;
        return HttpResponse.json(
          messageResponse.parse({ success: true, message: TEXTS.passwordChanged }),
        );
      }),
      http.get(ADMIN_API.dashboard, () => HttpResponse.json(dashboard)),
    );
    const user = userEvent.setup();
    const { router } = renderConsole('/appointments');

    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_TEXTS.passwordChangeRequired);
    expect(router.state.location.pathname).toBe('/account');
    expect(await navLinks()).toEqual(['My account']);

    await user.type(screen.getByLabelText('Current password'), 'temporary pass 1');
    await user.type(screen.getByLabelText('New password'), 'lanterns along the river');
    await user.type(screen.getByLabelText('New password again'), 'lanterns along the river');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(TEXTS.passwordChanged)).toBeInTheDocument();
    expect(sent).toEqual([
      { currentPassword: 'temporary pass 1', newPassword: 'lanterns along the river' },
    ]);
    expect(await navLinks()).toContain('Appointments');
  });
});
