/**
 * Image and media URLs as the wire carries them (docs/decisions.md, Wire conventions). The
 * store keeps root-relative paths (`/uploads/doctors/<name>.webp`), which a client served from
 * another origin would resolve against its own site; with PUBLIC_URL set every answer makes them
 * absolute. Links elsewhere (Cloudinary, a video host) stay as they are. A patient without a
 * picture of their own (stored as '') is answered the default picture the API serves; one with a
 * photo is answered the API's address of it (GET /api/user/photo, with their token only), never
 * where it is kept.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_PATIENT_IMAGE, patientPhotoUrl } from '@clinic/contracts';

/** `url` under `base` when it is root-relative; `base` '' (no PUBLIC_URL) keeps it as stored. */
export function publicMediaUrl(base: string, url: string): string {
  return base !== '' && url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url;
}

/** Changes with every new photo and tells nothing of where it is kept. */
const photoVersion = (reference: string) =>
  createHash('sha256').update(reference).digest('hex').slice(0, 16);

export interface PublicUrls {
  doctor<T extends { image: string }>(doctor: T): T;
  appointment<T extends { docData: { image: string } }>(appointment: T): T;
  patient<T extends { image: string }>(patient: T): T;
  blog<T extends { mediaUrl: string }>(blog: T): T;
}

/**
 * The one place each kind of read passes its URLs through. Prepared answers (src/catalogs.ts)
 * pass when they are built, not on every request.
 */
export function createPublicUrls(base: string): PublicUrls {
  const url = (value: string) => publicMediaUrl(base, value);
  const patient: PublicUrls['patient'] = (value) => ({
    ...value,
    image: url(value.image ? patientPhotoUrl(photoVersion(value.image)) : DEFAULT_PATIENT_IMAGE),
  });
  // Without PUBLIC_URL the stored URLs are the answer: no copies on the busiest reads.
  if (base === '') {
    const same = <T>(value: T): T => value;
    return { doctor: same, appointment: same, patient, blog: same };
  }
  return {
    doctor: (doctor) => ({ ...doctor, image: url(doctor.image) }),
    appointment: (appointment) => ({
      ...appointment,
      docData: { ...appointment.docData, image: url(appointment.docData.image) },
    }),
    patient,
    blog: (blog) => ({ ...blog, mediaUrl: url(blog.mediaUrl) }),
  };
}
