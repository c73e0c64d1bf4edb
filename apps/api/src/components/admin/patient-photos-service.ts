/**
 * A patient's photo for staff (docs/privacy.md, Profile): only for staff who may see one of the
 * patient's appointments (STAFF_PERMISSIONS.appointments; a doctor: an appointment with them).
 * Anyone else is answered as if there were no photo, so that nobody learns whether the id is a
 * patient's or whether they have one. Each photo shown is a read of personal data, audited.
 */
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import type { Actor, AuditLog } from './audit-log.js';

export function createPatientPhotoService({ store, imageStore }: AppContext, audit: AuditLog) {
  /** `ownDoctor`: the doctor record a doctor is held to; null for the other roles. */
  async function photo(actor: Actor, ownDoctor: string | null, patientId: string): Promise<Buffer> {
    const [user, appointments] = await Promise.all([
      store.users.findById(patientId),
      store.appointments.listByUser(patientId),
    ]);
    const seen = appointments.some(({ docId }) => ownDoctor === null || docId === ownDoctor);
    const bytes = user?.image && seen ? await imageStore.readPrivate(user.image) : null;
    if (!bytes) throw AppError.notFound();
    await audit.record(actor, {
      action: 'patient-photo.read',
      targetType: 'patient',
      targetId: patientId,
      before: null,
      after: null,
      patientIds: [patientId],
    });
    return bytes;
  }

  return { photo };
}
