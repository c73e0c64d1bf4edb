import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ADMIN_TEXTS,
  BLOCK_DAYS_MAX,
  adminAppointmentsQuery,
  blockDaysPastRefusal,
  blockDaysRequest,
  blockedSlotsRequest,
  bookedOnDays,
  clinicDaysBetween,
  blogFormRequest,
  blogPatchRequest,
  dateInputToKey,
  dateKeyToInput,
  doctorFormRequest,
  doctorPatchRequest,
  patchOf,
} from './index.js';

describe('dateInputToKey and dateKeyToInput', () => {
  it('turns a date input value into the D_M_YYYY key and back, without padding in the key', () => {
    expect(dateInputToKey('2026-03-05')).toBe('5_3_2026');
    expect(dateInputToKey('2026-12-31')).toBe('31_12_2026');
    expect(dateKeyToInput('5_3_2026')).toBe('2026-03-05');
  });

  it('answers null for an empty or malformed value', () => {
    expect(dateInputToKey('')).toBeNull();
    expect(dateInputToKey('05/03/2026')).toBeNull();
  });
});

describe('adminAppointmentsQuery', () => {
  it('reads the query string: numbers from text, page 1 and 20 rows by default', () => {
    expect(adminAppointmentsQuery.parse({ status: 'proof-pending', page: '3' })).toEqual({
      status: 'proof-pending',
      page: 3,
      pageSize: 20,
    });
  });

  it('refuses unknown statuses, pages below 1, more than 100 rows and repeated keys', () => {
    for (const query of [
      { status: 'lost' },
      { page: '0' },
      { pageSize: '101' },
      { status: ['paid', 'cancelled'] },
    ]) {
      expect(adminAppointmentsQuery.safeParse(query).success).toBe(false);
    }
  });
});

describe('doctorFormRequest', () => {
  const form = {
    name: ' Dr. Meera Iyer ',
    speciality: 'Psychologist',
    degree: 'M.Phil',
    experience: '7',
    about: 'Works with families.',
    fees: '900',
    available: 'false',
    address: '{"line1":"4 Residency Road","line2":"Bengaluru"}',
  };

  it('reads the multipart text fields into a doctor', () => {
    expect(doctorFormRequest.parse(form)).toEqual({
      name: 'Dr. Meera Iyer',
      speciality: 'Psychologist',
      degree: 'M.Phil',
      experience: 7,
      about: 'Works with families.',
      fees: 900,
      available: false,
      address: { line1: '4 Residency Road', line2: 'Bengaluru' },
    });
  });

  it('refuses fractional or negative fees, unknown specialities and operator objects', () => {
    for (const patch of [
      { fees: '12.5' },
      { fees: '-1' },
      { speciality: 'Surgeon' },
      { name: { $gt: '' } },
    ]) {
      expect(doctorFormRequest.safeParse({ ...form, ...patch }).success).toBe(false);
    }
  });
});

describe('doctorPatchRequest', () => {
  it('when only the fees or only the text are sent, then only they change (available is not filled in)', () => {
    expect(doctorPatchRequest.parse({ fees: '1200' })).toEqual({ fees: 1200 });
    expect(doctorPatchRequest.parse({ about: 'Sees adults.' })).toEqual({ about: 'Sees adults.' });
    expect(doctorPatchRequest.parse({})).toEqual({});
  });

  it('when a field is sent, then it is read as the form reads it', () => {
    expect(doctorPatchRequest.parse({ available: 'false' })).toEqual({ available: false });
    expect(doctorPatchRequest.safeParse({ fees: '12.5' }).success).toBe(false);
  });
});

describe('patchOf', () => {
  const form = z.object({
    title: z.string(),
    flag: z.boolean().default(true),
    level: z.number().prefault(1),
  });

  it('when a field is left out, then no default fills it in', () => {
    expect(patchOf(form).parse({})).toEqual({});
    expect(patchOf(form).parse({ flag: false })).toEqual({ flag: false });
  });

  it("when a field is sent, then the form's own type still checks it", () => {
    expect(patchOf(form).safeParse({ level: 'high' }).success).toBe(false);
  });
});

describe('blockedSlotsRequest', () => {
  it('takes clinic slot times of one date', () => {
    expect(blockedSlotsRequest.parse({ date: '3_3_2026', times: ['10:00', '18:30'] })).toEqual({
      date: '3_3_2026',
      times: ['10:00', '18:30'],
    });
  });

  it('refuses off-grid and repeated times', () => {
    expect(blockedSlotsRequest.safeParse({ date: '3_3_2026', times: ['13:00'] }).success).toBe(
      false,
    );
    expect(
      blockedSlotsRequest.safeParse({ date: '3_3_2026', times: ['10:00', '10:00'] }).success,
    ).toBe(false);
  });
});

describe('blockDaysRequest', () => {
  const messages = (body: unknown) =>
    blockDaysRequest.safeParse(body).error?.issues.map((issue) => [issue.path, issue.message]);

  it('takes one day, or a range whose first day is not after its last', () => {
    expect(blockDaysRequest.parse({ from: '3_3_2026', to: '3_3_2026' })).toEqual({
      from: '3_3_2026',
      to: '3_3_2026',
    });
    expect(blockDaysRequest.safeParse({ from: '28_2_2026', to: '3_3_2026' }).success).toBe(true);
  });

  it('refuses a reversed range, more than the limit, a Sunday alone and impossible dates', () => {
    expect(messages({ from: '4_3_2026', to: '3_3_2026' })).toEqual([[['to'], 'blockDaysOrder']]);
    // 1 March to 29 April is 60 days; to 30 April is 61.
    expect(blockDaysRequest.safeParse({ from: '1_3_2026', to: '29_4_2026' }).success).toBe(true);
    expect(messages({ from: '1_3_2026', to: '30_4_2026' })).toEqual([[['to'], 'blockDaysTooMany']]);
    expect(ADMIN_TEXTS.blockDaysTooMany).toBe(`Block at most ${BLOCK_DAYS_MAX} days at a time`);
    expect(messages({ from: '1_3_2026', to: '1_3_2026' })).toEqual([
      [['from'], 'blockDaysSundaysOnly'],
    ]);
    expect(blockDaysRequest.safeParse({ from: '31_2_2026', to: '3_3_2026' }).success).toBe(false);
    expect(blockDaysRequest.safeParse({ from: '2026-03-03', to: '3_3_2026' }).success).toBe(false);
  });
});

describe('clinicDaysBetween', () => {
  it('lists each day of the range but Sundays, across a month end', () => {
    // Friday 27 February to Tuesday 3 March 2026; 1 March is a Sunday.
    expect(clinicDaysBetween('27_2_2026', '3_3_2026')).toEqual([
      '27_2_2026',
      '28_2_2026',
      '2_3_2026',
      '3_3_2026',
    ]);
    expect(clinicDaysBetween('3_3_2026', '2_3_2026')).toEqual([]);
  });
});

describe('blockDaysPastRefusal', () => {
  it('refuses a range starting before today, and lets today or later go', () => {
    expect(blockDaysPastRefusal('1_3_2026', '2_3_2026')).toBe('blockDaysPast');
    expect(blockDaysPastRefusal('2_3_2026', '2_3_2026')).toBeNull();
    expect(blockDaysPastRefusal('1_4_2026', '2_3_2026')).toBeNull();
  });
});

describe('bookedOnDays', () => {
  it('lists the booked times of the given days only, in day and time order', () => {
    const slotsBooked = { '3_3_2026': ['15:00', '10:00'], '5_3_2026': ['11:00'], '9_3_2026': [] };
    expect(bookedOnDays(slotsBooked, ['2_3_2026', '3_3_2026', '9_3_2026'])).toEqual([
      { date: '3_3_2026', time: '10:00' },
      { date: '3_3_2026', time: '15:00' },
    ]);
  });
});

describe('blogFormRequest', () => {
  const post = { title: 'Sleep', content: 'Text', author: 'Dr. Rao', mediaType: 'image' };

  it('accepts an http(s) link or none (the media is then an upload)', () => {
    expect(blogFormRequest.parse({ ...post, mediaUrl: 'https://example.org/a.png' }).mediaUrl).toBe(
      'https://example.org/a.png',
    );
    expect(blogFormRequest.parse(post).mediaUrl).toBeUndefined();
  });

  it('refuses other schemes', () => {
    for (const mediaUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.org/a.png',
    ]) {
      expect(blogFormRequest.safeParse({ ...post, mediaUrl }).success).toBe(false);
    }
  });

  it('takes the language of the post, English when an older console sends none', () => {
    expect(blogFormRequest.parse({ ...post, language: 'hi' }).language).toBe('hi');
    expect(blogFormRequest.parse(post).language).toBe('en');
    const wrong = blogFormRequest.safeParse({ ...post, language: 'fr' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['language']);
  });

  it('leaves the language alone in a patch that does not send one', () => {
    expect(blogPatchRequest.parse({ title: 'Sleep' })).toEqual({ title: 'Sleep' });
    expect(blogPatchRequest.parse({ language: 'hi' })).toEqual({ language: 'hi' });
  });
});
