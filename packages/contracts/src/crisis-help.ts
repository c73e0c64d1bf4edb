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

/**
 * The line at the foot of every mail: the clinic's helplines (EMERGENCY_NUMBERS, as `/api/config`
 * serves them) and the national emergency number. Numbers only: a label is free text that may
 * name what the helpline is for, and mail stays discreet (docs/decisions.md, Mail).
 */
export function crisisLineText(helplines: readonly { number: string }[]): string {
  const numbers = helplines
    .map(({ number }) => number)
    .filter((number) => number !== NATIONAL_EMERGENCY_NUMBER);
  const emergency = `${NATIONAL_EMERGENCY_NUMBER} for emergencies`;
  return numbers.length === 0
    ? `If you are in crisis, call ${emergency}.`
    : `If you are in crisis, call a helpline on ${numbers.join(' or ')}, or ${emergency}.`;
}
