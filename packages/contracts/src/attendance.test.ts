import { describe, expect, it } from 'vitest';
import { attendanceRefusal, missedVisitRate, visitEnd } from './attendance.js';

const timeZone = 'Asia/Kolkata';
// 5 March 2026, 10:00 in Kolkata is 04:30 UTC; the visit ends at 10:30 (05:00 UTC).
const visit = { cancelled: false, slotDate: '5_3_2026', slotTime: '10:00' };

describe('visitEnd', () => {
  it('when the slot is read in the clinic zone, then the visit ends one slot (30 minutes) after its start', () => {
    expect(visitEnd('5_3_2026', '10:00', timeZone)?.toISOString()).toBe('2026-03-05T05:00:00.000Z');
  });

  it('when the slot is malformed, then there is no end', () => {
    expect(visitEnd('32_3_2026', '10:00', timeZone)).toBeNull();
  });
});

describe('attendanceRefusal', () => {
  it('when the visit has not ended, then it may not be marked, even once started', () => {
    expect(attendanceRefusal(visit, { now: new Date('2026-03-05T04:59:59.999Z'), timeZone })).toBe(
      'visitNotEnded',
    );
  });

  it('when the visit has just ended, then it may be marked', () => {
    expect(attendanceRefusal(visit, { now: new Date('2026-03-05T05:00:00.000Z'), timeZone })).toBe(
      null,
    );
  });

  it('when the visit was cancelled, then it may never be marked', () => {
    expect(
      attendanceRefusal(
        { ...visit, cancelled: true },
        { now: new Date('2026-04-01T00:00:00.000Z'), timeZone },
      ),
    ).toBe('visitCancelled');
  });

  it('when the zone is another, then the end is read on its wall clock', () => {
    // 10:30 in London on 5 March 2026 is 10:30 UTC: later than Kolkata's.
    const now = new Date('2026-03-05T06:00:00.000Z');
    expect(attendanceRefusal(visit, { now, timeZone })).toBe(null);
    expect(attendanceRefusal(visit, { now, timeZone: 'Europe/London' })).toBe('visitNotEnded');
  });
});

describe('missedVisitRate', () => {
  it('when visits were marked, then the rate is missed over marked', () => {
    expect(missedVisitRate({ marked: 4, missed: 1 })).toBe(0.25);
  });

  it('when nothing was marked, then there is no rate', () => {
    expect(missedVisitRate({ marked: 0, missed: 0 })).toBeNull();
  });
});
