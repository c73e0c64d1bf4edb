import { describe, expect, it } from 'vitest';
import { DATA_ITEMS as ENGLISH, type DataItem } from './notice-content';
import { DATA_ITEMS as HINDI } from './notice-content-hi';

const FIELDS: (keyof DataItem)[] = ['data', 'why', 'who', 'where', 'howLong'];

describe('the Hindi privacy notice', () => {
  it('has one item for each English item, each with every field', () => {
    expect(HINDI).toHaveLength(ENGLISH.length);
    for (const item of HINDI) {
      for (const field of FIELDS) expect(item[field].trim(), field).not.toBe('');
    }
  });

  it('is written in Devanagari, English names only beside it', () => {
    for (const item of HINDI) {
      for (const field of FIELDS) {
        const text = item[field];
        const devanagari = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
        const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
        expect(devanagari / (devanagari + latin), text).toBeGreaterThanOrEqual(0.75);
      }
    }
  });
});
