import { describe, expect, it } from 'vitest';
import {
  appointmentDisplay,
  appointmentStatus,
  appointmentStatusText,
  cancelOwesRefund,
  insideCancelCutoff,
  patientChangeRefusal,
  proofRefusal,
} from './appointment-rules.js';
import type { AppointmentState } from './appointment-rules.js';

const live: AppointmentState = {
  cancelled: false,
  payment: false,
  isCompleted: false,
  paymentProof: { status: 'none' },
};
const pending: AppointmentState = {
  ...live,
  paymentProof: {
    status: 'pending',
    name: 'Asha',
    transactionId: 'UTR1',
    submittedAt: '2026-03-05T10:00:00.000Z',
  },
};
const rejected: AppointmentState = {
  ...live,
  paymentProof: { ...pending.paymentProof, status: 'rejected', note: 'No such payment' },
};
const paid: AppointmentState = {
  ...live,
  payment: true,
  isCompleted: true,
  paymentProof: { ...pending.paymentProof, status: 'approved' },
};

describe('appointmentDisplay', () => {
  it('when cancelled, then cancelled comes first whatever the payment', () => {
    expect(appointmentDisplay({ ...paid, cancelled: true })).toBe('cancelled');
  });

  it('when paid and completed, then paid', () => {
    expect(appointmentDisplay(paid)).toBe('paid');
  });

  it('when a proof waits, then verifying; when rejected, then rejected; else payable', () => {
    expect(appointmentDisplay(pending)).toBe('verifying');
    expect(appointmentDisplay(rejected)).toBe('rejected');
    expect(appointmentDisplay(live)).toBe('payable');
  });

  it('when paid but not completed, then it is not shown as paid', () => {
    expect(appointmentDisplay({ ...live, payment: true })).toBe('payable');
  });
});

describe('appointmentStatus', () => {
  it('when payable, then payment is due; when rejected, then send again; when waiting, then proof sent', () => {
    expect(appointmentStatus(live)).toBe('paymentDue');
    expect(appointmentStatus(rejected)).toBe('paymentRejected');
    expect(appointmentStatus(pending)).toBe('proofSent');
  });

  it('when paid and completed, then confirmed', () => {
    expect(appointmentStatus(paid)).toBe('confirmed');
  });

  it('when cancelled, then whether money goes back: none, a refund due, or refunded', () => {
    expect(appointmentStatus({ ...live, cancelled: true })).toBe('cancelled');
    expect(appointmentStatus({ ...paid, cancelled: true, refund: { status: 'due' } })).toBe(
      'refundDue',
    );
    expect(appointmentStatus({ ...pending, cancelled: true, refund: { status: 'refunded' } })).toBe(
      'refunded',
    );
  });
});

describe('appointmentStatus of a visit the clinic marked', () => {
  it('when marked missed, then missed comes before any payment state', () => {
    expect(appointmentStatus({ ...live, attendance: 'missed' })).toBe('missed');
    expect(appointmentStatus({ ...paid, attendance: 'missed' })).toBe('missed');
  });

  it('when marked attended, then the payment state stands', () => {
    expect(appointmentStatus({ ...paid, attendance: 'attended' })).toBe('confirmed');
    expect(appointmentStatus({ ...live, attendance: 'attended' })).toBe('paymentDue');
  });

  it('when cancelled after it was marked missed, then it is cancelled', () => {
    expect(appointmentStatus({ ...live, cancelled: true, attendance: 'missed' })).toBe('cancelled');
  });
});

describe('appointmentStatusText', () => {
  it("when missed, then the words give the clinic's phone", () => {
    expect(appointmentStatusText('missed', '₹800', '+91 80 4000 1234')).toBe(
      'Missed: the clinic marked this visit as missed. To book another time or talk it over, please call the clinic on +91 80 4000 1234.',
    );
  });

  it('fills in the fee where the words have one', () => {
    expect(appointmentStatusText('paymentDue', '₹1,500')).toBe(
      "Payment due: ₹1,500. To confirm this appointment, pay by UPI with 'Pay Online' and send us the transaction ID.",
    );
    expect(appointmentStatusText('refundDue', '₹800')).toBe(
      'Cancelled: the clinic will return your payment of ₹800 to you by UPI.',
    );
    expect(appointmentStatusText('cancelled', '₹800')).toBe(
      'Cancelled: nothing is due for this appointment.',
    );
  });
});

describe('patientChangeRefusal', () => {
  // Wednesday 4 March 2026, 10:00 in Kolkata is 04:30 UTC.
  const slot = { slotDate: '4_3_2026', slotTime: '10:00' };
  const START = Date.parse('2026-03-04T04:30:00Z');
  const MINUTE = 60_000;
  const policy = (now: number, cutoffHours = 0) => ({
    now: new Date(now),
    timeZone: 'Asia/Kolkata',
    cutoffHours,
  });
  const refusals = (state: AppointmentState, now: number, cutoffHours = 0) => ({
    cancel: patientChangeRefusal({ ...state, ...slot }, 'cancel', policy(now, cutoffHours)),
    move: patientChangeRefusal({ ...state, ...slot }, 'move', policy(now, cutoffHours)),
  });

  it.each([
    { label: 'booked, unpaid', state: live, display: 'payable', cancel: null, move: null },
    { label: 'proof rejected', state: rejected, display: 'rejected', cancel: null, move: null },
    {
      label: 'proof sent, waiting',
      state: pending,
      display: 'verifying',
      cancel: 'proofPending',
      move: null,
    },
    { label: 'paid and completed', state: paid, display: 'paid', cancel: 'completed', move: null },
    {
      label: 'paid, not marked completed',
      state: { ...live, payment: true },
      display: 'payable',
      cancel: 'completed',
      move: null,
    },
    {
      label: 'cancelled',
      state: { ...live, cancelled: true },
      display: 'cancelled',
      cancel: 'cancelled',
      move: 'cancelled',
    },
    {
      label: 'cancelled by the clinic after payment',
      state: { ...paid, cancelled: true },
      display: 'cancelled',
      cancel: 'cancelled',
      move: 'cancelled',
    },
  ] as const)(
    'when $label ($display), a minute before the start, then cancel: $cancel, move: $move',
    ({ state, display, cancel, move }) => {
      expect(appointmentDisplay(state)).toBe(display);
      expect(refusals(state, START - MINUTE)).toEqual({ cancel, move });
    },
  );

  it.each([
    { display: 'payable', state: live },
    { display: 'rejected', state: rejected },
    { display: 'verifying', state: pending },
    { display: 'paid', state: paid },
  ])(
    'when $display and the visit started a minute ago, or starts now, then both are refused as started',
    ({ state }) => {
      const started = { cancel: 'started', move: 'started' };
      expect(refusals(state, START + MINUTE)).toEqual(started);
      expect(refusals(state, START)).toEqual(started);
      expect(refusals(state, START + 7 * 24 * 60 * MINUTE)).toEqual(started);
    },
  );

  it('when cancelled and in the past, then cancelled comes first', () => {
    expect(refusals({ ...live, cancelled: true }, START + MINUTE)).toEqual({
      cancel: 'cancelled',
      move: 'cancelled',
    });
  });

  it('when the slot cannot be read, then it counts as started', () => {
    const refusal = patientChangeRefusal(
      { ...live, slotDate: '31_2_2026', slotTime: '10:00' },
      'cancel',
      policy(START - MINUTE),
    );
    expect(refusal).toBe('started');
  });

  it('when the cut-off is 24 hours, then a minute less than that before the start is the cut-off, and a minute more is free', () => {
    expect(refusals(live, START - (24 * 60 - 1) * MINUTE, 24)).toEqual({
      cancel: 'cutoff',
      move: 'cutoff',
    });
    expect(refusals(live, START - (24 * 60 + 1) * MINUTE, 24)).toEqual({
      cancel: null,
      move: null,
    });
  });

  it('when inside the cut-off, then what the record refuses comes first, and a started visit is started', () => {
    const inside = START - 60 * MINUTE;
    expect(refusals(pending, inside, 24)).toEqual({ cancel: 'proofPending', move: 'cutoff' });
    expect(refusals(paid, inside, 24)).toEqual({ cancel: 'completed', move: 'cutoff' });
    expect(refusals(live, START + MINUTE, 24)).toEqual({ cancel: 'started', move: 'started' });
  });
});

describe('cancelOwesRefund', () => {
  it('when paid or a proof waits, then a cancel owes a refund; unpaid or rejected, it does not', () => {
    expect([paid, pending, live, rejected].map(cancelOwesRefund)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('proofRefusal', () => {
  it('when no proof was sent or the last one was rejected, then proof may be sent', () => {
    expect(proofRefusal(live)).toBeNull();
    expect(proofRefusal(rejected)).toBeNull();
  });

  it('when a proof waits, then pending', () => {
    expect(proofRefusal(pending)).toBe('pending');
  });

  it('when cancelled or paid, then closed', () => {
    expect(proofRefusal({ ...live, cancelled: true })).toBe('closed');
    expect(proofRefusal(paid)).toBe('closed');
    expect(proofRefusal({ ...live, payment: true })).toBe('closed');
  });
});

describe('insideCancelCutoff', () => {
  // Wednesday 4 March 2026, 10:00 in Kolkata is 04:30 UTC.
  const visit = { slotDate: '4_3_2026', slotTime: '10:00' };
  const minutesBefore = (minutes: number) =>
    new Date(Date.parse('2026-03-04T04:30:00Z') - minutes * 60_000);
  const inside = (now: Date, cutoffHours: number) =>
    insideCancelCutoff(visit, { now, timeZone: 'Asia/Kolkata', cutoffHours });

  it('when the cut-off is 24 hours, then a minute more than that before the visit is outside it, and a minute less inside', () => {
    expect(inside(minutesBefore(24 * 60 + 1), 24)).toBe(false);
    expect(inside(minutesBefore(24 * 60), 24)).toBe(false);
    expect(inside(minutesBefore(24 * 60 - 1), 24)).toBe(true);
    expect(inside(minutesBefore(-30), 24)).toBe(true);
  });

  it('when the cut-off is 0, then the policy is off, even once the visit has started', () => {
    expect(inside(minutesBefore(1), 0)).toBe(false);
    expect(inside(minutesBefore(-60), 0)).toBe(false);
  });
});
