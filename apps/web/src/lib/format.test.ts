import { describe, expect, it, vi } from 'vitest';
import { formatAppointmentSlot, formatDateKey, longDate, monthName, weekdayName } from './format';

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
  it('writes the day, month and weekday', () => {
    expect(formatDateKey('5_3_2026', 'hi')).toBe('5 मार्च 2026');
    expect(formatDateKey('5_9_2026', 'hi')).toBe('5 सित॰ 2026');
    expect(formatAppointmentSlot({ slotDate: '5_3_2026', slotTime: '15:30' }, 'hi')).toBe(
      '5 मार्च 2026 | 03:30 pm',
    );
    expect(weekdayName(4, 'short', 'hi')).toBe('गुरु');
    expect(weekdayName(0, 'long', 'hi')).toBe('रविवार');
    expect(longDate({ year: 2026, month: 9, day: 5 }, 'hi')).toBe('5 सितंबर 2026');
  });

  // Building an Intl formatter loads the locale's data: a long task in the booking page's first
  // render of its day chips on a slow phone.
  it('builds no Intl formatter to write them', async () => {
    vi.resetModules();
    const fresh = await import('./format');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    fresh.weekdayName(2, 'short', 'hi');
    fresh.weekdayName(2, 'long', 'hi');
    fresh.monthName(11, 'hi');
    fresh.formatDateKey('24_11_2026', 'hi');
    fresh.longDate({ year: 2026, month: 11, day: 24 }, 'hi');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});

// The names are written out for speed: they must stay what Intl writes, but en-IN's 'Sept'.
describe.each([
  ['en', 'en-IN'],
  ['hi', 'hi-IN'],
] as const)('the names in %s', (code, intlLocale) => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale, { ...options, timeZone: 'UTC' });

  it('are the weekdays Intl writes', () => {
    for (const width of ['short', 'long'] as const) {
      for (let day = 0; day < 7; day += 1) {
        // 4 Jan 1970 was a Sunday.
        expect(weekdayName(day, width, code)).toBe(
          intl({ weekday: width }).format(Date.UTC(1970, 0, 4 + day)),
        );
      }
    }
  });

  it('are the months and whole dates Intl writes', () => {
    for (let month = 1; month <= 12; month += 1) {
      const first = Date.UTC(2026, month - 1, 1);
      const short = intl({ month: 'short' }).format(first);
      expect(monthName(month, code)).toBe(short === 'Sept' ? 'Sep' : short);
      expect(longDate({ year: 2026, month, day: 1 }, code)).toBe(
        intl({ day: 'numeric', month: 'long', year: 'numeric' }).format(first),
      );
    }
  });
});

describe('monthName', () => {
  it('names a month short, in English and in Hindi', () => {
    expect(monthName(12)).toBe('Dec');
    expect(monthName(1, 'hi')).toBe('जन॰');
  });
});
