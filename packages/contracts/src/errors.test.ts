import { describe, expect, it } from 'vitest';
import {
  COMPOSED_TEXTS,
  FIELD_TEXTS,
  TEXTS,
  composedText,
  fieldText,
  fillTemplate,
  loginRequest,
} from './index.js';

describe('composedText', () => {
  it('when the cap on unpaid bookings is refused, then the text names the cap and says what to do', () => {
    expect(composedText('unpaidBookingsLimit', { limit: 3 })).toBe(
      'You already have 3 unpaid upcoming appointments. Please pay for or cancel one before booking another.',
    );
    expect(composedText('unpaidBookingsLimit', { limit: 1 })).toBe(
      'You already have 1 unpaid upcoming appointment. Please pay for or cancel one before booking another.',
    );
  });

  it('when a change is inside the cut-off, then the text names the hours and the phone', () => {
    const phone = '+91 98765 43210';
    expect(composedText('changeByPhone', { cutoffHours: 24, phone })).toBe(
      'Changes within 24 hours of the visit are made by phone: please call the clinic on +91 98765 43210.',
    );
    expect(composedText('changeByPhone', { cutoffHours: 1, phone })).toBe(
      'Changes within 1 hour of the visit are made by phone: please call the clinic on +91 98765 43210.',
    );
  });

  it('when a cancel waits for a proof, then the text names the phone', () => {
    expect(composedText('cancelByPhone', { phone: '+91 98765 43210' })).toBe(
      'Your payment is being verified. To cancel this appointment, please call the clinic on +91 98765 43210.',
    );
  });
});

describe('fillTemplate', () => {
  it('when a name has a value, then it is filled; when it has none, then the placeholder stays', () => {
    expect(fillTemplate('{phone}, {phone} and {hours}', { phone: '112' })).toBe(
      '112, 112 and {hours}',
    );
  });

  it("when a value holds a placeholder's braces, then they are not filled again", () => {
    expect(fillTemplate('{a} {b}', { a: '{b}', b: 'x' })).toBe('{b} x');
  });

  it('every template of a counted text has the same placeholders in both forms', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    for (const template of Object.values(COMPOSED_TEXTS)) {
      if (typeof template === 'string') continue;
      expect(names(template.one)).toEqual(names(template.other));
      expect(names(template.one)).toContain(template.count);
    }
  });
});

describe('fieldText', () => {
  it('when a schema refuses a value, then its message is a key whose English fieldText gives', () => {
    const issues = loginRequest.safeParse({ email: 'asha@', password: '' }).error?.issues ?? [];

    expect(issues.map((issue) => issue.message)).toEqual(['contactInvalidEmail', 'required']);
    expect(issues.map((issue) => fieldText(issue.message))).toEqual([
      TEXTS.contactInvalidEmail,
      FIELD_TEXTS.required,
    ]);
  });

  it("when a message is zod's own, then it stays as it is", () => {
    expect(fieldText('Too big: expected string to have <=24 characters')).toBe(
      'Too big: expected string to have <=24 characters',
    );
  });
});
