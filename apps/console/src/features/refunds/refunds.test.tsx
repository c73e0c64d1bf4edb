import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  TEXTS,
  adminAppointmentResponse,
  adminAppointmentsResponse,
  type AdminAppointment,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config, frontDesk, makeAppointment } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { failure, server } from '../../test/server';

/** Monday 23 Nov 2026, 00:30 in the clinic (Asia/Kolkata), still Sunday 22 Nov in UTC. */
const NOW = new Date('2026-11-22T19:00:00.000Z');

const due = makeAppointment({
  cancelled: true,
  payment: true,
  isCompleted: true,
  paymentProof: { status: 'approved', name: 'Ravi Kumar', transactionId: 'UPI4242' },
  refund: { status: 'due' },
});

/** The refunds due, answered as the API would; `answer` decides each POST .../refund. */
function refundServer(answer: (body: unknown) => Response) {
  const queries: Record<string, string>[] = [];
  const sent: unknown[] = [];
  let open: AdminAppointment[] = [due];
  server.use(
    http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator: frontDesk })),
    http.get(API.config, () => HttpResponse.json({ success: true, config })),
    http.get(ADMIN_API.appointments, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(
        adminAppointmentsResponse.parse({
          success: true,
          appointments: open,
          total: open.length,
          page: 1,
          pageSize: 20,
        }),
      );
    }),
    http.post(ADMIN_API.recordRefund(due._id), async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      const response = answer(body);
      if (response.ok) open = [];
      return response;
    }),
  );
  return { queries, sent };
}

const recorded = (body: unknown) =>
  HttpResponse.json(
    adminAppointmentResponse.parse({
      success: true,
      message: ADMIN_TEXTS.refundRecorded,
      appointment: { ...due, refund: { status: 'refunded', ...(body as object) } },
    }),
  );

describe('refunds due', () => {
  beforeEach(() => {
    window.localStorage.setItem('clinicConsoleToken', 'operator-token');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('lists each refund due with the patient, doctor, visit, amount and the payment it returns', async () => {
    const { queries } = refundServer(recorded);
    renderConsole('/refunds');

    const table = await screen.findByRole('table', { name: 'Refunds due' });
    expect(queries[0]).toEqual({ status: 'refund-due', page: '1', pageSize: '20' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Ravi Kumarravi@example.com',
      'Dr. Asha Rao',
      'Tue 24 Nov 2026, 03:30 pm',
      '₹800',
      'UPI4242',
    ]);
    const form = within(row).getByRole('form', { name: 'Record refund to Ravi Kumar' });
    // Today is the clinic's, not the browser's UTC day.
    expect(within(form).getByLabelText('Refund date')).toHaveValue('2026-11-23');
    expect(within(form).getByLabelText('UPI reference')).toHaveValue('');
  });

  it('when the operator records a refund, then it is sent, confirmed and leaves the list', async () => {
    const { sent } = refundServer(recorded);
    const user = userEvent.setup();
    renderConsole('/refunds');

    const form = await screen.findByRole('form', { name: 'Record refund to Ravi Kumar' });
    await user.type(within(form).getByLabelText('UPI reference'), 'RFD778899');
    await user.clear(within(form).getByLabelText('Refund date'));
    await user.type(within(form).getByLabelText('Refund date'), '2026-11-22');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));

    expect(await screen.findByText(ADMIN_TEXTS.refundRecorded)).toBeInTheDocument();
    expect(sent).toEqual([{ upiReference: 'RFD778899', refundedOn: '2026-11-22' }]);
    expect(await screen.findByText('No refunds are due.')).toBeInTheDocument();
  });

  it('when the reference is missing, then it says so under the field and sends nothing', async () => {
    const { sent } = refundServer(recorded);
    const user = userEvent.setup();
    renderConsole('/refunds');

    const form = await screen.findByRole('form', { name: 'Record refund to Ravi Kumar' });
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));

    expect(within(form).getByLabelText('UPI reference')).toHaveAccessibleDescription('Required');
    expect(sent).toEqual([]);
  });

  it('when the API refuses the day, then its reason shows under the refund date', async () => {
    refundServer(() =>
      failure('refundInvalidDate', 400, { errors: { refundedOn: TEXTS.refundInvalidDate } }),
    );
    const user = userEvent.setup();
    renderConsole('/refunds');

    const form = await screen.findByRole('form', { name: 'Record refund to Ravi Kumar' });
    await user.type(within(form).getByLabelText('UPI reference'), 'RFD778899');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));

    await vi.waitFor(() =>
      expect(within(form).getByLabelText('Refund date')).toHaveAccessibleDescription(
        TEXTS.refundInvalidDate,
      ),
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when no refund is due any more (409), then the reason shows as an alert', async () => {
    refundServer(() => failure('refundNotDue', 409));
    const user = userEvent.setup();
    renderConsole('/refunds');

    const form = await screen.findByRole('form', { name: 'Record refund to Ravi Kumar' });
    await user.type(within(form).getByLabelText('UPI reference'), 'RFD778899');
    await user.keyboard('{Enter}');

    expect(await within(form).findByRole('alert')).toHaveTextContent(ADMIN_TEXTS.refundNotDue);
  });
});
