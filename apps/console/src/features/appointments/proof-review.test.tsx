import {
  ADMIN_API,
  ADMIN_TEXTS,
  type AdminAppointmentResponse,
  type AdminAppointmentsResponse,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAppointment, operator } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { failure, server } from '../../test/server';

const pending = makeAppointment();

/** The review list answers the pending proofs until a decision is taken, then none. */
function proofServer() {
  const calls: { path: string; token: string | null; body: unknown; query: string }[] = [];
  let decided = false;
  const listed = (): AdminAppointmentsResponse => ({
    success: true,
    appointments: decided ? [] : [pending],
    total: decided ? 0 : 1,
    page: 1,
    pageSize: 10,
  });
  server.use(
    http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
    http.get(ADMIN_API.appointments, ({ request }) => {
      calls.push({
        path: 'list',
        token: request.headers.get('token'),
        body: null,
        query: new URL(request.url).search,
      });
      return HttpResponse.json(listed());
    }),
    http.post(ADMIN_API.approvePayment(pending._id), ({ request }) => {
      calls.push({ path: 'approve', token: request.headers.get('token'), body: null, query: '' });
      decided = true;
      return HttpResponse.json<AdminAppointmentResponse>({
        success: true,
        message: ADMIN_TEXTS.paymentApproved,
        appointment: {
          ...pending,
          payment: true,
          isCompleted: true,
          paymentProof: { ...pending.paymentProof, status: 'approved' },
        },
      });
    }),
    http.post(ADMIN_API.rejectPayment(pending._id), async ({ request }) => {
      calls.push({
        path: 'reject',
        token: request.headers.get('token'),
        body: await request.json(),
        query: '',
      });
      decided = true;
      return HttpResponse.json<AdminAppointmentResponse>({
        success: true,
        message: ADMIN_TEXTS.paymentRejected,
        appointment: {
          ...pending,
          paymentProof: {
            ...pending.paymentProof,
            status: 'rejected',
            note: 'No such transaction',
          },
        },
      });
    }),
  );
  return calls;
}

describe('payment proof review', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  it('shows the patient, doctor, slot, amount in rupees, name and transaction ID of each pending proof', async () => {
    const calls = proofServer();
    renderConsole('/payments');

    const card = await screen.findByRole('article', { name: 'Ravi Kumar with Dr. Asha Rao' });
    expect(within(card).getByText('Ravi Kumar, 9876543210, ravi@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Dr. Asha Rao (Psychiatrist)')).toBeInTheDocument();
    expect(within(card).getByText('Tue 24 Nov 2026, 03:30 pm')).toBeInTheDocument();
    expect(within(card).getByText('₹800')).toBeInTheDocument();
    expect(within(card).getByText('UPI4242')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: 'list', token: 'operator-token' });
    expect(new URLSearchParams(calls[0]?.query).get('status')).toBe('proof-pending');
  });

  it('when the operator approves, then the proof is approved with the token and leaves the list', async () => {
    const calls = proofServer();
    const user = userEvent.setup();
    renderConsole('/payments');

    const card = await screen.findByRole('article', { name: 'Ravi Kumar with Dr. Asha Rao' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(ADMIN_TEXTS.paymentApproved)).toBeInTheDocument();
    expect(
      await screen.findByText('No payment proofs are waiting for review.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'approve')).toEqual([
      { path: 'approve', token: 'operator-token', body: null, query: '' },
    ]);
  });

  it('when the operator rejects without a reason, then nothing is sent; with one, the reason is sent', async () => {
    const calls = proofServer();
    const user = userEvent.setup();
    renderConsole('/payments');

    const card = await screen.findByRole('article', { name: 'Ravi Kumar with Dr. Asha Rao' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    await user.click(within(card).getByRole('button', { name: 'Confirm rejection' }));
    expect(within(card).getByLabelText('Reason for rejecting')).toHaveAccessibleDescription(
      'The patient sees this and can send proof again. Please give the patient a reason',
    );
    expect(calls.some((call) => call.path === 'reject')).toBe(false);

    await user.type(within(card).getByLabelText('Reason for rejecting'), 'No such transaction');
    await user.click(within(card).getByRole('button', { name: 'Confirm rejection' }));

    expect(await screen.findByText(ADMIN_TEXTS.paymentRejected)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'reject')).toEqual([
      {
        path: 'reject',
        token: 'operator-token',
        body: { reason: 'No such transaction' },
        query: '',
      },
    ]);
    expect(
      await screen.findByText('No payment proofs are waiting for review.'),
    ).toBeInTheDocument();
  });

  it('when the server refuses the decision, then its message shows and the proof stays', async () => {
    proofServer();
    server.use(
      http.post(ADMIN_API.approvePayment(pending._id), () => failure('proofNotPending', 409)),
    );
    const user = userEvent.setup();
    renderConsole('/payments');

    const card = await screen.findByRole('article', { name: 'Ravi Kumar with Dr. Asha Rao' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(ADMIN_TEXTS.proofNotPending)).toBeInTheDocument();
    expect(
      screen.getByRole('article', { name: 'Ravi Kumar with Dr. Asha Rao' }),
    ).toBeInTheDocument();
  });

  it('when opened from the appointments table, then the linked proof has the focus', async () => {
    proofServer();
    renderConsole(`/payments#proof-${pending._id}`);

    const card = await screen.findByRole('article', { name: 'Ravi Kumar with Dr. Asha Rao' });
    await vi.waitFor(() => expect(card).toHaveFocus());
  });
});
