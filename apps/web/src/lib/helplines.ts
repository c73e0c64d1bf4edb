/** India's all-emergency number (police, fire, ambulance), free from any phone. */
export const NATIONAL_EMERGENCY_NUMBER = '112';

/**
 * India's free, 24x7 mental-health helpline: the first of the API's default EMERGENCY_NUMBERS,
 * named here so that the crisis line shows it before the configuration arrives or if it fails.
 */
export const TELE_MANAS = { name: 'Tele-MANAS', number: '14416' } as const;

export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/**
 * A helpline's short name: its label up to the first comma or bracket, so the default
 * 'Tele-MANAS, national mental health helpline (24x7, free)' is 'Tele-MANAS'.
 */
export function helplineName(label: string): string {
  return label.split(/[,(]/, 1)[0]?.trim() || label;
}
