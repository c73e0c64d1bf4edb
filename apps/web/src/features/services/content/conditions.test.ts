import { describe, expect, it } from 'vitest';
import { CONDITION_LIST } from './catalogue';
import type { ConditionContent } from './types';

/** What a translation keeps: the same sections, groups, items and notes in the same places. */
function outline({ section, overview, symptoms, causes, treatment }: ConditionContent) {
  return {
    section,
    overview: overview.length,
    symptoms: {
      groups: symptoms.groups.map((group) => ({
        titled: group.title !== undefined,
        items: group.items.length,
      })),
      note: symptoms.note !== undefined,
    },
    causes: { items: causes.items.length, note: causes.note !== undefined },
    treatment: { items: treatment.items.length, note: treatment.note !== undefined },
  };
}

/** Every text a reader sees on the page. */
function texts({ overview, symptoms, causes, treatment }: ConditionContent): string[] {
  const optional = (text: string | undefined) => (text === undefined ? [] : [text]);
  return [
    ...overview,
    symptoms.intro,
    ...symptoms.groups.flatMap((group) => [...optional(group.title), ...group.items]),
    ...optional(symptoms.note),
    causes.intro,
    ...causes.items,
    ...optional(causes.note),
    treatment.intro,
    ...treatment.items.flatMap((item) => [item.name, item.description]),
    ...optional(treatment.note),
  ];
}

/** The share of a text's script characters that are Devanagari rather than Latin. */
function devanagariShare(text: string): number {
  const devanagari = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return devanagari / Math.max(devanagari + latin, 1);
}

describe.each(CONDITION_LIST.map((condition) => [condition.section, condition]))(
  'the Hindi page of %s',
  (_, condition) => {
    it('has the sections, groups, items and notes of the English page', async () => {
      const [english, hindi] = await Promise.all([condition.pages.en(), condition.pages.hi()]);

      expect(outline(hindi)).toEqual(outline(english));
    });

    it('is written in Devanagari throughout, English terms only in brackets beside it', async () => {
      const hindi = await condition.pages.hi();

      for (const text of texts(hindi)) {
        expect(text.trim(), text).not.toBe('');
        expect(devanagariShare(text), text).toBeGreaterThanOrEqual(0.75);
      }
    });
  },
);
