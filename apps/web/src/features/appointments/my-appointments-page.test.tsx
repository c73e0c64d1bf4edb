import {
  API,
  appointmentListResponse,
  appointmentStatusText,
  cancelAppointmentRequest,
  cancelSeriesRestRequest,
  cancelSeriesRestResponse,
  clinicConfigResponse,
  confirmPaymentRequest,
  confirmPaymentResponse,
  messageResponse,
  TEXTS,
  type Appointment,
  composedText,
} from '@clinic/contracts';
import { formatRupees } from '@clinic/client-kit';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paymentStorage } from '../../lib/storage';
import { buildAppointment, clinicConfig } from '../../test/data';
import { answer, db, failure, server } from '../../test/server';
import { renderApp } from '../../test/render';

const cards = async () => {
  await screen.findByRole('heading', { name: 'My Appointments' });
  return screen.getAllByRole('article');
};

function showOnly(appointment: Appointment, submittedLocally = false) {
  db.appointments = [appointment];
  if (submittedLocally) paymentStorage.markSubmitted(appointment._id);
}

describe('/my-appointment', () => {
  describe('display states of My Appointments (docs/product.md), in their order', () => {
    it.each([
      {
        state: '1. cancelled wins over everything',
        appointment: buildAppointment(1, { cancelled: true, payment: true, isCompleted: true }),
        submittedLocally: true,
        text: TEXTS.appointmentCancelled,
        status: 'cancelled' as const,
      },
      {
        state: '2. paid and completed',
        appointment: buildAppointment(2, {
          payment: true,
          isCompleted: true,
          paymentProof: { status: 'approved' },
        }),
        submittedLocally: true,
        text: TEXTS.paymentSuccessful,
        status: 'confirmed' as const,
      },
      {
        state: '3. proof sent from this browser and pending',
        appointment: buildAppointment(3, {
          paymentProof: { status: 'pending', name: 'Asha', transactionId: 'UTR1' },
        }),
        submittedLocally: true,
        text: TEXTS.verifyingPayment,
        status: 'proofSent' as const,
      },
      {
        state: '4. proof rejected, even when this browser sent it',
        appointment: buildAppointment(4, {
          paymentProof: { status: 'rejected', note: 'No such payment' },
        }),
        submittedLocally: true,
        text: TEXTS.paymentRejected,
        status: 'paymentRejected' as const,
      },
      {
        state: '5. otherwise',
        appointment: buildAppointment(5),
        submittedLocally: false,
        text: TEXTS.payOnline,
        status: 'paymentDue' as const,
      },
    ])(
      '$state: shows "$text" and no other state, and says the $status status in words',
      async ({ appointment, submittedLocally, text, status }) => {
        showOnly(appointment, submittedLocally);
        renderApp('/my-appointment', { signedIn: true });

        const [card] = await cards();
        const states = [
          TEXTS.appointmentCancelled,
          TEXTS.paymentSuccessful,
          TEXTS.verifyingPayment,
          TEXTS.paymentRejected,
        ].filter((candidate) => within(card!).queryByText(candidate));
        expect(states).toEqual(text === TEXTS.payOnline ? [] : [text]);
        expect(within(card!).getByText(text)).toBeInTheDocument();
        expect(
          within(card!).getByText(appointmentStatusText(status, formatRupees(appointment.amount))),
        ).toBeInTheDocument();
      },
    );

    it('when paid, then "Payment Successful" is a disabled button', async () => {
      showOnly(
        buildAppointment(1, {
          payment: true,
          isCompleted: true,
          paymentProof: { status: 'approved' },
        }),
      );
      renderApp('/my-appointment', { signedIn: true });
      expect(await screen.findByRole('button', { name: TEXTS.paymentSuccessful })).toBeDisabled();
    });

    it('when the server holds a pending proof sent from another browser, then it is verifying too', async () => {
      showOnly(
        buildAppointment(1, {
          paymentProof: { status: 'pending', name: 'Asha', transactionId: 'UTR1' },
        }),
      );
      renderApp('/my-appointment', { signedIn: true });
      expect(await screen.findByText(TEXTS.verifyingPayment)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: TEXTS.payOnline })).not.toBeInTheDocument();
    });
  });

  it('shows the newest three appointments first, with date, time and fee in rupees', async () => {
    db.appointments = [1, 2, 3, 4, 5].map((n) => buildAppointment(n));
    renderApp('/my-appointment', { signedIn: true });

    const shown = await cards();
    expect(shown.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Dr. Test 5',
      'Dr. Test 4',
      'Dr. Test 3',
    ]);
    expect(within(shown[0]!).getByText('5 Dec 2026 | 03:30 pm')).toBeInTheDocument();
    expect(within(shown[0]!).getByText('₹500')).toBeInTheDocument();
  });

  describe('Cancel and Reschedule: shown only where the API would allow them (patientChangeRefusal)', () => {
    // Wednesday 25 Nov 2026, 03:30 pm in India: 10:00 UTC.
    const visit = { slotDate: '25_11_2026', slotTime: '15:30' };
    const A_MINUTE_BEFORE = new Date('2026-11-25T09:59:00Z');
    const A_MINUTE_AFTER = new Date('2026-11-25T10:01:00Z');
    const proof = { name: 'Asha Rao', transactionId: 'UTR1' };
    const CALL_TO_CANCEL =
      'Your payment is being verified. To cancel this appointment, please call the clinic on +91 80 1234 5678.';
    const states: { state: string; overrides: Partial<Appointment>; local: boolean }[] = [
      { state: 'booked, unpaid', overrides: {}, local: false },
      {
        state: 'proof rejected',
        overrides: { paymentProof: { status: 'rejected', ...proof } },
        local: true,
      },
      {
        state: 'proof sent from this browser, verifying',
        overrides: { paymentProof: { status: 'pending', ...proof } },
        local: true,
      },
      {
        state: 'proof sent from another browser, verifying',
        overrides: { paymentProof: { status: 'pending', ...proof } },
        local: false,
      },
      {
        state: 'paid and completed',
        overrides: {
          payment: true,
          isCompleted: true,
          paymentProof: { status: 'approved', ...proof },
        },
        local: false,
      },
      { state: 'cancelled', overrides: { cancelled: true }, local: false },
      {
        state: 'cancelled by the clinic after payment',
        overrides: {
          cancelled: true,
          payment: true,
          isCompleted: true,
          paymentProof: { status: 'approved', ...proof },
          refund: { status: 'due' },
        },
        local: true,
      },
    ];
    const shown = {
      'booked, unpaid': { cancel: true, reschedule: true, call: false },
      'proof rejected': { cancel: true, reschedule: true, call: false },
      'proof sent from this browser, verifying': { cancel: false, reschedule: true, call: true },
      'proof sent from another browser, verifying': { cancel: false, reschedule: true, call: true },
      'paid and completed': { cancel: false, reschedule: true, call: false },
      cancelled: { cancel: false, reschedule: false, call: false },
      'cancelled by the clinic after payment': { cancel: false, reschedule: false, call: false },
    } as Record<string, { cancel: boolean; reschedule: boolean; call: boolean }>;
    const nothing = { cancel: false, reschedule: false, call: false };

    it.each([
      ...states.map((row) => ({
        ...row,
        when: 'a minute before the start',
        now: A_MINUTE_BEFORE,
        ...shown[row.state]!,
      })),
      ...states.map((row) => ({
        ...row,
        when: 'a minute after the start',
        now: A_MINUTE_AFTER,
        ...nothing,
      })),
    ])(
      'when $state, $when, then Cancel: $cancel, Reschedule: $reschedule, the call to the clinic: $call',
      async ({ overrides, local, now, cancel, reschedule, call }) => {
        const appointment = buildAppointment(1, { ...visit, ...overrides });
        showOnly(appointment, local);
        renderApp('/my-appointment', { signedIn: true, now });
        const [card] = await cards();
        // The footer gives the clinic's phone once its configuration, which the card decides
        // with, has loaded.
        await within(screen.getByRole('contentinfo')).findByRole('link', {
          name: clinicConfig.phone,
        });

        expect(within(card!).queryAllByRole('button', { name: 'Cancel appointment' })).toHaveLength(
          cancel ? 1 : 0,
        );
        const links = within(card!).queryAllByRole('link', { name: 'Reschedule' });
        expect(links.map((link) => link.getAttribute('href'))).toEqual(
          reschedule ? [`/appointment/${appointment.docId}?move=${appointment._id}`] : [],
        );
        const phone = within(card!).queryByRole('link', { name: clinicConfig.phone });
        if (call) {
          expect(phone).toHaveAttribute('href', 'tel:+918012345678');
          expect(phone?.closest('p')?.textContent).toBe(CALL_TO_CANCEL);
        } else expect(phone).not.toBeInTheDocument();
      },
    );

    it('when confirmed, then the appointment is cancelled and appointments and doctors reload', async () => {
      showOnly(buildAppointment(1));
      const bodies: unknown[] = [];
      server.use(
        http.post(API.cancelAppointment, async ({ request }) => {
          const { appointmentId } = cancelAppointmentRequest.parse(await request.json());
          bodies.push({ appointmentId });
          db.appointments = db.appointments.map((item) =>
            item._id === appointmentId ? { ...item, cancelled: true } : item,
          );
          return answer(messageResponse, {
            success: true,
            message: TEXTS.appointmentCancelledMessage,
          });
        }),
      );
      const { user, queryClient } = renderApp('/my-appointment', { signedIn: true });
      await cards();
      queryClient.setQueryData(['doctors'], db.doctors);

      await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
      await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

      expect(await screen.findByText(TEXTS.appointmentCancelled)).toBeInTheDocument();
      expect(await screen.findByText(TEXTS.appointmentCancelledMessage)).toBeInTheDocument();
      expect(bodies).toEqual([{ appointmentId: db.appointments[0]!._id }]);
      expect(queryClient.getQueryState(['doctors'])?.isInvalidated).toBe(true);
    });
  });

  describe('a series (docs/product.md, Series)', () => {
    const SERIES_ID = 'e00000000000000000000001';
    const session = (n: number, overrides: Partial<Appointment> = {}) =>
      buildAppointment(n, { seriesId: SERIES_ID, docId: hexDoc, ...overrides });
    const hexDoc = 'd0c000000000000000000001';

    it('labels each session with its place and payment, and "Cancel the rest", on the first session it would cancel, cancels the series', async () => {
      db.appointments = [
        session(1, { payment: true, isCompleted: true, paymentProof: { status: 'approved' } }),
        session(8),
        session(15),
      ];
      const bodies: unknown[] = [];
      server.use(
        http.post(API.cancelSeriesRest, async ({ request }) => {
          const { seriesId } = cancelSeriesRestRequest.parse(await request.json());
          bodies.push({ seriesId });
          db.appointments = db.appointments.map((item) =>
            item.payment ? item : { ...item, cancelled: true },
          );
          return answer(cancelSeriesRestResponse, {
            success: true,
            message: TEXTS.seriesRestCancelled,
            cancelledIds: db.appointments.filter((item) => item.cancelled).map((item) => item._id),
          });
        }),
      );
      const { user } = renderApp('/my-appointment', { signedIn: true });

      const [third, second, first] = await cards();
      expect(within(first!).getByText('Session 1 of 3')).toBeInTheDocument();
      expect(within(first!).getByText(TEXTS.paymentSuccessful)).toBeInTheDocument();
      expect(within(third!).getByText('Session 3 of 3')).toBeInTheDocument();
      expect(within(third!).getByRole('button', { name: TEXTS.payOnline })).toBeInTheDocument();
      // Only the first session it would cancel offers it: not the paid one.
      expect(screen.getAllByRole('button', { name: 'Cancel the rest' })).toHaveLength(1);
      expect(within(first!).queryByRole('button', { name: 'Cancel the rest' })).toBeNull();

      await user.click(within(second!).getByRole('button', { name: 'Cancel the rest' }));
      await user.click(screen.getByRole('button', { name: 'Yes, cancel the rest' }));

      expect(await screen.findByText(TEXTS.seriesRestCancelled)).toBeInTheDocument();
      expect(bodies).toEqual([{ seriesId: SERIES_ID }]);
      expect(await within(second!).findByText(TEXTS.appointmentCancelled)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel the rest' })).toBeNull();
    });
  });

  describe('reschedule and the cancellation cut-off', () => {
    // Wednesday 25 Nov 2026, 03:30 pm in India: 10:00 UTC.
    const visit = { slotDate: '25_11_2026', slotTime: '15:30' };

    const withCutoff = (hours: number) =>
      server.use(
        http.get(API.config, () =>
          answer(clinicConfigResponse, {
            success: true,
            config: { ...clinicConfig, cancelCutoffHours: hours },
          }),
        ),
      );

    it("when the visit starts in 23 h 59 min and the cut-off is 24 hours, then a line with the clinic's phone replaces Cancel and Reschedule", async () => {
      withCutoff(24);
      showOnly(buildAppointment(1, visit));
      renderApp('/my-appointment', { signedIn: true, now: new Date('2026-11-24T10:01:00Z') });
      const [card] = await cards();

      const phone = await within(card!).findByRole('link', { name: clinicConfig.phone });
      expect(phone).toHaveAttribute('href', 'tel:+918012345678');
      expect(phone.closest('p')?.textContent).toBe(
        composedText('changeByPhone', { cutoffHours: 24, phone: clinicConfig.phone }),
      );
      expect(within(card!).queryByRole('link', { name: 'Reschedule' })).not.toBeInTheDocument();
      expect(
        within(card!).queryByRole('button', { name: 'Cancel appointment' }),
      ).not.toBeInTheDocument();
    });

    it.each([
      {
        when: 'starts in 24 h 01 min and the cut-off is 24 hours',
        hours: 24,
        now: '2026-11-24T09:59:00Z',
      },
      {
        when: 'starts in 23 h 59 min and there is no cut-off',
        hours: 0,
        now: '2026-11-24T10:01:00Z',
      },
    ])('when the visit $when, then Cancel and Reschedule stay', async ({ hours, now }) => {
      withCutoff(hours);
      showOnly(buildAppointment(1, visit));
      renderApp('/my-appointment', { signedIn: true, now: new Date(now) });
      const [card] = await cards();

      expect(await within(card!).findByRole('link', { name: 'Reschedule' })).toBeInTheDocument();
      expect(within(card!).getByRole('button', { name: 'Cancel appointment' })).toBeInTheDocument();
      expect(within(card!).queryByText(/made by phone/)).not.toBeInTheDocument();
    });
  });

  describe('payment panel', () => {
    it('when "Pay Online" is pressed, then the QR code, the UPI link with the reference, the reference to quote and the amount show, and it toggles to "Hide Payment"', async () => {
      const appointment = buildAppointment(7, { _id: '64b7f0c2a1b2c3d4e5f60718', amount: 800 });
      showOnly(appointment);
      const { user } = renderApp('/my-appointment', { signedIn: true });

      await user.click(await screen.findByRole('button', { name: TEXTS.payOnline }));

      expect(screen.getByRole('link', { name: TEXTS.payWithUpiApp })).toHaveAttribute(
        'href',
        'upi://pay?pa=clinic@upi&pn=Test%20Clinic&am=800.00&cu=INR&tr=E5F60718&tn=Consultation%20E5F60718',
      );
      expect(screen.getByText('Reference to quote:')).toHaveTextContent(
        'Reference to quote: E5F60718',
      );
      expect(
        await screen.findByRole('img', { name: 'UPI QR code to pay ₹800 to Test Clinic' }),
      ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
      // The panel takes the focus where it opens, right after its own button.
      expect(screen.getByRole('heading', { name: 'Pay ₹800 by UPI' })).toHaveFocus();
      const [card] = await cards();
      const actions = within(card!).getAllByRole('button');
      expect(actions.at(-1)).toHaveAccessibleName(TEXTS.hidePayment);
      expect(paymentStorage.openedPayments()).toEqual([
        { appointmentId: appointment._id, doctorName: 'Dr. Test 7' },
      ]);
      expect(paymentStorage.selectedAppointmentId()).toBe(appointment._id);

      await user.click(screen.getByRole('button', { name: TEXTS.hidePayment }));
      expect(screen.queryByRole('link', { name: TEXTS.payWithUpiApp })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: TEXTS.payOnline })).toBeInTheDocument();
    });

    it('when the form was opened but not sent, then a warning names the doctor', async () => {
      const appointment = buildAppointment(7);
      showOnly(appointment);
      const { user } = renderApp('/my-appointment', { signedIn: true });

      await user.click(await screen.findByRole('button', { name: TEXTS.payOnline }));
      await user.click(screen.getByRole('button', { name: TEXTS.hidePayment }));

      expect(
        screen.getByText(
          /You opened the payment form for Dr\. Test 7's appointment but payment info was not submitted\./,
        ),
      ).toBeInTheDocument();
    });

    it('when a field is blank, then "Please fill in all fields." and nothing is sent', async () => {
      showOnly(buildAppointment(7));
      const { user } = renderApp('/my-appointment', { signedIn: true });

      await user.click(await screen.findByRole('button', { name: TEXTS.payOnline }));
      await user.type(screen.getByLabelText('Name of the payer'), 'Asha Rao');
      await user.click(screen.getByRole('button', { name: 'Submit payment details' }));

      expect(await screen.findByText(TEXTS.paymentFieldsRequired)).toBeInTheDocument();
    });

    it('when proof is accepted, then the panel hides, the marker is kept and it shows "Verifying Payment..."', async () => {
      const appointment = buildAppointment(7);
      showOnly(appointment);
      const sent: unknown[] = [];
      server.use(
        http.post(API.confirmPayment, async ({ request }) => {
          const body = confirmPaymentRequest.parse(await request.json());
          sent.push(body);
          const paymentProof = {
            status: 'pending',
            name: body.name,
            transactionId: body.transactionId,
          };
          db.appointments = [
            { ...appointment, paymentProof: { ...paymentProof, status: 'pending' } },
          ];
          return answer(confirmPaymentResponse, {
            success: true,
            message: 'Payment details received',
            paymentProof,
          });
        }),
      );
      const { user } = renderApp('/my-appointment', { signedIn: true });

      await user.click(await screen.findByRole('button', { name: TEXTS.payOnline }));
      await user.type(screen.getByLabelText('Name of the payer'), 'Asha Rao');
      await user.type(screen.getByLabelText('Transaction ID'), 'UTR123456');
      await user.click(screen.getByRole('button', { name: 'Submit payment details' }));

      expect(await screen.findByText(TEXTS.paymentSubmitted)).toBeInTheDocument();
      expect(await screen.findByText(TEXTS.verifyingPayment)).toBeInTheDocument();
      // The outcome is said on the card itself, and the focus is there.
      expect(
        await screen.findByText(
          appointmentStatusText('proofSent', formatRupees(appointment.amount)),
        ),
      ).toHaveFocus();
      expect(
        screen.queryByRole('button', { name: 'Submit payment details' }),
      ).not.toBeInTheDocument();
      expect(sent).toEqual([
        { appointmentId: appointment._id, name: 'Asha Rao', transactionId: 'UTR123456' },
      ]);
      expect(paymentStorage.submittedAppointments()).toEqual([appointment._id]);
      expect(screen.queryByText(/payment info was not submitted/)).not.toBeInTheDocument();
    });

    it('when the server refuses the proof, then "Failed to submit payment info." and its reason show', async () => {
      showOnly(buildAppointment(7));
      server.use(http.post(API.confirmPayment, () => failure('transactionIdUsed', 409)));
      const { user } = renderApp('/my-appointment', { signedIn: true });

      await user.click(await screen.findByRole('button', { name: TEXTS.payOnline }));
      await user.type(screen.getByLabelText('Name of the payer'), 'Asha Rao');
      await user.type(screen.getByLabelText('Transaction ID'), 'UTR123456');
      await user.click(screen.getByRole('button', { name: 'Submit payment details' }));

      expect(await screen.findByText(TEXTS.paymentSubmitFailed)).toBeInTheDocument();
      expect(screen.getByText(TEXTS.transactionIdUsed)).toBeInTheDocument();
      expect(paymentStorage.submittedAppointments()).toEqual([]);
    });
  });

  it('when signed out, then it goes to /login', async () => {
    renderApp('/my-appointment');
    expect(await screen.findByRole('heading', { name: TEXTS.createAccount })).toBeInTheDocument();
  });

  it('when the list fails to load, then the error shows, and "Try again" loads it', async () => {
    db.appointments = [buildAppointment(1)];
    let calls = 0;
    server.use(
      http.get(API.appointments, () => {
        calls += 1;
        return calls === 1
          ? failure('internalError', 500)
          : answer(appointmentListResponse, { success: true, appointments: db.appointments });
      }),
    );
    const { user } = renderApp('/my-appointment', { signedIn: true });

    expect(await screen.findByText(TEXTS.internalError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Dr. Test 1' })).toBeInTheDocument();
  });
});
