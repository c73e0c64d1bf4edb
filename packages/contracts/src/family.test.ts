import { describe, expect, it } from 'vitest';
import { ageOn, isMinorOnVisit, parseIsoDate, patientRefusal } from './family-rules.js';
import { familyMemberRequest } from './family.js';

const form = { name: 'Riya', dob: '2015-06-10', relation: 'child', gender: 'Female' };

describe('ageOn', () => {
  it.each([
    ['2008-06-10', { year: 2026, month: 6, day: 9 }, 17],
    ['2008-06-10', { year: 2026, month: 6, day: 10 }, 18],
    ['2008-02-29', { year: 2026, month: 2, day: 28 }, 17],
    ['2008-02-29', { year: 2026, month: 3, day: 1 }, 18],
    ['not a date', { year: 2026, month: 3, day: 1 }, null],
  ])('when born %s, then on %j the age is %s', (dob, on, age) => {
    expect(ageOn(dob, on)).toBe(age);
  });
});

describe('isMinorOnVisit', () => {
  it('when the 18th birthday is the day after the visit, then the patient is a minor', () => {
    expect(isMinorOnVisit('2008-12-02', '1_12_2026')).toBe(true);
  });

  it('when the visit falls on the 18th birthday, then the patient is no longer a minor', () => {
    expect(isMinorOnVisit('2008-12-01', '1_12_2026')).toBe(false);
  });

  it('when the birth date does not parse, then the stricter rule applies', () => {
    expect(isMinorOnVisit('', '1_12_2026')).toBe(true);
  });
});

describe('patientRefusal', () => {
  const child = { dob: '2015-06-10' };
  const adult = { dob: '1960-01-01' };
  const booking = { slotDate: '1_12_2026', guardianConfirmed: false };

  it('when a paediatrician is booked for the holder, then a child is asked for', () => {
    expect(patientRefusal({ ...booking, speciality: 'Pediatrician', member: null })).toBe(
      'childRequired',
    );
  });

  it('when a paediatrician is booked for an adult member, then a child is asked for', () => {
    expect(patientRefusal({ ...booking, speciality: 'Pediatrician', member: adult })).toBe(
      'childRequired',
    );
  });

  it('when a child is booked without the guardian confirming, then the guardian is asked', () => {
    expect(patientRefusal({ ...booking, speciality: 'Pediatrician', member: child })).toBe(
      'guardianRequired',
    );
    expect(patientRefusal({ ...booking, speciality: 'Psychologist', member: child })).toBe(
      'guardianRequired',
    );
  });

  it('when the guardian confirms for a child, then the booking may go ahead', () => {
    expect(
      patientRefusal({
        ...booking,
        guardianConfirmed: true,
        speciality: 'Pediatrician',
        member: child,
      }),
    ).toBeNull();
  });

  it('when an adult member or the holder sees a psychiatrist, then nothing is asked', () => {
    expect(patientRefusal({ ...booking, speciality: 'Psychiatrist', member: adult })).toBeNull();
    expect(patientRefusal({ ...booking, speciality: 'Psychiatrist', member: null })).toBeNull();
  });
});

describe('familyMemberRequest', () => {
  it('when the medical fields are left out, then they are blank', () => {
    expect(familyMemberRequest.parse(form)).toEqual({
      ...form,
      bloodGroup: '',
      allergy: '',
      medicalCondition: '',
    });
  });

  it.each([
    [{ dob: '2015-02-30' }, 'dob', 'dateOfBirth'],
    [{ dob: '' }, 'dob', 'dateOfBirth'],
    [{ relation: 'neighbour' }, 'relation', undefined],
    [{ gender: '' }, 'gender', undefined],
    [{ name: '  ' }, 'name', 'required'],
  ])('when %j is sent, then %s is refused', (change, field, message) => {
    const result = familyMemberRequest.safeParse({ ...form, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((found) => found.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });

  it('when a date is written YYYY-MM-DD, then parseIsoDate reads it', () => {
    expect(parseIsoDate('2015-06-10')).toEqual({ year: 2015, month: 6, day: 10 });
    expect(parseIsoDate('10-06-2015')).toBeNull();
  });
});
