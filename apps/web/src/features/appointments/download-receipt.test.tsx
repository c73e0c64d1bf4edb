import { API, RECEIPT_TEXTS } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAppointment } from '../../test/data';
import { PDF, captureDownloads, pdfAnswer } from '@clinic/client-kit/testing';
import { renderApp } from '../../test/render';
import { db, failure, server, signedIn } from '../../test/server';

const paid = buildAppointment(1, {
  payment: true,
  isCompleted: true,
  paymentProof: { status: 'approved', name: 'Asha Rao', transactionId: 'UPI412345678901' },
});

/** GET the receipt as the API answers it; counts the calls. */
function serveReceipt(answer: () => Response = () => pdfAnswer('receipt-R-000007.pdf')) {
  const calls = { count: 0 };
  server.use(
    http.get(API.receipt(':id'), ({ request, params }) => {
      if (!signedIn(request)) return failure('notAuthorized', 401);
      calls.count += 1;
      return params.id === paid._id ? answer() : failure('appointmentNotFound', 404);
    }),
  );
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('/my-appointment, receipts', () => {
  it('when an appointment is paid, then "Download receipt" saves the PDF the API numbered, under its name', async () => {
    db.appointments = [paid];
    const calls = serveReceipt();
    const files = captureDownloads();
    const { user } = renderApp('/my-appointment', { signedIn: true });

    const [card] = await screen.findAllByRole('article');
    await user.click(within(card!).getByRole('button', { name: RECEIPT_TEXTS.downloadReceipt }));

    await vi.waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]).toMatchObject({ name: 'receipt-R-000007.pdf', href: 'blob:download' });
    expect(files[0]?.blob.size).toBe(PDF.length);
    expect(calls.count).toBe(1);
  });

  it.each([
    ['not paid', buildAppointment(2)],
    [
      'waiting for the clinic to check the proof',
      buildAppointment(3, {
        paymentProof: { status: 'pending', name: 'Asha Rao', transactionId: 'UTR1' },
      }),
    ],
    ['rejected', buildAppointment(4, { paymentProof: { status: 'rejected' } })],
  ])('when an appointment is %s, then it offers no receipt', async (_state, appointment) => {
    db.appointments = [appointment];
    renderApp('/my-appointment', { signedIn: true });

    const [card] = await screen.findAllByRole('article');
    expect(
      within(card!).queryByRole('button', { name: RECEIPT_TEXTS.downloadReceipt }),
    ).not.toBeInTheDocument();
  });

  it("when the receipt cannot be had, then the server's reason shows and nothing is saved", async () => {
    db.appointments = [paid];
    serveReceipt(() => failure('notPaid', 409));
    const files = captureDownloads();
    const { user } = renderApp('/my-appointment', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: RECEIPT_TEXTS.downloadReceipt }));

    expect(await screen.findByText(RECEIPT_TEXTS.notPaid)).toBeInTheDocument();
    expect(files).toEqual([]);
  });
});
