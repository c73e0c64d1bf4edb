import { describe, expect, it } from 'vitest';
import { doctorsAddress, doctorsPage } from './doctors';

const doctors = Array.from({ length: 23 }, (_, index) => index + 1);

describe('doctorsPage', () => {
  it('when no page is asked for, then the first 10 show, of as many pages as it takes', () => {
    expect(doctorsPage(doctors, null)).toEqual({
      shown: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      pageCount: 3,
    });
  });

  it('when a later page is asked for, then its doctors show', () => {
    expect(doctorsPage(doctors, '3')).toEqual({ shown: [21, 22, 23], page: 3, pageCount: 3 });
  });

  it('when the page is not a whole number from 1, then the first shows; past the end, the last', () => {
    for (const requested of ['0', '-2', '1.5', 'two', '', '1e1'])
      expect(doctorsPage(doctors, requested).page, requested).toBe(1);
    expect(doctorsPage(doctors, '99999999').page).toBe(1);
    expect(doctorsPage(doctors, '9').page).toBe(3);
  });

  it('when there are no doctors, then there is one empty page', () => {
    expect(doctorsPage([], '2')).toEqual({ shown: [], page: 1, pageCount: 1 });
  });
});

describe('doctorsAddress', () => {
  it('names the speciality and any page after the first', () => {
    expect(doctorsAddress(null, 1)).toBe('/doctors');
    expect(doctorsAddress(null, 2)).toBe('/doctors?page=2');
    expect(doctorsAddress('Pediatrician', 1)).toBe('/doctors?speciality=Pediatrician');
    expect(doctorsAddress('Pediatrician', 3)).toBe('/doctors?speciality=Pediatrician&page=3');
  });
});
