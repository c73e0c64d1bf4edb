/**
 * The clinic's staff accounts: the first owner's set-up on an empty installation, the owner's
 * invitations (a single-use code by mail that expires), joining with one, and the owner's
 * changes to an account (role, switched off, second factor reset, a new password required).
 * Every step is audited under the person who took it. The set-up step and joining are open to
 * anyone, so each counts its tries per client before any other work, as logins do, and hashes a
 * password only once the code is known to be good.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { INVITATION_DAYS, STAFF_ROLE_NAMES, STAFF_TEXTS } from '@clinic/contracts';
import type {
  AcceptInvitationRequest,
  Invitation,
  InvitationRequest,
  SetupRequest,
  StaffMember,
  StaffPatchRequest,
} from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { assertPasswordPolicy } from '../../libraries/passwords.js';
import { clientGroup, createLimiter } from '../../libraries/rate-limit.js';
import type { Limiter } from '../../libraries/rate-limit.js';
import { WRONG_CODES } from '../../libraries/second-factor.js';
import type { InvitationRecord, OperatorRecord } from '../../store/types.js';
import { StoreConflictError } from '../../store/types.js';
import { actorFor } from './audit-log.js';
import type { Actor, AuditLog } from './audit-log.js';
import { operatorView } from './session-service.js';

const DAY_MS = 86_400_000;

/**
 * The code that lets the first owner be made through the console: derived from JWT_SECRET, so
 * every API process on the store agrees on it, and written on the server only (start.ts).
 */
export function setupCode(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret)
    .update('first-owner-setup')
    .digest('base64url')
    .slice(0, 16);
}

const codeHash = (code: string) => createHash('sha256').update(code).digest('base64url');

const memberView = (operator: OperatorRecord): StaffMember => ({
  ...operatorView(operator),
  disabled: operator.disabled,
  secondFactor: operator.totpSecret !== null,
  secondFactorLocked: operator.secondFactorLockedAt !== null,
  createdAt: operator.createdAt.toISOString(),
});

const invitationView = (invitation: InvitationRecord): Invitation => ({
  _id: invitation._id,
  name: invitation.name,
  email: invitation.email,
  role: invitation.role,
  doctorId: invitation.doctorId,
  invitedBy: invitation.invitedBy,
  expiresAt: invitation.expiresAt.toISOString(),
});

/** What an audit entry keeps of an account: never a hash or a secret. */
const accountState = (operator: OperatorRecord) => ({
  name: operator.name,
  email: operator.email,
  role: operator.role,
  doctorId: operator.doctorId,
  disabled: operator.disabled,
  secondFactor: operator.totpSecret !== null,
  secondFactorLocked: operator.secondFactorLockedAt !== null,
  mustChangePassword: operator.mustChangePassword,
});

export function createStaffService(
  { store, config, clock, mailer, passwords }: AppContext,
  audit: AuditLog,
) {
  // The numbers of a login's (e-mail, client) pair, per client (docs/decisions.md, Security).
  const triesPerClient = (name: string) =>
    createLimiter(store.limits, clock, {
      name,
      limit: config.limits.loginMaxFailures,
      windowMs: config.limits.loginWindowMs,
    });
  const setupTries = triesPerClient('staff-setup-client');
  const joinTries = triesPerClient('staff-join-client');

  async function takeTry(tries: Limiter, ip: string): Promise<void> {
    if (!(await tries.take(clientGroup(ip)))) throw AppError.tooManyRequests();
  }

  async function setupNeeded(): Promise<boolean> {
    return (await store.operators.count()) === 0;
  }

  async function setup(request: SetupRequest, ip: string): Promise<void> {
    await takeTry(setupTries, ip);
    if (!(await setupNeeded())) throw AppError.conflict('setupNotNeeded');
    const expected = Buffer.from(setupCode(config.jwtSecret));
    const given = Buffer.from(request.setupCode);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw AppError.forbidden('setupCodeWrong');
    assertPasswordPolicy(request.password);
    const owner = await store.operators.createFirst({
      name: request.name,
      email: request.email,
      passwordHash: await passwords.hash(request.password, config.bcryptCost),
      role: 'owner',
    });
    if (!owner) throw AppError.conflict('setupNotNeeded');
    await audit.record(actorFor(owner), {
      action: 'staff.setup',
      targetType: 'operator',
      targetId: owner._id,
      before: null,
      after: accountState(owner),
    });
  }

  async function list(): Promise<{ staff: StaffMember[]; invitations: Invitation[] }> {
    const [staff, invitations] = await Promise.all([
      store.operators.list(),
      store.invitations.listOpen(clock()),
    ]);
    return { staff: staff.map(memberView), invitations: invitations.map(invitationView) };
  }

  async function assertDoctor(doctorId: string | undefined | null): Promise<void> {
    if (doctorId && !(await store.doctors.findById(doctorId)))
      throw AppError.badRequest('invitationDoctorRequired', {
        errors: { doctorId: STAFF_TEXTS.invitationDoctorRequired },
      });
  }

  async function invite(actor: Actor, request: InvitationRequest): Promise<Invitation> {
    const now = clock();
    if (await store.operators.findByEmail(request.email))
      throw AppError.conflict('staffEmailTaken');
    await assertDoctor(request.doctorId);
    const code = randomBytes(24).toString('base64url');
    const invitation = await store.invitations.create({
      name: request.name,
      email: request.email,
      role: request.role,
      doctorId: request.role === 'doctor' ? (request.doctorId ?? null) : null,
      codeHash: codeHash(code),
      invitedBy: actor.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    });
    await audit.record(actor, {
      action: 'staff.invite',
      targetType: 'invitation',
      targetId: invitation._id,
      before: null,
      after: invitationView(invitation),
    });
    const link = `${config.publicUrl}/console/join#${code}`;
    await mailer.send({
      to: invitation.email,
      subject: `${config.clinic.name}: your staff account`,
      text: [
        `Hello ${invitation.name},`,
        '',
        `${actor.email} has invited you to the ${config.clinic.name} staff console as ${STAFF_ROLE_NAMES[invitation.role]}.`,
        `Open this link to choose your password (it works once, for ${INVITATION_DAYS} days):`,
        link,
        '',
        'At your first login you will set up a second factor with an authenticator app on your phone.',
        'If you did not expect this, you can ignore this mail.',
      ].join('\n'),
    });
    return invitationView(invitation);
  }

  async function withdraw(actor: Actor, invitationId: string): Promise<void> {
    if (!(await store.invitations.remove(invitationId)))
      throw AppError.notFound('invitationInvalid');
    await audit.record(actor, {
      action: 'staff.invite-withdraw',
      targetType: 'invitation',
      targetId: invitationId,
      before: null,
      after: null,
    });
  }

  /**
   * Joining: the invitation is looked up first, so a made-up, used or expired code costs no
   * hash; then the password rules, so a weak password spends nothing; the code is spent last.
   */
  async function accept(request: AcceptInvitationRequest, ip: string): Promise<void> {
    await takeTry(joinTries, ip);
    const invalid = () => AppError.notFound('invitationInvalid');
    const code = codeHash(request.code);
    if (!(await store.invitations.findOpen(code, clock()))) throw invalid();
    assertPasswordPolicy(request.password);
    const passwordHash = await passwords.hash(request.password, config.bcryptCost);
    // Withdrawn, replaced or taken by another request while the password was hashed.
    const invitation = await store.invitations.take(code, clock());
    if (!invitation) throw invalid();
    let member: OperatorRecord;
    try {
      member = await store.operators.create({
        name: invitation.name,
        email: invitation.email,
        passwordHash,
        role: invitation.role,
        doctorId: invitation.doctorId,
      });
    } catch (error) {
      if (error instanceof StoreConflictError) throw AppError.conflict('staffEmailTaken');
      throw error;
    }
    await audit.record(actorFor(member), {
      action: 'staff.join',
      targetType: 'operator',
      targetId: member._id,
      before: null,
      after: { ...accountState(member), invitedBy: invitation.invitedBy },
    });
  }

  /** Another staff member's account, never the owner's own: 409 for that. */
  async function changeable(memberId: string): Promise<OperatorRecord> {
    const member = await store.operators.findById(memberId);
    if (!member) throw AppError.notFound();
    if (member.role === 'owner') throw AppError.conflict('ownerUnchangeable');
    return member;
  }

  async function changed(
    actor: Actor,
    before: OperatorRecord,
    after: OperatorRecord | null,
    action: 'staff.update' | 'operator.second-factor-reset' | 'staff.require-password-change',
  ): Promise<StaffMember> {
    if (!after) throw AppError.notFound();
    // Whatever changed, the person's open sessions end: the next call is made under the change.
    await store.sessions.revokeAll(after._id);
    await audit.record(actor, {
      action,
      targetType: 'operator',
      targetId: after._id,
      before: accountState(before),
      after: accountState(after),
    });
    return memberView(after);
  }

  async function update(
    actor: Actor,
    memberId: string,
    patch: StaffPatchRequest,
  ): Promise<StaffMember> {
    const member = await changeable(memberId);
    const role = patch.role ?? member.role;
    const doctorId = role === 'doctor' ? (patch.doctorId ?? member.doctorId) : null;
    if (role === 'doctor') {
      if (!doctorId)
        throw AppError.badRequest('invitationDoctorRequired', {
          errors: { doctorId: STAFF_TEXTS.invitationDoctorRequired },
        });
      await assertDoctor(doctorId);
    }
    const after = await store.operators.update(member._id, {
      role,
      doctorId,
      ...(patch.disabled === undefined ? {} : { disabled: patch.disabled }),
    });
    return changed(actor, member, after, 'staff.update');
  }

  /** Also unlocks a factor that wrong codes locked, and starts their count afresh. */
  async function resetSecondFactor(actor: Actor, memberId: string): Promise<StaffMember> {
    const member = await changeable(memberId);
    await createLimiter(store.limits, clock, WRONG_CODES).reset(member._id);
    await store.operators.clearSecondFactor(member._id);
    return changed(
      actor,
      member,
      await store.operators.findById(member._id),
      'operator.second-factor-reset',
    );
  }

  async function requirePasswordChange(actor: Actor, memberId: string): Promise<StaffMember> {
    const member = await changeable(memberId);
    const after = await store.operators.update(member._id, { mustChangePassword: true });
    return changed(actor, member, after, 'staff.require-password-change');
  }

  return {
    setupNeeded,
    setup,
    list,
    invite,
    withdraw,
    accept,
    update,
    resetSecondFactor,
    requirePasswordChange,
  };
}
