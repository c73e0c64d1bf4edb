/** The patient's own profile: read it, change it (never the e-mail), with an optional photo. */
import type { UpdateProfileRequest, UserData } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { openProfile, sealProfilePatch } from '../../libraries/patient-fields.js';
import { PATIENT_PHOTOS, discardImage, processImage } from '../../libraries/uploads.js';

export function createUserService({
  store,
  imageStore,
  logger,
  publicUrls,
  fieldSeal,
}: AppContext) {
  /** The stored profile, its medical fields opened: its picture as stored, '' while there is none. */
  async function storedProfile(userId: string): Promise<UserData> {
    const user = await store.users.findById(userId);
    // A valid session whose account is gone is treated like no session at all.
    if (!user) throw AppError.unauthorized();
    return openProfile(fieldSeal, user);
  }

  async function updateProfile(
    userId: string,
    fields: UpdateProfileRequest,
    image: Buffer | undefined,
  ): Promise<void> {
    const before = await storedProfile(userId);
    // The image is checked and stored first, so a bad file leaves the profile untouched.
    const imageUrl = image
      ? await imageStore.savePrivate(await processImage(image), PATIENT_PHOTOS)
      : undefined;
    const updated = await store.users.updateProfile(
      userId,
      sealProfilePatch(fieldSeal, { ...fields, ...(imageUrl ? { image: imageUrl } : {}) }),
    );
    if (!updated) throw AppError.unauthorized();
    // Only once the new picture is saved: nothing else shows a patient's picture.
    if (imageUrl && before.image) await discardImage(imageStore, logger, before.image);
  }

  /** The profile as its patient reads it: the default picture while there is none of their own. */
  async function getProfile(userId: string): Promise<UserData> {
    return publicUrls.patient(await storedProfile(userId));
  }

  /** The patient's own photo: 404 while there is none (or its file is gone). */
  async function photo(userId: string): Promise<Buffer> {
    const { image } = await storedProfile(userId);
    const bytes = image ? await imageStore.readPrivate(image) : null;
    if (!bytes) throw AppError.notFound();
    return bytes;
  }

  return { getProfile, updateProfile, photo };
}
