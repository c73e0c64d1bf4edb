/** The patient's own profile: read it, change it (never the e-mail), with an optional photo. */
import type { UpdateProfileRequest, UserData } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { processImage } from '../../libraries/uploads.js';

export function createUserService({ store, imageStore }: AppContext) {
  async function getProfile(userId: string): Promise<UserData> {
    const user = await store.users.findById(userId);
    // A valid session whose account is gone is treated like no session at all.
    if (!user) throw AppError.unauthorized();
    return user;
  }

  async function updateProfile(
    userId: string,
    fields: UpdateProfileRequest,
    image: Buffer | undefined,
  ): Promise<UserData> {
    await getProfile(userId);
    // The image is checked and stored first, so a bad file leaves the profile untouched.
    const imageUrl = image
      ? await imageStore.save(await processImage(image), 'avatars')
      : undefined;
    const updated = await store.users.updateProfile(userId, {
      ...fields,
      ...(imageUrl ? { image: imageUrl } : {}),
    });
    if (!updated) throw AppError.unauthorized();
    return updated;
  }

  return { getProfile, updateProfile };
}
