import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { DEFAULT_PATIENT_IMAGE } from '@clinic/contracts';
import { i18n } from '../lib/i18n';
import { useShownImage } from '../lib/patient-photo';

export const messages = i18n('components/avatar', {
  pictureOf: params('Profile picture of {name}'),
  picture: 'Profile picture',
});

interface AvatarProps {
  name: string;
  image: string;
  size: number;
  /** Empty when a label next to the picture already names it. */
  alt?: string;
}

/**
 * A patient's picture, or their initial on a coloured disc while there is none of their own (or
 * while their own photo is on its way).
 */
export function Avatar({ name, image, size, alt }: AvatarProps) {
  const t = useStore(messages);
  const shown = useShownImage(image);
  if (shown && !shown.endsWith(DEFAULT_PATIENT_IMAGE)) {
    return (
      <img
        src={shown}
        alt={alt ?? (name ? t.pictureOf({ name }) : t.picture)}
        width={size}
        height={size}
        className="rounded-full bg-primary-soft object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex items-center justify-center rounded-full bg-primary font-semibold text-white"
      // The initial scales with the disc: legible in the navbar, not lost in the profile's.
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
