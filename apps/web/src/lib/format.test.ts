import { describe, expect, it } from 'vitest';
import { formatAppointmentSlot, formatDateKey, monthName, weekdayName } from './format';

describe('formatDateKey', () => {
  it('reads the unpadded D_M_YYYY key', () => {
    expect(formatDateKey('5_3_2026')).toBe('5 Mar 2026');
    expect(formatDateKey('31_12_2026')).toBe('31 Dec 2026');
  });

  it('shows an unreadable key as it is', () => {
    expect(formatDateKey('31_2_2026')).toBe('31 2 2026');
  });
});

describe('formatAppointmentSlot', () => {
  it('writes the day and the 12-hour time', () => {
    expect(formatAppointmentSlot({ slotDate: '5_3_2026', slotTime: '15:30' })).toBe(
      '5 Mar 2026 | 03:30 pm',
    );
  });
});

describe('in Hindi', () => {
  it('writes the month and weekday as Intl hi-IN does', () => {
    expect(formatDateKey('5_3_2026', 'hi')).toBe('5 मार्च 2026');
    expect(formatAppointmentSlot({ slotDate: '5_3_2026', slotTime: '15:30' }, 'hi')).toBe(
      '5 मार्च 2026 | 03:30 pm',
    );
    expect(weekdayName(4, 'short', 'hi')).toBe('गुरु');
    expect(weekdayName(0, 'long', 'hi')).toBe('रविवार');
  });
});

// English is written out for speed; its weekdays must stay what Intl's en-IN writes.
describe('in English', () => {
  it('names the weekdays as Intl en-IN does', () => {
    for (const width of ['short', 'long'] as const) {
      const weekday = new Intl.DateTimeFormat('en-IN', { weekday: width, timeZone: 'UTC' });
      for (let day = 0; day < 7; day += 1) {
        expect(weekdayName(day, width)).toBe(weekday.format(Date.UTC(1970, 0, 4 + day)));
      }
    }
  });
});

describe('monthName', () => {
  it('names a month short, in English and in Hindi', () => {
    expect(monthName(12)).toBe('Dec');
    expect(monthName(1, 'hi')).toBe('जन॰');
  });
});
