import {
  ADMIN_API,
  ATTENDANCE_TEXTS,
  markAttendanceRequest,
  type AdminAppointment,
  type AdminAppointmentResponse,
  type AdminAppointmentsResponse,
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
} from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { failure, server } from '../../test/server';

/** Ravi's visit with Dr. Asha Rao on Tuesday 24 Nov 2026 at 15:30: it ends at 16:00 in Kolkata. */
const visit = makeAppointment({ paymentProof: { status: 'none' } });
const VISIT_NAME = "Ravi Kumar's visit on Tue 24 Nov 2026, 03:30 pm";
const END = new Date('2026-11-24T10:30:00.000Z');

function attendanceServer(signedIn: Operator, answer?: () => Response) {
  let current: AdminAppointment = visit;
  const marks: unknown[] = [];
  server.use(
    http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator: signedIn })),
    http.get(ADMIN_API.doctors, () =>
      HttpResponse.json({ success: true, doctors: [makeDoctor()] }),
    ),
    http.get(ADMIN_API.appointments, () =>
      HttpResponse.json<AdminAppointmentsResponse>({
        success: true,
        appointments: [current],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    ),
    http.post(ADMIN_API.markAttendance(visit._id), async ({ request }) => {
      const { attendance } = markAttendanceRequest.parse(await request.json());
      marks.push(attendance);
      if (answer) return answer();
      current = { ...current, attendance };
      return HttpResponse.json<AdminAppointmentResponse>({
        success: true,
        message:
          attendance === 'missed'
            ? ATTENDANCE_TEXTS.attendanceMarkedMissed
            : ATTENDANCE_TEXTS.attendanceMarkedAttended,
        appointment: current,
      });
    }),
  );
  return marks;
}

describe('attended or missed, on the appointments table', () => {
  beforeEach(() => {
    window.localStorage.setItem('clinicConsoleToken', 'operator-token');
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('when the visit has ended, then the front desk marks it missed, sees the mark, and may change it', async () => {
    vi.setSystemTime(END);
    const marks = attendanceServer(frontDesk);
    const user = userEvent.setup();
    renderConsole('/appointments');

    const group = await screen.findByRole(
      'group',
      { name: `Attendance of ${VISIT_NAME}` },
      { timeout: 5_000 },
    );
    await user.click(within(group).getByRole('button', { name: `Missed: ${VISIT_NAME}` }));

    expect(await screen.findByText(ATTENDANCE_TEXTS.attendanceMarkedMissed)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Appointments' });
    expect(await within(table).findByText('Missed', { selector: 'span' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: `Missed: ${VISIT_NAME}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const attended = within(group).getByRole('button', { name: `Attended: ${VISIT_NAME}` });
    expect(attended).toHaveAttribute('aria-pressed', 'false');
    await user.click(attended);
    await vi.waitFor(() => expect(marks).toEqual(['missed', 'attended']));
  });

  it("when the visit has not ended, then there is nothing to mark, even for the visit's doctor", async () => {
    vi.setSystemTime(new Date(END.getTime() - 60_000));
    attendanceServer(doctorOperator);
    const { queryClient } = renderConsole('/appointments');

    const table = await screen.findByRole('table', { name: 'Appointments' }, { timeout: 5_000 });
    expect(within(table).getByText('Ravi Kumar')).toBeInTheDocument();
    // The clinic's zone has loaded, so the table has decided.
    await vi.waitFor(() => expect(queryClient.getQueryData(['config'])).toEqual(config));
    expect(within(table).queryByRole('group', { name: /^Attendance of/ })).not.toBeInTheDocument();
  });

  it('when the API refuses the mark, then its message is shown and the visit stays unmarked', async () => {
    vi.setSystemTime(END);
    attendanceServer(doctorOperator, () => failure('visitCancelled', 409));
    const user = userEvent.setup();
    renderConsole('/appointments');

    await user.click(
      await screen.findByRole('button', { name: `Attended: ${VISIT_NAME}` }, { timeout: 5_000 }),
    );

    expect(await screen.findByText(ATTENDANCE_TEXTS.visitCancelled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Attended: ${VISIT_NAME}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
