import type { Speciality } from '@clinic/contracts';

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
