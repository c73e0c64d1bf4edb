import { API, RECEIPT_TEXTS, TEXTS, appointmentStatusText } from '@clinic/contracts';
import { formatRupees } from '@clinic/client-kit';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAppointment } from '../../test/data';
import { PDF, captureDownloads, pdfAnswer } from '@clinic/client-kit/testing';
import { renderApp } from '../../test/render';
import { db, failure, server, signedIn } from '../../test/server';

/** Paid, then cancelled by the clinic: the refund is owed until staff record it. */
const refundDue = buildAppointment(1, {
  cancelled: true,
  payment: true,
  isCompleted: true,
  paymentProof: { status: 'approved', name: 'Asha Rao', transactionId: 'UPI412345678901' },
  refund: { status: 'due' },
});

const refunded = buildAppointment(2, {
  ...refundDue,
  _id: buildAppointment(2)._id,
  refund: { status: 'refunded', upiReference: 'RFD778899', refundedOn: '2026-11-23' },
});

/** GET the credit note as the API answers it: the PDF once refunded, 404 before. */
function serveCreditNote() {
  const calls = { count: 0 };
  server.use(
    http.get(API.creditNote(':id'), ({ request, params }) => {
      if (!signedIn(request)) return failure('notAuthorized', 401);
      calls.count += 1;
      return params.id === refunded._id
        ? pdfAnswer('credit-note-CN-000003.pdf')
        : failure('noCreditNote', 404);
    }),
  );
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('/my-appointment, refunds of cancelled appointments', () => {
  it('when the refund is due, then the card says so beside "Appointment Cancelled", without a credit note', async () => {
    db.appointments = [refundDue];
    renderApp('/my-appointment', { signedIn: true });

    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText(TEXTS.appointmentCancelled)).toBeInTheDocument();
    expect(within(card!).getByText(TEXTS.refundPending)).toBeInTheDocument();
    expect(within(card!).queryByText(TEXTS.refunded)).not.toBeInTheDocument();
    expect(
      within(card!).getByText(appointmentStatusText('refundDue', formatRupees(refundDue.amount))),
    ).toBeInTheDocument();
    expect(
      within(card!).queryByRole('button', { name: RECEIPT_TEXTS.downloadCreditNote }),
    ).not.toBeInTheDocument();
  });

  it('when refunded, then the card says so and "Download credit note" saves the PDF under its name', async () => {
    db.appointments = [refunded];
    const calls = serveCreditNote();
    const files = captureDownloads();
    const { user } = renderApp('/my-appointment', { signedIn: true });

    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText(TEXTS.appointmentCancelled)).toBeInTheDocument();
    expect(within(card!).getByText(TEXTS.refunded)).toBeInTheDocument();
    expect(within(card!).queryByText(TEXTS.refundPending)).not.toBeInTheDocument();
    expect(
      within(card!).getByText(appointmentStatusText('refunded', formatRupees(refunded.amount))),
    ).toBeInTheDocument();
    await user.click(within(card!).getByRole('button', { name: RECEIPT_TEXTS.downloadCreditNote }));

    await vi.waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]).toMatchObject({ name: 'credit-note-CN-000003.pdf', href: 'blob:download' });
    expect(files[0]?.blob.size).toBe(PDF.length);
    expect(calls.count).toBe(1);
  });

  it('when the refund of a proof that was still waiting is recorded, then the card says refunded, with no credit note: only a paid appointment has one', async () => {
    db.appointments = [
      buildAppointment(4, {
        cancelled: true,
        paymentProof: { status: 'pending', name: 'Asha Rao', transactionId: 'UPI412345678904' },
        refund: { status: 'refunded', upiReference: 'RFD778800', refundedOn: '2026-11-23' },
      }),
    ];
    renderApp('/my-appointment', { signedIn: true });

    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText(TEXTS.refunded)).toBeInTheDocument();
    expect(
      within(card!).queryByRole('button', { name: RECEIPT_TEXTS.downloadCreditNote }),
    ).not.toBeInTheDocument();
  });

  it('when a cancelled appointment owed nothing, then no refund shows', async () => {
    db.appointments = [buildAppointment(3, { cancelled: true })];
    renderApp('/my-appointment', { signedIn: true });

    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText(TEXTS.appointmentCancelled)).toBeInTheDocument();
    expect(within(card!).queryByText(TEXTS.refundPending)).not.toBeInTheDocument();
    expect(within(card!).queryByText(TEXTS.refunded)).not.toBeInTheDocument();
  });
});
