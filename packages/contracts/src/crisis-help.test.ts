import { describe, expect, it } from 'vitest';
import { TELE_MANAS, crisisHelpline, crisisLineText, helplineName } from './crisis-help.js';

describe('helplineName', () => {
  it.each([
    ['Tele-MANAS, national mental health helpline (24x7, free)', 'Tele-MANAS'],
    ['KIRAN (24x7)', 'KIRAN'],
    ['Clinic emergency', 'Clinic emergency'],
    ['  Vandrevala Foundation , helpline', 'Vandrevala Foundation'],
  ])('when the label is %j, then the name is %j', (label, name) => {
    expect(helplineName(label)).toBe(name);
  });

  it('when the label starts with a comma, then the whole label is the name', () => {
    expect(helplineName(', a helpline')).toBe(', a helpline');
  });
});

describe('crisisHelpline', () => {
  it('when helplines are configured, then it is the first, by its short name', () => {
    expect(
      crisisHelpline([
        { label: 'KIRAN, mental health rehabilitation (24x7)', number: '1800-599-0019' },
        { label: 'Tele-MANAS', number: '14416' },
      ]),
    ).toEqual({ name: 'KIRAN', number: '1800-599-0019' });
  });

  it('when none is configured, then it is Tele-MANAS', () => {
    expect(crisisHelpline([])).toEqual(TELE_MANAS);
  });
});

describe('crisisLineText', () => {
  it('names the helpline, its number and 112, as the page line says it', () => {
    expect(crisisLineText(TELE_MANAS)).toBe(
      'In crisis? Call Tele-MANAS 14416 (free, 24x7) or 112.',
    );
    expect(crisisLineText({ name: 'KIRAN', number: '1800-599-0019' })).toBe(
      'In crisis? Call KIRAN 1800-599-0019 (free, 24x7) or 112.',
    );
  });
});
