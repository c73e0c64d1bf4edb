import { describe, expect, it } from 'vitest';
import { bookSeriesRequest, previewSeries, seriesDays, seriesPositions } from './series.js';

/** Monday 2 March 2026, 09:00 in Kolkata. */
const MONDAY_9AM_IST = new Date('2026-03-02T03:30:00Z');
const calendar = {
  now: MONDAY_9AM_IST,
  timeZone: 'Asia/Kolkata',
  slotsBooked: {},
  blockedSlots: [],
};

describe('seriesDays', () => {
  it('when weekly, then the sessions fall seven days apart, across months', () => {
    expect(seriesDays('17_3_2026', 'weekly', 4)).toEqual([
      '17_3_2026',
      '24_3_2026',
      '31_3_2026',
      '7_4_2026',
    ]);
  });

  it('when fortnightly, then fourteen days apart, across a year', () => {
    expect(seriesDays('22_12_2026', 'fortnightly', 3)).toEqual([
      '22_12_2026',
      '5_1_2027',
      '19_1_2027',
    ]);
  });

  it('when the first day is no date, then there are no sessions', () => {
    expect(seriesDays('31_2_2026', 'weekly', 3)).toEqual([]);
  });
});

describe('previewSeries', () => {
  it('when every session is free, then each is bookable, far beyond the 14-day window', () => {
    const sessions = previewSeries({
      ...calendar,
      firstDay: '3_3_2026',
      slotTime: '10:00',
      repeat: 'fortnightly',
      count: 12,
    });
    expect(sessions).toHaveLength(12);
    expect(sessions.at(-1)).toEqual({ slotDate: '4_8_2026', slotTime: '10:00', refusal: null });
    expect(sessions.every((session) => session.refusal === null)).toBe(true);
  });

  it('when sessions are blocked or taken, then each says why, and the others stay bookable', () => {
    const sessions = previewSeries({
      ...calendar,
      slotsBooked: { '17_3_2026': ['10:00', '11:00'] },
      blockedSlots: [{ date: '10_3_2026', times: ['10:00'] }],
      firstDay: '3_3_2026',
      slotTime: '10:00',
      repeat: 'weekly',
      count: 4,
    });
    expect(sessions.map((session) => session.refusal)).toEqual([null, 'blocked', 'taken', null]);
  });

  it('when the time has passed today, or the day is gone, then the session is past', () => {
    expect(
      previewSeries({
        ...calendar,
        firstDay: '2_3_2026',
        slotTime: '10:00',
        repeat: 'weekly',
        count: 2,
      }).map((session) => session.refusal),
    ).toEqual([null, null]);
    const later = { ...calendar, now: new Date('2026-03-02T05:00:00Z') };
    expect(
      previewSeries({
        ...later,
        firstDay: '2_3_2026',
        slotTime: '10:00',
        repeat: 'weekly',
        count: 2,
      }).map((session) => session.refusal),
    ).toEqual(['past', null]);
    expect(
      previewSeries({
        ...later,
        firstDay: '23_2_2026',
        slotTime: '15:00',
        repeat: 'weekly',
        count: 2,
      }).map((session) => session.refusal),
    ).toEqual(['past', null]);
  });

  it('when the day is a Sunday, or the time is off the grid, then it says so', () => {
    expect(
      previewSeries({
        ...calendar,
        firstDay: '8_3_2026',
        slotTime: '10:00',
        repeat: 'weekly',
        count: 2,
      }).map((session) => session.refusal),
    ).toEqual(['sunday', 'sunday']);
    expect(
      previewSeries({
        ...calendar,
        firstDay: '3_3_2026',
        slotTime: '13:00',
        repeat: 'weekly',
        count: 2,
      }).map((session) => session.refusal),
    ).toEqual(['off-hours', 'off-hours']);
  });
});

describe('bookSeriesRequest', () => {
  const request = {
    patientEmail: 'Priya@Example.in',
    docId: 'a'.repeat(24),
    firstDay: '3_3_2026',
    slotTime: '10:00',
    repeat: 'weekly',
    count: 6,
  };

  it('when no day is skipped, then skip is empty and the e-mail is read without case', () => {
    expect(bookSeriesRequest.parse(request)).toMatchObject({
      skip: [],
      patientEmail: 'priya@example.in',
    });
  });

  it.each([
    [{ count: 1 }],
    [{ count: 13 }],
    [{ count: 2.5 }],
    [{ repeat: 'daily' }],
    [{ firstDay: '31_2_2026' }],
    [{ slotTime: '10am' }],
    [{ skip: ['10_3_2026', '10_3_2026'] }],
  ])('when %j, then it is refused', (change) => {
    expect(bookSeriesRequest.safeParse({ ...request, ...change }).success).toBe(false);
  });
});

describe('seriesPositions', () => {
  it('when a series is listed out of order with a single booking, then its sessions are numbered in slot order', () => {
    const positions = seriesPositions([
      { _id: 'b', seriesId: 's', slotDate: '10_3_2026', slotTime: '10:00' },
      { _id: 'x', slotDate: '4_3_2026', slotTime: '11:00' },
      { _id: 'a', seriesId: 's', slotDate: '3_3_2026', slotTime: '10:00' },
      { _id: 'c', seriesId: 's', slotDate: '17_3_2026', slotTime: '10:00' },
    ]);
    expect(positions.get('a')).toEqual({ seriesId: 's', number: 1, of: 3 });
    expect(positions.get('c')).toEqual({ seriesId: 's', number: 3, of: 3 });
    expect(positions.has('x')).toBe(false);
  });
});
