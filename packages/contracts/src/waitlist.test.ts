import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  type WaitlistWish,
  halfDayOf,
  waitlistEntryEnded,
  waitlistUntilRefusal,
  wishMatches,
} from './waitlist-rules.js';
import { joinWaitlistRequest, waitlistWishSchema } from './waitlist.js';

const timeZone = 'Asia/Kolkata';
/** Monday 2 March 2026, 09:00 in Kolkata. */
const now = new Date('2026-03-02T03:30:00Z');
const clock = { now, timeZone };
const ID = 'a'.repeat(24);

describe('halfDayOf', () => {
  it('when a time is before 13:00, then it is the morning, else the afternoon', () => {
    expect(halfDayOf('10:00')).toBe('morning');
    expect(halfDayOf('12:30')).toBe('morning');
    expect(halfDayOf('15:00')).toBe('afternoon');
    expect(halfDayOf('18:30')).toBe('afternoon');
  });
});

describe('waitlistWishSchema', () => {
  it('when a wish crosses the wire, then it reads back as the WaitlistWish of the rules, and each type is the other', () => {
    expectTypeOf<z.infer<typeof waitlistWishSchema>>().toEqualTypeOf<WaitlistWish>();
    const wish: WaitlistWish = { kind: 'preferred', weekdays: [1, 6], halfDays: ['morning'] };
    expect(waitlistWishSchema.parse(wish)).toEqual(wish);
  });
});

describe('wishMatches', () => {
  const any = { wish: { kind: 'any' as const }, until: '14_3_2026' };
  const tuesdayMornings = {
    wish: { kind: 'preferred' as const, weekdays: [2], halfDays: ['morning' as const] },
    until: '14_3_2026',
  };

  it('when the wish is any time, then any later time up to the last day matches', () => {
    expect(wishMatches(any, { slotDate: '3_3_2026', slotTime: '15:00' }, clock)).toBe(true);
    expect(wishMatches(any, { slotDate: '14_3_2026', slotTime: '18:30' }, clock)).toBe(true);
  });

  it('when the time is after the last day, then it does not match', () => {
    expect(wishMatches(any, { slotDate: '16_3_2026', slotTime: '10:00' }, clock)).toBe(false);
  });

  it('when the time has started or passed, then it does not match', () => {
    const at = { now: new Date('2026-03-02T04:30:00Z'), timeZone };
    expect(wishMatches(any, { slotDate: '2_3_2026', slotTime: '10:00' }, at)).toBe(false);
    expect(wishMatches(any, { slotDate: '2_3_2026', slotTime: '10:30' }, at)).toBe(true);
  });

  it('when days and half-days are preferred, then only those match', () => {
    // 3 March 2026 is a Tuesday, 4 March a Wednesday.
    expect(wishMatches(tuesdayMornings, { slotDate: '3_3_2026', slotTime: '11:00' }, clock)).toBe(
      true,
    );
    expect(wishMatches(tuesdayMornings, { slotDate: '3_3_2026', slotTime: '15:00' }, clock)).toBe(
      false,
    );
    expect(wishMatches(tuesdayMornings, { slotDate: '4_3_2026', slotTime: '11:00' }, clock)).toBe(
      false,
    );
  });
});

describe('waitlistUntilRefusal', () => {
  it('when the last day is today or one of the 13 after, then it is accepted', () => {
    expect(waitlistUntilRefusal('2_3_2026', clock)).toBeNull();
    expect(waitlistUntilRefusal('15_3_2026', clock)).toBeNull();
  });

  it('when the last day is past or beyond the booking window, then it is refused', () => {
    expect(waitlistUntilRefusal('1_3_2026', clock)).toBe('outside-window');
    expect(waitlistUntilRefusal('16_3_2026', clock)).toBe('outside-window');
  });
});

describe('waitlistEntryEnded', () => {
  it('when today is after the last day, then the entry has ended', () => {
    expect(waitlistEntryEnded('5_3_2026', '5_3_2026')).toBe(false);
    expect(waitlistEntryEnded('5_3_2026', '6_3_2026')).toBe(true);
  });
});

describe('joinWaitlistRequest', () => {
  it('when preferred days are given, then at least one day and half-day, each once, are needed', () => {
    const join = (wish: unknown) =>
      joinWaitlistRequest.safeParse({ docId: ID, wish, until: '9_3_2026' }).success;
    expect(join({ kind: 'any' })).toBe(true);
    expect(join({ kind: 'preferred', weekdays: [1, 6], halfDays: ['afternoon'] })).toBe(true);
    expect(join({ kind: 'preferred', weekdays: [], halfDays: ['morning'] })).toBe(false);
    expect(join({ kind: 'preferred', weekdays: [0], halfDays: ['morning'] })).toBe(false);
    expect(join({ kind: 'preferred', weekdays: [1, 1], halfDays: ['morning'] })).toBe(false);
    expect(join({ kind: 'preferred', weekdays: [1], halfDays: ['evening'] })).toBe(false);
    expect(join({ kind: 'sometimes' })).toBe(false);
  });
});
