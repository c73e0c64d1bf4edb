import { describe, expect, it } from 'vitest';
import { helplineName } from './crisis-help.js';

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
