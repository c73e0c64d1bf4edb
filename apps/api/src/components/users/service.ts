/** The patient's own profile: read it, change it (never the e-mail), with an optional photo. */
import type { UpdateProfileRequest, UserData } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { discardImage, processImage } from '../../libraries/uploads.js';

export function createUserService({ store, imageStore, logger, publicUrls }: AppContext) {
  /** The stored profile: its picture as stored, '' while there is none. */
  async function storedProfile(userId: string): Promise<UserData> {
    const user = await store.users.findById(userId);
    // A valid session whose account is gone is treated like no session at all.
    if (!user) throw AppError.unauthorized();
    return user;
  }

  async function updateProfile(
    userId: string,
    fields: UpdateProfileRequest,
    image: Buffer | undefined,
  ): Promise<void> {
    const before = await storedProfile(userId);
    // The image is checked and stored first, so a bad file leaves the profile untouched.
    const imageUrl = image
      ? await imageStore.save(await processImage(image), 'avatars')
      : undefined;
    const updated = await store.users.updateProfile(userId, {
      ...fields,
      ...(imageUrl ? { image: imageUrl } : {}),
    });
    if (!updated) throw AppError.unauthorized();
    // Only once the new picture is saved: nothing else shows a patient's picture.
    if (imageUrl && before.image) await discardImage(imageStore, logger, before.image);
  }

  /** The profile as its patient reads it: the default picture while there is none of their own. */
  async function getProfile(userId: string): Promise<UserData> {
    return publicUrls.patient(await storedProfile(userId));
  }

  return { getProfile, updateProfile };
}
