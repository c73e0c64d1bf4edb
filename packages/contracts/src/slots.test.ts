import { describe, expect, it } from 'vitest';
import {
  type SlotCalendarInput,
  SLOT_TIMES,
  checkSlot,
  formatSlotTime,
  normaliseSlotTime,
  parseDateKey,
  scanDays,
  slotDataText,
  slotStart,
  slotWindow,
  toDateKey,
  zonedClock,
} from './slots.js';

const TZ = 'Asia/Kolkata';
const ALL = [...SLOT_TIMES];
const empty: Pick<SlotCalendarInput, 'slotsBooked' | 'blockedSlots'> = {
  slotsBooked: {},
  blockedSlots: [],
};

describe('slotWindow', () => {
  it('when the UTC server clock reads Saturday 19:00, then today is already Sunday in Kolkata and is skipped', () => {
    // 2026-11-21 is a Saturday; 19:00 UTC is Sunday 22 November 00:30 IST.
    const days = slotWindow({ now: new Date('2026-11-21T19:00:00Z'), timeZone: TZ, ...empty });
    expect(days.map((day) => day.dateKey)).toEqual([
      '23_11_2026',
      '24_11_2026',
      '25_11_2026',
      '26_11_2026',
      '27_11_2026',
      '28_11_2026',
      '30_11_2026',
    ]);
    expect(days[0]?.slots).toEqual(ALL);
    expect(days.every((day) => day.weekday !== 0)).toBe(true);
  });

  it('when the same instant is read in UTC, then Saturday is still today with no slots left', () => {
    const days = slotWindow({ now: new Date('2026-11-21T19:00:00Z'), timeZone: 'UTC', ...empty });
    expect(days[0]?.dateKey).toBe('23_11_2026');
  });

  it('when it is 11:10 on a Monday, then today keeps only the slots that start after now', () => {
    const days = slotWindow({ now: new Date('2026-11-23T05:40:00Z'), timeZone: TZ, ...empty });
    expect(days[0]?.dateKey).toBe('23_11_2026');
    expect(days[0]?.slots).toEqual([
      '11:30',
      '12:00',
      '12:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
    ]);
  });

  it('when a slot starts exactly now, then it is no longer offered', () => {
    const days = slotWindow({ now: new Date('2026-11-23T12:30:00Z'), timeZone: TZ, ...empty });
    expect(days[0]?.slots).toEqual(['18:30']);
  });

  it('when today is past 18:30, then the window starts tomorrow', () => {
    const days = slotWindow({ now: new Date('2026-11-23T13:05:00Z'), timeZone: TZ, ...empty });
    expect(days[0]?.dateKey).toBe('24_11_2026');
    expect(days).toHaveLength(7);
  });

  it('when the doctor is fully booked for three days, then the window reaches further to keep 7 days', () => {
    const slotsBooked = { '23_11_2026': ALL, '24_11_2026': ALL, '25_11_2026': ALL };
    const days = slotWindow({
      now: new Date('2026-11-22T04:00:00Z'),
      timeZone: TZ,
      slotsBooked,
      blockedSlots: [],
    });
    expect(days.map((day) => day.dateKey)).toEqual([
      '26_11_2026',
      '27_11_2026',
      '28_11_2026',
      '30_11_2026',
      '1_12_2026',
      '2_12_2026',
      '3_12_2026',
    ]);
  });

  it('when times are booked or blocked, then they are removed from that day only', () => {
    const days = slotWindow({
      now: new Date('2026-11-22T04:00:00Z'),
      timeZone: TZ,
      slotsBooked: { '23_11_2026': ['10:00', '15:30'] },
      blockedSlots: [{ date: '23_11_2026', times: ['18:30', '10:30'] }],
    });
    expect(days[0]?.slots).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '15:00',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
    ]);
    expect(days[1]?.slots).toEqual(ALL);
  });

  it('when every day is full, then it scans 14 calendar days at most and offers none', () => {
    const slotsBooked: Record<string, string[]> = {};
    for (const day of scanDays(new Date('2026-11-22T04:00:00Z'), TZ))
      slotsBooked[day.dateKey] = ALL;
    const days = slotWindow({
      now: new Date('2026-11-22T04:00:00Z'),
      timeZone: TZ,
      slotsBooked,
      blockedSlots: [],
    });
    expect(days).toEqual([]);
  });

  it('when only the 14th day and the 15th are free, then the 14th is offered and the 15th is not', () => {
    const now = new Date('2026-11-24T04:00:00Z'); // Tuesday 24 Nov: the 14th day is Monday 7 Dec
    const slotsBooked: Record<string, string[]> = {};
    for (const day of scanDays(now, TZ)) slotsBooked[day.dateKey] = ALL;
    delete slotsBooked['7_12_2026'];
    const days = slotWindow({ now, timeZone: TZ, slotsBooked, blockedSlots: [] });
    expect(days.map((day) => day.dateKey)).toEqual(['7_12_2026']);
  });
});

describe('checkSlot', () => {
  const now = new Date('2026-11-23T05:40:00Z'); // Monday 11:10 IST
  const check = (slotDate: string, slotTime: string, extra: Partial<typeof empty> = {}) =>
    checkSlot({ now, timeZone: TZ, ...empty, ...extra, slotDate, slotTime });

  it('when the slot is free and on the grid, then it is accepted in canonical form', () => {
    expect(check('24_11_2026', '3:30 pm')).toEqual({
      ok: true,
      slotDate: '24_11_2026',
      slotTime: '15:30',
    });
    expect(check('24_11_2026', '10:00')).toEqual({
      ok: true,
      slotDate: '24_11_2026',
      slotTime: '10:00',
    });
  });

  it.each([
    ['23_11_2026', '11:00', 'past'],
    ['22_11_2026', '15:00', 'past'],
    ['29_11_2026', '15:00', 'sunday'],
    ['24_11_2026', '10:15', 'off-grid'],
    ['24_11_2026', '19:00', 'off-grid'],
    ['24_11_2026', '13:00', 'off-grid'],
    ['7_12_2026', '10:00', 'beyond-window'],
    ['2026-11-24', '10:00', 'malformed'],
    ['31_2_2026', '10:00', 'malformed'],
    ['24_11_2026', '25:00', 'malformed'],
    ['24_11_2026', '13:00 pm', 'malformed'],
  ])('when the slot is %s %s, then it is refused as %s', (slotDate, slotTime, reason) => {
    expect(check(slotDate, slotTime)).toEqual({ ok: false, reason });
  });

  it('when the 13th day is asked, then it is accepted; the 14th is a Sunday and the 15th beyond', () => {
    expect(check('5_12_2026', '18:30').ok).toBe(true);
    expect(check('6_12_2026', '18:30')).toEqual({ ok: false, reason: 'sunday' });
    expect(check('7_12_2026', '18:30')).toEqual({ ok: false, reason: 'beyond-window' });
  });

  it('when the time is blocked or booked, then it is refused as such', () => {
    expect(
      check('24_11_2026', '10:00', { blockedSlots: [{ date: '24_11_2026', times: ['10:00'] }] }),
    ).toEqual({
      ok: false,
      reason: 'blocked',
    });
    expect(check('24_11_2026', '10:00 am', { slotsBooked: { '24_11_2026': ['10:00'] } })).toEqual({
      ok: false,
      reason: 'taken',
    });
  });
});

describe('time and date helpers', () => {
  it('normalises 12-hour and 24-hour times to HH:MM', () => {
    expect(normaliseSlotTime('3:30 pm')).toBe('15:30');
    expect(normaliseSlotTime('03:30 PM')).toBe('15:30');
    expect(normaliseSlotTime('12:00 pm')).toBe('12:00');
    expect(normaliseSlotTime('12:30 am')).toBe('00:30');
    expect(normaliseSlotTime('9:00')).toBe('09:00');
    expect(normaliseSlotTime('  3:30 pm  ')).toBe('15:30');
    expect(normaliseSlotTime('0:00 am')).toBeNull();
    expect(normaliseSlotTime('10:60')).toBeNull();
    expect(normaliseSlotTime('ten')).toBeNull();
  });

  it('formats HH:MM as hh:mm am/pm', () => {
    expect(formatSlotTime('10:00')).toBe('10:00 am');
    expect(formatSlotTime('12:30')).toBe('12:30 pm');
    expect(formatSlotTime('15:30')).toBe('03:30 pm');
    expect(slotDataText('5_3_2026', '15:30')).toBe('5_3_2026 03:30 pm');
  });

  it('writes and reads unpadded D_M_YYYY keys', () => {
    expect(toDateKey({ year: 2026, month: 3, day: 5 })).toBe('5_3_2026');
    expect(parseDateKey('5_3_2026')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDateKey('05_03_2026')).toBeNull();
    expect(parseDateKey('29_2_2027')).toBeNull();
    expect(parseDateKey('29_2_2028')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('when the zone has a fixed offset, then the fast reading agrees with Intl at every half hour of a year', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: TZ,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 30 * 60_000) {
      const parts = Object.fromEntries(
        intl.formatToParts(time).map((part) => [part.type, part.value]),
      );
      const clock = zonedClock(new Date(time), TZ);
      expect([clock.year, clock.month, clock.day, clock.minutes]).toEqual([
        Number(parts.year),
        Number(parts.month),
        Number(parts.day),
        Number(parts.hour) * 60 + Number(parts.minute),
      ]);
    }
  });

  it('when the zone keeps daylight saving, then it is read through Intl', () => {
    // 29 March 2026, 01:30 UTC: London has moved to summer time (02:30 BST), a Sunday.
    expect(zonedClock(new Date('2026-03-29T01:30:00Z'), 'Europe/London')).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      minutes: 150,
      weekday: 0,
    });
    expect(zonedClock(new Date('2026-03-28T23:30:00Z'), 'Europe/London').minutes).toBe(
      23 * 60 + 30,
    );
  });

  it('reads the wall clock in the clinic zone', () => {
    expect(zonedClock(new Date('2026-11-21T19:00:00Z'), TZ)).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      minutes: 30,
      weekday: 0,
    });
  });
});

describe('slotStart', () => {
  it('when the slot is 10:00 on 3 March 2026 in Kolkata, then it starts at 04:30 UTC', () => {
    expect(slotStart('3_3_2026', '10:00', TZ)?.toISOString()).toBe('2026-03-03T04:30:00.000Z');
  });

  it('when the slot is 18:30 in Kolkata, then it starts at 13:00 UTC the same day', () => {
    expect(slotStart('31_12_2026', '18:30', TZ)?.toISOString()).toBe('2026-12-31T13:00:00.000Z');
  });

  it('when the zone keeps daylight saving, then the offset of the slot’s own day applies', () => {
    expect(slotStart('1_1_2026', '10:00', 'Europe/London')?.toISOString()).toBe(
      '2026-01-01T10:00:00.000Z',
    );
    expect(slotStart('1_7_2026', '10:00', 'Europe/London')?.toISOString()).toBe(
      '2026-07-01T09:00:00.000Z',
    );
    // 8 March 2026: New York moved to summer time (UTC-4) at 02:00 that morning.
    expect(slotStart('8_3_2026', '15:00', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T19:00:00.000Z',
    );
    expect(slotStart('7_3_2026', '15:00', 'America/New_York')?.toISOString()).toBe(
      '2026-03-07T20:00:00.000Z',
    );
  });

  it('when the date or the time is malformed, then there is no start', () => {
    expect(slotStart('31_2_2026', '10:00', TZ)).toBeNull();
    expect(slotStart('3_3_2026', '3:30 pm', TZ)).toBeNull();
    expect(slotStart('3_3_2026', '24:00', TZ)).toBeNull();
  });
});
