import { describe, expect, it } from 'vitest';
import {
  appointmentDisplay,
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

describe('patientChangeRefusal', () => {
  it('when live, paid, approved, with a proof waiting or a rejected one, then the patient may cancel or move it', () => {
    for (const state of [live, rejected, paid, pending, { ...live, payment: true }])
      expect(patientChangeRefusal(state)).toBeNull();
  });

  it('when already cancelled, then cancelled', () => {
    expect(patientChangeRefusal({ ...live, cancelled: true })).toBe('cancelled');
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
