import type { Speciality } from '@clinic/contracts';
import { i18n } from './i18n';

/** An illustration per speciality; typed against the contract, so a new speciality needs one. */
export const SPECIALITY_IMAGES: Record<Speciality, string> = {
  Psychiatrist: '/images/speciality/psychiatrist.webp',
  Pediatrician: '/images/speciality/pediatrician.webp',
  Psychologist: '/images/speciality/psychologist.webp',
};

/**
 * The contract's specialities, read from the map above: importing the contract's list would pull
 * zod into the home and doctors pages.
 */
export const SPECIALITY_NAMES = Object.keys(SPECIALITY_IMAGES) as Speciality[];

/** A speciality as the reader's language names one doctor of it; the wire keeps the English value. */
export const specialityNames = i18n('lib/specialities', {
  Psychiatrist: 'Psychiatrist',
  Pediatrician: 'Pediatrician',
  Psychologist: 'Psychologist',
} satisfies Record<Speciality, string>);

/** The same in the plural, as a heading over several doctors. */
export const specialityPlurals = i18n('lib/speciality-plurals', {
  Psychiatrist: 'Psychiatrists',
  Pediatrician: 'Pediatricians',
  Psychologist: 'Psychologists',
} satisfies Record<Speciality, string>);
