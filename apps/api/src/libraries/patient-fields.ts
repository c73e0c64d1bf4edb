/**
 * The patients' sensitive fields, sealed field by field under FIELD_SEAL_KEY (sealing.ts) before
 * they reach the store: the medical fields (allergy, medical condition, blood group) of the
 * profile and of each family member, each intake's answers and results, and the outcome of a
 * call-back. The store, its backups and
 * anyone reading its files see none of them in clear (docs/privacy.md); the services open them
 * for the patient, the export and the staff who may read them.
 */
import { bloodGroupSchema } from '@clinic/contracts';
import type { UserData } from '@clinic/contracts';
import type { MedicalFields, ProfilePatch, Store } from '../store/types.js';
import type { Logger } from './logger.js';
import type { FieldSeal } from './sealing.js';

const MEDICAL_FIELDS = ['allergy', 'medicalCondition', 'bloodGroup'] as const;

/** The patch (a profile's, or a family member's fields) with each medical field it has sealed. */
export function sealProfilePatch<Patch extends ProfilePatch | MedicalFields>(
  fieldSeal: FieldSeal,
  patch: Patch,
): Patch {
  const sealed: Patch = { ...patch };
  for (const field of MEDICAL_FIELDS) {
    const value = patch[field];
    if (value !== undefined) sealed[field] = fieldSeal.seal(value);
  }
  return sealed;
}

/** The profile (a patient's, or a family member's) with its medical fields in clear. */
export function openProfile<User extends MedicalFields>(
  fieldSeal: FieldSeal,
  user: User,
): Omit<User, 'bloodGroup'> & Pick<UserData, 'bloodGroup'> {
  return {
    ...user,
    allergy: fieldSeal.open(user.allergy),
    medicalCondition: fieldSeal.open(user.medicalCondition),
    bloodGroup: bloodGroupSchema.parse(fieldSeal.open(user.bloodGroup)),
  };
}

/**
 * Seals under FIELD_SEAL_KEY's first key every sealed field that another key opens (a rotation)
 * and every field kept in clear by a build before fields were sealed. Start-up runs it when it may
 * find work (resealPatientFieldsAtStart) and the schedule daily (src/schedule.ts); each write is
 * conditional on the values it read, so an edit at the same moment, or another process doing the
 * same, is never overwritten. Answers how many records it re-sealed, and how many hold a field no
 * key opens (put the key that sealed them back).
 */
export async function resealPatientFields(
  store: Pick<Store, 'users' | 'family' | 'intakes' | 'safetyAlerts'>,
  fieldSeal: FieldSeal,
): Promise<{ resealed: number; unreadable: number }> {
  let resealed = 0;
  let unreadable = 0;

  /** The fields re-sealed, or null when none needs it; counts an unreadable record. */
  function resealAll<Fields extends Record<string, string>>(from: Fields): Fields | null {
    const to: Record<string, string> = { ...from };
    let changed = false;
    let readable = true;
    for (const [field, value] of Object.entries(from)) {
      const result = fieldSeal.reseal(value);
      if (result.kind === 'unreadable') readable = false;
      if (result.kind === 'resealed') {
        to[field] = result.value;
        changed = true;
      }
    }
    if (!readable) unreadable += 1;
    return changed ? (to as Fields) : null;
  }

  for (const { _id, ...from } of await store.users.listMedicalFields()) {
    const to = resealAll<MedicalFields>(from);
    if (to && (await store.users.resealMedicalFields(_id, from, to))) resealed += 1;
  }
  for (const { _id, ...from } of await store.family.listMedicalFields()) {
    const to = resealAll<MedicalFields>(from);
    if (to && (await store.family.resealMedicalFields(_id, from, to))) resealed += 1;
  }
  for (const intake of await store.intakes.list()) {
    const from = { answers: intake.answers, results: intake.results };
    const to = resealAll(from);
    if (to && (await store.intakes.reseal(intake._id, from, to))) resealed += 1;
  }
  for (const alert of await store.safetyAlerts.listClosed()) {
    const outcome = alert.callBack?.outcome ?? '';
    const to = resealAll({ outcome });
    if (to && (await store.safetyAlerts.resealOutcome(alert._id, outcome, to.outcome)))
      resealed += 1;
  }
  return { resealed, unreadable };
}

/** Far enough ahead that a finished pass under one key is never due again. */
const NEVER = new Date('9999-12-31T00:00:00Z');
/** Longer than a pass over a clinic's records takes; a start that dies mid-pass frees it then. */
const START_PASS_LEASE_MS = 30 * 60_000;

/**
 * The start-up pass (src/start.ts), run only where it may find work, so a start does not open
 * every patient's fields each time: while FIELD_SEAL_KEY is rotating, every start; otherwise once
 * per sealing key across all processes (the first start of a build that seals, and the first
 * under a new key), claimed in the jobs store under the key's id. A pass that met a field no key
 * opens stays due, so the next start tries again once the key is back. Fields another process
 * writes in clear or under an older key after the pass (a rolling upgrade) are left to the
 * schedule's daily pass. Null when it did not run.
 */
export async function resealPatientFieldsAtStart(
  store: Pick<Store, 'users' | 'family' | 'intakes' | 'safetyAlerts' | 'jobs'>,
  fieldSeal: FieldSeal,
  now: Date,
): Promise<{ resealed: number; unreadable: number } | null> {
  if (fieldSeal.rotating) return resealPatientFields(store, fieldSeal);
  const job = `re-seal patient fields under key ${fieldSeal.keyId}`;
  if (!(await store.jobs.claim(job, now, START_PASS_LEASE_MS))) return null;
  const result = await resealPatientFields(store, fieldSeal);
  await store.jobs.complete(job, now, result.unreadable === 0 ? NEVER : now);
  return result;
}

/** What a pass did, in the log: a field no key opens is a warning the operator must act on. */
export function reportResealedPatientFields(
  logger: Logger,
  { resealed, unreadable }: { resealed: number; unreadable: number },
): void {
  if (resealed > 0)
    logger.info(`Patient records re-sealed under the first key of FIELD_SEAL_KEY: ${resealed}`);
  if (unreadable > 0)
    logger.warn(
      `Patient records with a field no key of FIELD_SEAL_KEY opens: ${unreadable}. Put the key that sealed them back in FIELD_SEAL_KEY (after the first) (docs/operations.md)`,
    );
}
