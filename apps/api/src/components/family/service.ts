/**
 * The account holder's family members (packages/contracts/src/family.ts): listed, added, edited
 * and removed by the holder alone. The medical fields are sealed like the holder's own
 * (src/libraries/patient-fields.ts); the store holds the cap on members per account. Removing a
 * member is that member's erasure (data-rights/service.ts, eraseMember): the holder stays.
 */
import { MAX_FAMILY_MEMBERS, TEXTS, parseIsoDate, toDateKey, zonedClock } from '@clinic/contracts';
import type { FamilyMember, FamilyMemberRequest } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { openProfile, sealProfilePatch } from '../../libraries/patient-fields.js';
import type { FieldSeal } from '../../libraries/sealing.js';
import { dayNumber } from '../../store/rules.js';
import type { Store, StoredFamilyMember } from '../../store/types.js';
import { createDataRightsService } from '../data-rights/service.js';

/** The member as the holder reads it: medical fields in clear, no holder id. */
export function memberView(
  fieldSeal: FieldSeal,
  { holderId: _holder, ...member }: StoredFamilyMember,
): FamilyMember {
  return openProfile(fieldSeal, member);
}

/** The caller's own member, or 404 (unknown) / 403 (another holder's). */
export async function ownMember(
  store: Store,
  holderId: string,
  memberId: string,
): Promise<StoredFamilyMember> {
  const member = await store.family.findById(memberId);
  if (!member) throw AppError.notFound('familyMemberNotFound');
  if (member.holderId !== holderId) throw AppError.forbidden();
  return member;
}

export function createFamilyService(ctx: AppContext) {
  const { store, config, clock, fieldSeal } = ctx;
  const dataRights = createDataRightsService(ctx);

  /** The account must still exist: a session whose account is gone is no session. */
  async function holder(holderId: string): Promise<void> {
    if (!(await store.users.findById(holderId))) throw AppError.unauthorized();
  }

  /** The form's fields as stored, refused when the birth date is after the clinic's today. */
  function fields(request: FamilyMemberRequest) {
    const born = parseIsoDate(request.dob);
    const today = toDateKey(zonedClock(clock(), config.clinic.timeZone));
    if (!born || dayNumber(toDateKey(born)) > dayNumber(today))
      throw AppError.badRequest('dateOfBirthFuture', { errors: { dob: TEXTS.dateOfBirthFuture } });
    return sealProfilePatch(fieldSeal, request);
  }

  async function list(holderId: string): Promise<FamilyMember[]> {
    await holder(holderId);
    return (await store.family.listByHolder(holderId)).map((member) =>
      memberView(fieldSeal, member),
    );
  }

  async function add(holderId: string, request: FamilyMemberRequest): Promise<FamilyMember> {
    await holder(holderId);
    const added = await store.family.add(holderId, fields(request), MAX_FAMILY_MEMBERS);
    return memberView(fieldSeal, added);
  }

  async function edit(
    holderId: string,
    memberId: string,
    request: FamilyMemberRequest,
  ): Promise<FamilyMember> {
    await ownMember(store, holderId, memberId);
    const edited = await store.family.update(holderId, memberId, fields(request));
    if (!edited) throw AppError.notFound('familyMemberNotFound');
    return memberView(fieldSeal, edited);
  }

  async function remove(holderId: string, memberId: string): Promise<void> {
    const member = await ownMember(store, holderId, memberId);
    await dataRights.eraseMember(holderId, member._id);
  }

  return { list, add, edit, remove };
}
