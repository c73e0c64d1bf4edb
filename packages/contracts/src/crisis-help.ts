/**
 * Crisis help shown on every page of the patient site (apps/web/src/components/crisis-line.tsx)
 * and the quick exit's neutral site: constants and one rule, free of zod so that importing them
 * costs the web app's first load nothing.
 */

/** India's all-emergency number (police, fire, ambulance), free from any phone. */
export const NATIONAL_EMERGENCY_NUMBER = '112';

/** India's free, 24x7 mental-health helpline: the first of the API's default EMERGENCY_NUMBERS. */
export const TELE_MANAS = { name: 'Tele-MANAS', number: '14416' } as const;

/** Where the quick exit sends a reader when QUICK_EXIT_URL is not set (and until the site knows). */
export const DEFAULT_QUICK_EXIT_URL = 'https://www.google.com/';

/**
 * A helpline's short name: its label up to the first comma or bracket, so the default
 * 'Tele-MANAS, national mental health helpline (24x7, free)' is 'Tele-MANAS'.
 */
export function helplineName(label: string): string {
  return label.split(/[,(]/, 1)[0]?.trim() || label;
}

/** The helpline the crisis line names: the first configured one, else Tele-MANAS. */
export function crisisHelpline(helplines: readonly { label: string; number: string }[]): {
  name: string;
  number: string;
} {
  const first = helplines[0];
  return first ? { name: helplineName(first.label), number: first.number } : TELE_MANAS;
}

/**
 * The crisis line's wording, one for the page (apps/web/src/components/crisis-line.tsx, where the
 * numbers are call links) and for the foot of every mail (crisisLineText).
 */
export const CRISIS_LINE = 'In crisis? Call {name} {number} (free, 24x7) or {emergency}.';

/**
 * The crisis line as plain text, for mail. The name is the short one only: a label may say what
 * the helpline is for, and mail stays discreet (docs/decisions.md, Mail).
 */
export function crisisLineText(helpline: { name: string; number: string }): string {
  const values: Record<string, string> = { ...helpline, emergency: NATIONAL_EMERGENCY_NUMBER };
  return CRISIS_LINE.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
