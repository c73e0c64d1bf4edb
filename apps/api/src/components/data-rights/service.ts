/**
 * A patient's rights over their data under India's DPDP Act 2023 (docs/decisions.md, Patients'
 * rights): a summary of everything the site holds about them, and erasure. Each request is
 * recorded, so that the clinic can show it honoured them (the console's Data requests).
 */
import {
  PRIVACY_NOTICE_VERSION,
  TEXTS,
  myDataSchema,
  toDateKey,
  zonedClock,
} from '@clinic/contracts';
import type { ConsentPurpose, ConsentRecord, IntakeAnswers, MyData } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { openProfile } from '../../libraries/patient-fields.js';
import { discardImage } from '../../libraries/uploads.js';
import { dayNumber } from '../../store/rules.js';
import type { AppointmentRecord, UserRecord } from '../../store/types.js';

/** The clinic's refund of a cancelled appointment, kept in the audit log without the patient. */
function refundState(appointment: AppointmentRecord) {
  return {
    doctor: appointment.docData.name,
    slot: appointment.slotData,
    amount: appointment.amount,
    payment: appointment.payment,
    proof: {
      status: appointment.paymentProof.status,
      transactionId: appointment.paymentProof.transactionId,
    },
  };
}

export function createDataRightsService(ctx: AppContext) {
  const {
    store,
    config,
    clock,
    mailer,
    logger,
    imageStore,
    catalogs,
    loginThrottle,
    passwords,
    fieldSeal,
  } = ctx;

  /** The caller's account with its hash; a session whose account is gone is no session. */
  async function account(userId: string): Promise<UserRecord> {
    const user = await store.users.findRecordById(userId);
    if (!user) throw AppError.unauthorized();
    return user;
  }

  async function myData(userId: string): Promise<MyData> {
    const { passwordHash: _secret, ...user } = await account(userId);
    await store.dataRequests.record('export', userId, clock());
    const [consents, appointments, messages, blogs, requests, intakes, alerts, members, waitlist] =
      await Promise.all([
        store.consents.listByUser(userId),
        store.appointments.listByUser(userId),
        store.messages.listByUser(userId),
        store.blogs.list(),
        store.dataRequests.listByPatient(userId),
        store.intakes.listByUser(userId),
        store.safetyAlerts.listByUser(userId),
        store.family.listByHolder(userId),
        store.waitlist.listByUser(userId),
      ]);
    const guardianConsents = await store.consents.listByUsers(members.map(({ _id }) => _id));
    // In clear for the patient: the export is theirs (docs/privacy.md, Intake).
    const open = (sealed: string): unknown => JSON.parse(fieldSeal.open(sealed));
    return myDataSchema.parse({
      exportedAt: clock().toISOString(),
      noticeVersion: PRIVACY_NOTICE_VERSION,
      account: openProfile(fieldSeal, user),
      consents,
      familyMembers: members.map(({ holderId: _holder, ...member }) => ({
        ...openProfile(fieldSeal, member),
        consents: guardianConsents.get(member._id) ?? [],
      })),
      appointments,
      messages,
      intakes: intakes.map((intake) => ({
        ...intake,
        answers: open(intake.answers) as IntakeAnswers,
        results: open(intake.results),
      })),
      safetyAlerts: alerts.map((alert) => ({
        ...alert,
        callBack: alert.callBack && {
          ...alert.callBack,
          outcome: fieldSeal.open(alert.callBack.outcome),
        },
      })),
      waitlist,
      blogLikes: blogs
        .filter((blog) => blog.likes.includes(userId))
        .map((blog) => ({ blogId: blog._id, title: blog.title })),
      dataRequests: requests.map(({ kind, at }) => ({ kind, at })),
    });
  }

  /**
   * Cancels the patient's live appointments from today on (the clinic's day), freeing their
   * times; with `memberId`, only those for that family member. One with money paid or sent gets
   * a 'refund.due' audit entry: the refund goes back through UPI by its transaction ID, which the
   * anonymised appointment keeps.
   */
  async function cancelUpcoming(userId: string, requestId: string, memberId?: string) {
    const today = dayNumber(toDateKey(zonedClock(clock(), config.clinic.timeZone)));
    const upcoming = (await store.appointments.listByUser(userId)).filter(
      (appointment) =>
        !appointment.cancelled &&
        dayNumber(appointment.slotDate) >= today &&
        (memberId === undefined || appointment.patient?.memberId === memberId),
    );
    for (const appointment of upcoming) {
      const cancelled = await store.appointments.cancel(appointment._id);
      if (!cancelled) continue;
      // The store set the refund due in the cancel's own update (cancelOwesRefund).
      if (cancelled.refund?.status === 'due') {
        await store.audit.append({
          actorId: requestId,
          actorEmail: '',
          action: 'refund.due',
          targetType: 'appointment',
          targetId: cancelled._id,
          before: refundState(appointment),
          after: refundState(cancelled),
          patientIds: [userId],
          at: clock(),
        });
      }
    }
    if (upcoming.length > 0) catalogs.doctors.invalidate();
  }

  const contactLine = () =>
    `please call us on ${config.clinic.phone} or write to ${config.clinic.email}`;

  async function confirm(user: UserRecord): Promise<void> {
    try {
      await mailer.send({
        to: user.email,
        subject: `${config.clinic.name}: your account`,
        text:
          `Dear ${user.name},\n\nAs you asked, your account and the personal data it held have ` +
          'been deleted, and your upcoming appointments cancelled. The clinic keeps only what ' +
          'the law requires for its accounts (the date, the doctor and the amount of past ' +
          'visits), with no name or contact attached. If you paid for an appointment that was ' +
          `cancelled, we will refund it.\n\nIf you did not ask for this, ${contactLine()}.` +
          `\n\nWith warm regards,\n${config.clinic.name}`,
      });
    } catch (error) {
      // The erasure stands; the request is on record for the clinic.
      logger.error('Could not mail the confirmation of an erasure', error);
    }
  }

  /**
   * Erasure, in an order that a second run completes after a crash midway: the request is
   * recorded; upcoming appointments are cancelled; the audit entries about the patient's
   * appointments and the appointments themselves, which the clinic keeps for its accounts, are
   * anonymised; likes, consents, intakes, safety alerts, waiting-list entries and offers, the
   * contact messages sent signed in, the family members (with the consents given for them) and
   * the picture are deleted; the confirmation
   * is mailed while the address is still known; every session ends; last, the account itself, so
   * that until then the patient can log in and ask again.
   */
  async function deleteAccount(userId: string, password: string, ip: string): Promise<void> {
    const user = await account(userId);
    // Through the login limits, so that a stolen session cannot guess the password here.
    await loginThrottle.attempt(user.email, ip);
    if (!(await passwords.verify(password, user.passwordHash)))
      throw AppError.badRequest('currentPasswordWrong', {
        errors: { password: TEXTS.currentPasswordWrong },
      });
    await loginThrottle.succeeded(user.email, ip);

    const request = await store.dataRequests.record('erasure', userId, clock());
    await cancelUpcoming(userId, request._id);
    // Before the appointments lose the patient's id, which is how a second run finds them.
    const appointmentIds = (await store.appointments.listByUser(userId)).map(({ _id }) => _id);
    await store.audit.anonymisePatient(appointmentIds);
    await store.appointments.anonymiseUser(userId);
    await store.blogs.unlikeAll(userId);
    catalogs.blogs.invalidate();
    await store.consents.removeByUser(userId);
    await store.intakes.removeByUser(userId);
    await store.safetyAlerts.removeByUser(userId);
    await store.waitlist.removeByUser(userId);
    await store.messages.removeByUser(userId);
    for (const member of await store.family.listByHolder(userId))
      await store.consents.removeByUser(member._id);
    await store.family.removeByHolder(userId);
    if (user.image) await discardImage(imageStore, logger, user.image);
    await confirm(user);
    await store.sessions.revokeAll(userId);
    await store.users.remove(userId);
  }

  /**
   * Erasure of one family member, leaving the holder: recorded like the holder's own (under the
   * member's id); the member's upcoming appointments cancelled; the ones kept for the accounts
   * lose the member's name and birth date, as the holder's do at theirs; the consents given for
   * the member deleted; last the member, so that a second run after a crash completes it.
   */
  async function eraseMember(holderId: string, memberId: string): Promise<void> {
    const request = await store.dataRequests.record('erasure', memberId, clock());
    await cancelUpcoming(holderId, request._id, memberId);
    await store.appointments.anonymiseMember(holderId, memberId);
    await store.consents.removeByUser(memberId);
    await store.family.remove(holderId, memberId);
  }

  /** The patient's consents, oldest first: the last is in force. */
  async function consents(userId: string): Promise<ConsentRecord[]> {
    await account(userId);
    return store.consents.listByUser(userId);
  }

  /**
   * Gives or withdraws an optional consent (clinic news, the intake), keeping the others as they
   * are. Consents are kept as given, so a change is a new record under the notice in force; care
   * stays, since the account needs it.
   */
  async function setConsent(
    userId: string,
    purpose: Exclude<ConsentPurpose, 'care'>,
    given: boolean,
  ): Promise<void> {
    await account(userId);
    const inForce = (await store.consents.listByUser(userId)).at(-1)?.purposes ?? [];
    const others = inForce.filter((kept) => kept !== 'care' && kept !== purpose);
    await store.consents.record(userId, {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      purposes: ['care', ...others, ...(given ? [purpose] : [])],
      givenAt: clock().toISOString(),
    });
  }

  return { myData, deleteAccount, eraseMember, consents, setConsent };
}
