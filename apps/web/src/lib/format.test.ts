import { describe, expect, it } from 'vitest';
import { formatAppointmentSlot, formatDateKey } from './format';

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
