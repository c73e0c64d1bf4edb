import { describe, expect, it, vi } from 'vitest';
import { bookingChoiceStorage, forgetEverything, paymentStorage, tokenStore } from './storage';

describe('storage', () => {
  it('keeps the token under "token" and tells subscribers when it changes', () => {
    const listener = vi.fn();
    const unsubscribe = tokenStore.subscribe(listener);

    tokenStore.set('abc');
    expect(window.localStorage.getItem('token')).toBe('abc');
    tokenStore.clear();
    expect(tokenStore.get()).toBeNull();
    unsubscribe();
    tokenStore.set('def');

    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the payment markers under the keys docs/product.md names', () => {
    paymentStorage.markOpened({ appointmentId: 'a1', doctorName: 'Dr. A' });
    paymentStorage.markOpened({ appointmentId: 'a1', doctorName: 'Dr. A' });
    paymentStorage.markSubmitted('a2');
    paymentStorage.selectAppointment('a1');

    expect(JSON.parse(window.localStorage.getItem('openedPayments')!)).toEqual([
      { appointmentId: 'a1', doctorName: 'Dr. A' },
    ]);
    expect(JSON.parse(window.localStorage.getItem('paymentSubmittedAppointments')!)).toEqual([
      'a2',
    ]);
    expect(JSON.parse(window.localStorage.getItem('selectedAppointmentId')!)).toBe('a1');

    paymentStorage.forgetOpened('a1');
    paymentStorage.selectAppointment(null);
    expect(paymentStorage.openedPayments()).toEqual([]);
    expect(window.localStorage.getItem('selectedAppointmentId')).toBeNull();
  });

  it('forgets the token and every payment marker at once, telling token subscribers', () => {
    const listener = vi.fn();
    tokenStore.set('abc');
    bookingChoiceStorage.keep(CHOICE);
    paymentStorage.markOpened({ appointmentId: 'a1', doctorName: 'Dr. A' });
    paymentStorage.markSubmitted('a2');
    paymentStorage.selectAppointment('a1');
    window.localStorage.setItem('unrelated', 'kept');
    const unsubscribe = tokenStore.subscribe(listener);

    forgetEverything();
    unsubscribe();

    expect(listener).toHaveBeenCalledTimes(1);
    expect(Object.keys(window.localStorage)).toEqual(['unrelated']);
    expect(Object.keys(window.sessionStorage)).toEqual([]);
  });

  it('reads malformed or foreign values as nothing stored', () => {
    window.localStorage.setItem('openedPayments', '{not json');
    window.localStorage.setItem('paymentSubmittedAppointments', JSON.stringify([1, 2]));
    window.localStorage.setItem('selectedAppointmentId', JSON.stringify({ id: 'a' }));

    expect(paymentStorage.openedPayments()).toEqual([]);
    expect(paymentStorage.submittedAppointments()).toEqual([]);
    expect(paymentStorage.selectedAppointmentId()).toBeNull();
  });

  it('keeps a booking choice in sessionStorage, for this tab only, until it is forgotten', () => {
    bookingChoiceStorage.keep(CHOICE);

    expect(JSON.parse(window.sessionStorage.getItem('bookingChoice')!)).toEqual(CHOICE);
    expect(window.localStorage.getItem('bookingChoice')).toBeNull();
    expect(bookingChoiceStorage.get()).toEqual(CHOICE);
    bookingChoiceStorage.keep({ ...CHOICE, slotTime: null });
    expect(bookingChoiceStorage.get()).toEqual({ ...CHOICE, slotTime: null });
    bookingChoiceStorage.forget();
    expect(bookingChoiceStorage.get()).toBeNull();
  });

  it('reads a booking choice that is not an id, a day and a time as nothing stored', () => {
    for (const stored of [
      { ...CHOICE, docId: '../../elsewhere' },
      { ...CHOICE, docId: '//elsewhere.example' },
      { ...CHOICE, slotDate: '2026-11-25' },
      { ...CHOICE, slotTime: '3:30 pm' },
      { docId: CHOICE.docId, slotDate: CHOICE.slotDate },
      'd0c000000000000000000001',
    ]) {
      window.sessionStorage.setItem('bookingChoice', JSON.stringify(stored));
      expect(bookingChoiceStorage.get(), JSON.stringify(stored)).toBeNull();
    }
  });
});

const CHOICE = { docId: 'd0c000000000000000000001', slotDate: '25_11_2026', slotTime: '15:30' };
