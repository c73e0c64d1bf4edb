/**
 * The one data-access interface of the API (docs/decisions.md, Stores). Two engines implement
 * it, `sqlite` (better-sqlite3) and `mongo` (mongoose), and pass one shared suite. Everything here
 * is plain data typed from the contracts, `_id` as a 24-hex string; no driver document leaves an
 * engine.
 */
import type {
  ConsentRecord,
  AdminAppointment,
  AdminAppointmentStatus,
  Attendance,
  Blog,
  BlogLanguage,
  BlockedSlots,
  DataRequest,
  Doctor,
  FamilyMember,
  IntakeKind,
  IntakeStatus,
  MarkedVisits,
  PaymentProofStatus,
  SocialLink,
  StaffRole,
  UserData,
  WaitlistWish,
} from '@clinic/contracts';

/**
 * A write hit a rule another write holds: the slot is taken (`slot`), the clinic blocked the time
 * (`blocked`), the e-mail is registered (`email`), the transaction ID is used (`transactionId`).
 */
export class StoreConflictError extends Error {
  constructor(readonly key: 'slot' | 'blocked' | 'email' | 'transactionId') {
    super(`Conflict on ${key}`);
    this.name = 'StoreConflictError';
  }
}

/**
 * A write would take a patient over a cap the store holds at write time: `unpaidBookings`, the
 * unpaid upcoming appointments one patient may hold, or `familyMembers`, the members one account
 * keeps (`limit` is that cap).
 */
export class StoreLimitError extends Error {
  constructor(
    readonly key: 'unpaidBookings' | 'familyMembers',
    readonly limit: number,
  ) {
    super(`Limit of ${limit} reached on ${key}`);
    this.name = 'StoreLimitError';
  }
}

export type NewDoctor = Omit<
  Doctor,
  '_id' | 'slots_booked' | 'blockedSlots' | 'registrationNumber'
> & {
  blockedSlots?: BlockedSlots[];
  /** '' when not given. */
  registrationNumber?: string;
};
export type DoctorPatch = Partial<Omit<Doctor, '_id' | 'slots_booked' | 'blockedSlots'>>;

export interface DoctorRepository {
  /**
   * Every doctor in creation order, with `slots_booked` agreeing with the live appointments.
   * With `from` (a D_M_YYYY key), `slots_booked` and `blockedSlots` keep only that day and
   * later: nobody books a past day, and a year of them would make the list grow without end.
   */
  list(options?: { from?: string }): Promise<Doctor[]>;
  findById(id: string): Promise<Doctor | null>;
  create(doctor: NewDoctor): Promise<Doctor>;
  update(id: string, patch: DoctorPatch): Promise<Doctor | null>;
  /**
   * Replaces the blocked times of one date (an empty list removes the entry). Atomic with booking:
   * when any of the times is held by a live appointment at write time, it throws
   * StoreConflictError('slot') and changes nothing, so a time is never both booked and blocked.
   * The date must be a D_M_YYYY key and each time HH:MM (else it throws).
   */
  setBlockedTimes(id: string, date: string, times: string[]): Promise<Doctor | null>;
  /**
   * Blocks every clinic time (SLOT_TIMES) of each of `dates`, replacing their entries: a doctor's
   * leave. Atomic with booking, like setBlockedTimes: when any of the dates holds a live
   * appointment at write time, it throws StoreConflictError('slot') and changes nothing. Each date
   * must be a D_M_YYYY key (else it throws).
   */
  blockDays(id: string, dates: string[]): Promise<Doctor | null>;
}

/**
 * A patient's profile as the store keeps it: the medical fields (MedicalFields) are sealed by
 * the services (src/libraries/patient-fields.ts), so the store sees opaque text in them.
 */
export type StoredUserData = Omit<UserData, 'bloodGroup'> & { bloodGroup: string };
export type MedicalFields = Pick<StoredUserData, 'allergy' | 'medicalCondition' | 'bloodGroup'>;

export interface UserRecord extends StoredUserData {
  passwordHash: string;
  createdAt: string;
}
export type NewUser = Pick<UserRecord, 'name' | 'email' | 'phone' | 'passwordHash'>;
export type ProfilePatch = Partial<Omit<StoredUserData, '_id' | 'email'>>;

/** Consents to the privacy notice, kept as given: a new version is a new record. */
export interface ConsentRepository {
  record(userId: string, consent: ConsentRecord): Promise<void>;
  /** The patient's consents, oldest first. */
  listByUser(userId: string): Promise<ConsentRecord[]>;
  /** Deletes the patient's consents (erasure). */
  removeByUser(userId: string): Promise<void>;
  /** The consents of each of these patients, oldest first; one with none has no entry. */
  listByUsers(userIds: string[]): Promise<Map<string, ConsentRecord[]>>;
}

export interface UserRepository {
  /** Throws StoreConflictError('email') when the e-mail is registered. */
  create(user: NewUser): Promise<StoredUserData>;
  findByEmail(email: string): Promise<UserRecord | null>;
  findById(id: string): Promise<StoredUserData | null>;
  /** The account with its password hash, for the checks that need it (password change, erasure). */
  findRecordById(id: string): Promise<UserRecord | null>;
  updateProfile(id: string, patch: ProfilePatch): Promise<StoredUserData | null>;
  /**
   * Deletes the patient's record (erasure, the last step): false when there was none. Their
   * appointments must have been anonymised first (AppointmentRepository.anonymiseUser).
   */
  remove(id: string): Promise<boolean>;
  /** Replaces the password hash (reset or change): false when there is no such patient. */
  setPassword(id: string, passwordHash: string): Promise<boolean>;
  /** Every patient's medical fields as stored, for re-sealing them under another key. */
  listMedicalFields(): Promise<(MedicalFields & { _id: string })[]>;
  /**
   * Replaces the medical fields with the same values sealed under another key, only while they
   * are still `from` (an edit at the same moment wins): false otherwise.
   */
  resealMedicalFields(id: string, from: MedicalFields, to: MedicalFields): Promise<boolean>;
}

export interface OperatorRecord {
  _id: string;
  name: string;
  email: string;
  passwordHash: string;
  role: StaffRole;
  /** The doctor record a doctor's account belongs to; null for other roles. */
  doctorId: string | null;
  disabled: boolean;
  mustChangePassword: boolean;
  /** The TOTP secret in use, sealed (src/libraries/second-factor.ts); null until enrolled. */
  totpSecret: string | null;
  /** A secret offered at login but not yet confirmed with a code from the app. */
  totpPendingSecret: string | null;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totpLastStep: number;
  /** Digests of the recovery codes not yet used. */
  recoveryCodeHashes: string[];
  /**
   * Changes with every change of the password, the account's state or role, or the second
   * factor: a login challenge issued under an earlier stamp is void.
   */
  securityStamp: number;
  /** The login under way: the digest of its challenge and when it expires; one at a time. */
  loginChallenge: { digest: string; expiresAt: Date } | null;
  /** When wrong codes locked the second factor; null while it is not locked. */
  secondFactorLockedAt: Date | null;
  createdAt: Date;
}

/** An operator's TOTP secrets as the store keeps them: sealed, or null. */
export type SealedSecrets = Pick<OperatorRecord, 'totpSecret' | 'totpPendingSecret'>;

export type NewOperator = Pick<OperatorRecord, 'name' | 'email' | 'passwordHash' | 'role'> & {
  doctorId?: string | null;
};

export type OperatorPatch = Partial<
  Pick<OperatorRecord, 'role' | 'doctorId' | 'disabled' | 'mustChangePassword'>
>;

export interface OperatorRepository {
  /** Throws StoreConflictError('email') when the e-mail is taken. */
  create(operator: NewOperator): Promise<OperatorRecord>;
  /**
   * The installation's first account, only while there is none: null when an operator exists
   * or another first account was written at the same moment (across processes).
   */
  createFirst(operator: NewOperator): Promise<OperatorRecord | null>;
  findByEmail(email: string): Promise<OperatorRecord | null>;
  findById(id: string): Promise<OperatorRecord | null>;
  /** Every account, oldest first. */
  list(): Promise<OperatorRecord[]>;
  /**
   * Replaces the password hash and clears `mustChangePassword`, with a new `securityStamp` (no
   * login challenge): false when there is none.
   */
  setPassword(id: string, passwordHash: string): Promise<boolean>;
  /**
   * The changed record, with a new `securityStamp` (no login challenge) when the patch changes
   * anything, or null when there is no such operator.
   */
  update(id: string, patch: OperatorPatch): Promise<OperatorRecord | null>;
  /**
   * Keeps the challenge of a right password, replacing any earlier one, only while the account's
   * `securityStamp` is still `stamp`: false when the account changed since it was read.
   */
  issueLoginChallenge(
    id: string,
    stamp: number,
    challenge: { digest: string; expiresAt: Date },
  ): Promise<boolean>;
  /**
   * Spends the login challenge, atomically: true once, when `digest` is the account's challenge
   * and it is unexpired at `now`; of concurrent takes of one challenge, one wins.
   */
  takeLoginChallenge(id: string, digest: string, now: Date): Promise<boolean>;
  /** Keeps a secret offered for enrolment; replaces any earlier offer. */
  offerSecondFactor(id: string, sealedSecret: string): Promise<void>;
  /**
   * Makes the offered secret the one in use, with `step` as the last accepted and new recovery
   * codes; false unless `sealedSecret` is still the one offered (one enrolment wins).
   */
  enrolSecondFactor(
    id: string,
    sealedSecret: string,
    step: number,
    recoveryCodeHashes: string[],
  ): Promise<boolean>;
  /**
   * Forgets the secret, any offer and the recovery codes, and unlocks it, with a new
   * `securityStamp`: the next login enrols anew.
   */
  clearSecondFactor(id: string): Promise<boolean>;
  /**
   * Locks the second factor at `at`, with a new `securityStamp`, atomically: true only for the
   * write that locked it (false when it was locked already, or there is no such operator).
   */
  lockSecondFactor(id: string, at: Date): Promise<boolean>;
  /**
   * Replaces the sealed secrets (in use and offered) with the same secrets sealed under another
   * key (src/libraries/second-factor.ts), only while both are still `from`: false otherwise.
   */
  resealSecondFactor(id: string, from: SealedSecrets, to: SealedSecrets): Promise<boolean>;
  /** Records `step` as used, atomically: false when it (or a later one) was used already. */
  useTotpStep(id: string, step: number): Promise<boolean>;
  /** Spends one recovery code, atomically: false when it is not (or no longer) there. */
  useRecoveryCode(id: string, codeHash: string): Promise<boolean>;
  count(): Promise<number>;
}

export interface InvitationRecord {
  _id: string;
  name: string;
  email: string;
  role: StaffRole;
  doctorId: string | null;
  /** SHA-256 of the code the mail carries; the code itself is never stored. */
  codeHash: string;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface InvitationRepository {
  /** Replaces any earlier invitation to the same e-mail (keeping its id), atomically. */
  create(invitation: Omit<InvitationRecord, '_id'>): Promise<InvitationRecord>;
  /** Invitations not yet taken and not expired at `now`, newest first. */
  listOpen(now: Date): Promise<InvitationRecord[]>;
  /** The invitation with this code if it is open at `now`, left open. */
  findOpen(codeHash: string, now: Date): Promise<InvitationRecord | null>;
  /** Takes the invitation with this code if it is open at `now`, atomically: it works once. */
  take(codeHash: string, now: Date): Promise<InvitationRecord | null>;
  remove(id: string): Promise<boolean>;
  /** Deletes invitations that expired before `now`. */
  purgeExpired(now: Date): Promise<void>;
}

export interface SessionRecord {
  _id: string;
  subjectId: string;
  role: 'patient' | 'admin';
  expiresAt: Date;
  revoked: boolean;
}

/** Server-side sessions, so that logging out revokes a token (docs/decisions.md, Security). */
export interface SessionRepository {
  create(session: Omit<SessionRecord, '_id' | 'revoked'>): Promise<SessionRecord>;
  findById(id: string): Promise<SessionRecord | null>;
  revoke(id: string): Promise<void>;
  /**
   * Revokes every session of `subjectId` in one statement, but for `exceptId` when given (a
   * password change keeps the caller's own session).
   */
  revokeAll(subjectId: string, exceptId?: string): Promise<void>;
  /** Deletes the sessions that expired or were revoked before `now`: no token can use them. */
  purgeEnded(now: Date): Promise<void>;
}

export interface OtpRecord {
  email: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
  attempts: number;
}

export interface OtpRepository {
  /** Stores a new code for the e-mail, replacing (killing) any earlier one. */
  replace(otp: Omit<OtpRecord, 'attempts'>): Promise<void>;
  find(email: string): Promise<OtpRecord | null>;
  /**
   * Takes one try at the e-mail's code before it is compared, atomically: while the code is
   * unexpired at `now` and has had fewer than `maxAttempts` tries, counts the try and answers the
   * stored hash with the new count; otherwise counts nothing and answers null. Concurrent tries
   * each take their own count, so no more than `maxAttempts` are ever compared.
   */
  takeAttempt(
    email: string,
    now: Date,
    maxAttempts: number,
  ): Promise<{ codeHash: string; attempts: number } | null>;
  /** Removes the code if it is still `codeHash`: false when another request used it first. */
  consume(email: string, codeHash: string): Promise<boolean>;
  remove(email: string): Promise<void>;
  /** Deletes the codes (of unfinished sign-ups) that expired before `now`. */
  purgeExpired(now: Date): Promise<void>;
}

/**
 * The counters behind every rate limit (logins, codes, the contact form), kept in the store so
 * that they survive a restart and are shared by every API process.
 */
export interface LimitRepository {
  /**
   * Counts one hit of `key` and answers the count in its window, atomically: the first hit opens
   * a window of `windowMs` from `now`, and a hit after the window has closed opens a new one.
   */
  hit(key: string, windowMs: number, now: Date): Promise<number>;
  reset(key: string): Promise<void>;
  /** Drops the counters whose window closed before `now`. */
  purgeExpired(now: Date): Promise<void>;
}

/** An appointment with the patient's snapshot: what the operator sees. */
export type AppointmentRecord = AdminAppointment;

export type NewAppointment = Pick<
  AppointmentRecord,
  'userId' | 'docId' | 'slotDate' | 'slotTime' | 'docData' | 'userData' | 'amount' | 'patient'
> & { date: Date };

/** One session of a series: an appointment that names its series. */
export type NewSeriesSession = NewAppointment & { seriesId: string };

/**
 * The cap a booking is held to: at most `max` appointments of the patient that are not
 * cancelled, not paid, on `today` (the clinic's, D_M_YYYY) or later, and not sessions of a
 * series (staff book those: docs/product.md, Series).
 */
export interface UnpaidCap {
  max: number;
  today: string;
}

export interface AppointmentFilter {
  /** Inclusive slot-day bounds as D_M_YYYY keys. */
  from?: string;
  to?: string;
  docId?: string;
  status?: AdminAppointmentStatus;
  /** The clinic's today as D_M_YYYY, which `upcoming` and `completed` are relative to. */
  today?: string;
  page: number;
  pageSize: number;
}

export interface AppointmentRepository {
  /**
   * Reserves the slot and writes the appointment atomically: concurrent calls for one
   * (docId, slotDate, slotTime) yield exactly one appointment; the others throw
   * StoreConflictError('slot'). When the doctor has the time blocked at write time it throws
   * StoreConflictError('blocked') and writes nothing, so a concurrent block and booking of one
   * time never both succeed. The doctor's `slots_booked` gains the time. With a `cap`, a booking
   * that would otherwise succeed throws StoreLimitError('unpaidBookings') when the patient
   * already holds `cap.max` unpaid upcoming appointments outside any series, and writes nothing; concurrent bookings
   * of one patient never take it past the cap (a taken or blocked slot still throws its own
   * conflict first). The doctor and patient must exist, and the slot must be a D_M_YYYY key and
   * an HH:MM time (else it throws). A time held for another patient by an open waiting-list offer
   * unexpired at `appointment.date` (WaitlistRepository) throws StoreConflictError('slot') too.
   */
  book(appointment: NewAppointment, cap?: UnpaidCap): Promise<AppointmentRecord>;
  /**
   * Books every session of a series (one patient and doctor, one `seriesId`), all or nothing:
   * each session's time is reserved as `book` reserves one, and when any is taken or blocked at
   * write time it throws that session's StoreConflictError and leaves every time it reserved free
   * again, with no appointment of the series written. Of a series and concurrent bookings or
   * blocks of any of its times, either the whole series or the others win, never part of it
   * (what a concurrent reader may see meanwhile: docs/mongodb.md, Series). Sessions of a series
   * hold no place under the unpaid cap. The answer is in the order given.
   */
  bookSeries(sessions: NewSeriesSession[]): Promise<AppointmentRecord[]>;
  /** The series' appointments, cancelled ones included, in slot order. */
  listBySeries(seriesId: string): Promise<AppointmentRecord[]>;
  findById(id: string): Promise<AppointmentRecord | null>;
  /** The patient's appointments, oldest booking first. */
  listByUser(userId: string): Promise<AppointmentRecord[]>;
  /**
   * The same appointments as the patient reads them, as the JSON text of the wire's list
   * (`Appointment[]`, fields in the wire's order): without the patient's own snapshot
   * (`userData`), which is left unread, and with `docData.image` under `mediaBase` as
   * `publicMediaUrl` makes it (src/libraries/public-url.ts; '' keeps it as stored). Text, not
   * objects: the patient's list is the busiest personal call, and on sqlite the query writes the
   * answer's bytes itself (docs/decisions.md, Prepared answers).
   */
  listOwnJson(userId: string, mediaBase: string): Promise<string>;
  /**
   * Marks it cancelled and frees the slot at once; null when it was unknown or already cancelled.
   * A paid appointment, or one whose proof is pending, gets `refund.status` 'due' in that same
   * update, so a clinic's cancel racing a proof owes a refund exactly when the proof landed first.
   * `asPatient`: also null, changing nothing, when it is paid, completed or its proof pending at
   * write time (the record's part of `patientChangeRefusal`, packages/contracts/src/
   * appointment-rules.ts), so a patient's cancel racing a proof never owes a refund.
   */
  cancel(id: string, options?: { asPatient?: boolean }): Promise<AppointmentRecord | null>;
  /**
   * Moves the live appointment to another time of its doctor, atomically: the new time is taken
   * and the old one freed in one step, with everything else (payment state, proof) unchanged.
   * Throws StoreConflictError('slot') when the new time is taken (its own time included) and
   * ('blocked') when the clinic blocked it, changing nothing: of concurrent moves and bookings
   * for one time exactly one wins.
   * Null, changing nothing, when the appointment is unknown or cancelled. The slot must be a
   * D_M_YYYY key and an HH:MM time (else it throws). With `at`, a new time held for another
   * patient by a waiting-list offer unexpired at `at` throws StoreConflictError('slot') too.
   */
  reschedule(
    id: string,
    slot: { slotDate: string; slotTime: string },
    options?: { at?: Date },
  ): Promise<AppointmentRecord | null>;
  /**
   * Closes a refund that is due (`refund.status` 'due', set by `cancel` when the appointment was
   * paid or its proof pending) with the refund's UPI reference and day, atomically: null, changing
   * nothing, when none is due (unknown, never owed, or recorded already).
   */
  recordRefund(
    id: string,
    refund: { upiReference: string; refundedOn: string },
  ): Promise<AppointmentRecord | null>;
  /**
   * Sets a pending proof when the appointment is live, unpaid and its proof status is `none` or
   * `rejected` (else null). Every transaction ID sent is recorded for good with its appointment
   * (compared without case), even when the proof is then refused; it throws
   * StoreConflictError('transactionId') when the ID was ever sent for another appointment, and
   * the same appointment may send its own ID again. Null, recording nothing, for an unknown id.
   */
  submitProof(
    id: string,
    proof: { name: string; transactionId: string; submittedAt: Date },
  ): Promise<AppointmentRecord | null>;
  /**
   * Operator's decision on a pending proof (else null); approval also sets payment and
   * isCompleted. `decidedAt` (default: now) is what `revenueApproved` counts by.
   */
  decideProof(
    id: string,
    decision: {
      status: Extract<PaymentProofStatus, 'approved' | 'rejected'>;
      note?: string;
      decidedAt?: Date;
    },
  ): Promise<AppointmentRecord | null>;
  /**
   * Marks whether the patient came, replacing an earlier mark, in one guarded update: only while
   * the appointment is live and still at `slot`, the time whose end the service checked
   * (attendanceRefusal, packages/contracts/src/attendance.ts). Null, changing nothing, when it is
   * unknown, cancelled or moved meanwhile.
   */
  markAttendance(
    id: string,
    attendance: Attendance,
    slot: { slotDate: string; slotTime: string },
  ): Promise<AppointmentRecord | null>;
  /**
   * Per doctor, the live appointments marked attended or missed whose slot day falls within the
   * inclusive D_M_YYYY bounds: how many were marked and how many missed, counted by the engine
   * (one grouped query); doctors with none are left out.
   */
  countMarkedByDoctor(from: string, to: string): Promise<DoctorMarkedVisits[]>;
  /** Operator's table: filtered, in slot order (day, time), one page and the total count. */
  list(filter: AppointmentFilter): Promise<{ appointments: AppointmentRecord[]; total: number }>;
  /**
   * Erasure of a patient whose appointments the clinic keeps for its accounts: every appointment
   * of `userId` gets the snapshot ERASED_PATIENT (rules.ts), the payer's name of its proof the
   * same name, a family member's `patient` snapshot that name too (as anonymiseMember leaves it), and instead of `userId` one new random id that belongs to no account; dates, the
   * doctor, the amount, the payment state and the transaction ID stay. Answers how many it
   * changed (0 when run again). Cancel the upcoming ones first: it does not free slots.
   */
  anonymiseUser(userId: string): Promise<number>;
  /**
   * Erasure of one family member of `userId`: the `patient` snapshot of each of the holder's
   * appointments for `memberId` keeps only its relation, with ERASED_PATIENT's name, no birth date
   * and no member id; the holder and everything else stay. Answers how many it changed (0 when
   * run again). Cancel the upcoming ones first: it does not free slots.
   */
  anonymiseMember(userId: string, memberId: string): Promise<number>;
  /** Live appointments whose slot falls within the inclusive D_M_YYYY bounds. */
  countInRange(from: string, to: string): Promise<number>;
  countProofsPending(): Promise<number>;
  /** Sum of `amount` of approved proofs decided within [from, to). */
  revenueApproved(from: Date, to: Date): Promise<number>;
  /**
   * Brings what the store keeps beside the appointments back in line with them (after a crash
   * between two writes, or data written by an older build): every doctor's `slots_booked` loses
   * the times no live appointment holds, unpaid upcoming appointments count for the cap, and the
   * transaction IDs of current proofs are recorded. Safe to run at any time and again: start-up
   * runs it, and so does the schedule (src/schedule.ts). `today` is the clinic's D_M_YYYY.
   */
  reconcile(today: string): Promise<void>;
  /**
   * The live appointments whose slot day falls within the inclusive D_M_YYYY bounds, in slot
   * order, with only what the reminders need to decide (src/components/appointments/reminders.ts).
   */
  listLiveStartingBetween(fromDay: string, toDay: string): Promise<UpcomingVisit[]>;
}

/** One doctor's marked visits in a range of days (AppointmentRepository.countMarkedByDoctor). */
export type DoctorMarkedVisits = MarkedVisits & { docId: string };

/** A live appointment as the reminders first read it: its slot and when it was booked. */
export type UpcomingVisit = Pick<AppointmentRecord, '_id' | 'slotDate' | 'slotTime' | 'date'>;

/** One reminder of one visit: `offsetHours` before the slot `slotKey` ('D_M_YYYY HH:MM'). */
export interface ReminderKey {
  appointmentId: string;
  offsetHours: number;
  slotKey: string;
}

/**
 * The reminders claimed and sent, so that each goes once across every API process and restart
 * (docs/decisions.md, Schedule). A moved appointment has a new `slotKey`, so its reminders go
 * again for the new time.
 */
export interface ReminderRepository {
  /**
   * Claims the reminder for sending until `now + leaseMs`, atomically (one statement or one
   * conditional update): the first claim of a key inserts it; a later one takes it over only when
   * it was never marked sent and its lease has ended (its holder died between its claim and its
   * mail). Of any number of claims at once, across processes and restarts, at most one answers
   * true. `startsAt` (the visit's start) is kept for the purge.
   */
  claim(reminder: ReminderKey & { startsAt: Date }, now: Date, leaseMs: number): Promise<boolean>;
  /**
   * The claims of any of these appointments, every offset and slot, that no claim may take at
   * `now`: the ones sent and the ones whose lease still runs.
   */
  listClaimed(appointmentIds: string[], now: Date): Promise<ReminderKey[]>;
  /** Records that the reminder's mail went, so that no claim takes it again. */
  markSent(reminder: ReminderKey, sentAt: Date): Promise<void>;
  /**
   * Gives back the claim taken at `claimedAt` (its mail could not be sent), so that a later round
   * may claim it; a claim another round has taken over since, or one marked sent, stays.
   */
  release(reminder: ReminderKey, claimedAt: Date): Promise<void>;
  /** Deletes the claims of visits that started before `date` (src/schedule.ts). */
  purgeVisitsBefore(date: Date): Promise<void>;
}

export type NewBlog = Pick<Blog, 'title' | 'content' | 'author' | 'mediaUrl' | 'mediaType'> & {
  /** English when not given. */
  language?: BlogLanguage;
  createdAt?: Date;
};

/**
 * A post as stored: `likes` are the ids of the patients who like it, oldest like first. They never
 * leave the API as they are (src/libraries/blog-likes.ts makes the public post).
 */
export type StoredBlog = Omit<Blog, 'likes' | 'likeCount'> & { likes: string[] };

export interface BlogRepository {
  /** Newest first. */
  list(): Promise<StoredBlog[]>;
  findById(id: string): Promise<StoredBlog | null>;
  create(blog: NewBlog): Promise<StoredBlog>;
  update(id: string, patch: Partial<NewBlog>): Promise<StoredBlog | null>;
  remove(id: string): Promise<boolean>;
  /**
   * Adds the patient's like, or takes it back when already there, and answers the ids of the
   * patients who like it after that; null for an unknown blog.
   */
  toggleLike(id: string, userId: string): Promise<string[] | null>;
  /** Takes back every like of the patient (erasure). */
  unlikeAll(userId: string): Promise<void>;
}

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  subject: string;
  phone: string;
  message: string;
  createdAt: string;
  read: boolean;
  /**
   * The patient account that sent it signed in; null when sent without one (and for messages
   * kept before accounts were recorded). Anyone may type an address, so only this links a
   * message to an account's export and erasure.
   */
  userId: string | null;
}

/** A message to keep; without `userId` it was sent signed out. */
export type NewContactMessage = Omit<ContactMessage, '_id' | 'createdAt' | 'read' | 'userId'> & {
  createdAt: Date;
  userId?: string | null;
};

export interface MessageRepository {
  create(message: NewContactMessage): Promise<ContactMessage>;
  /** Newest first. */
  list(): Promise<ContactMessage[]>;
  markRead(id: string): Promise<ContactMessage | null>;
  /** The messages the patient sent signed in, newest first. */
  listByUser(userId: string): Promise<ContactMessage[]>;
  /** Deletes the messages the patient sent signed in (erasure). */
  removeByUser(userId: string): Promise<void>;
  /** Deletes the messages that arrived before `date` (the retention period, src/schedule.ts). */
  purgeBefore(date: Date): Promise<void>;
}

/**
 * A patient's export or erasure request, kept so that the clinic can show it honoured them.
 * `patientId` outlives the account it named: after an erasure it leads to nothing.
 */
export interface DataRequestRepository {
  record(kind: DataRequest['kind'], patientId: string, at: Date): Promise<DataRequest>;
  /** Newest first, one page and the total. */
  list(page: {
    page: number;
    pageSize: number;
  }): Promise<{ requests: DataRequest[]; total: number }>;
  /** The patient's requests, newest first. */
  listByPatient(patientId: string): Promise<DataRequest[]>;
}

export interface AuditEntry {
  _id: string;
  actorId: string;
  actorEmail: string;
  /** The staff member's role; empty for the system or an unknown e-mail. */
  actorRole: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  /** The patients whose data the entry touched or showed (the `patient` filter). */
  patientIds: string[];
  at: string;
}

/** What `list` filters on, all optional: `actor` matches the actor's id or e-mail. */
export interface AuditFilter {
  page: number;
  pageSize: number;
  actor?: string;
  patient?: string;
  action?: string;
}

export interface AuditRepository {
  /** No role is the system's (or an unknown e-mail's); no patient ids, an entry about none. */
  append(
    entry: Omit<AuditEntry, '_id' | 'at' | 'actorRole' | 'patientIds'> & {
      at: Date;
      actorRole?: string;
      patientIds?: string[];
    },
  ): Promise<AuditEntry>;
  /** Newest first, only the entries matching every filter given. */
  list(filter: AuditFilter): Promise<{ entries: AuditEntry[]; total: number }>;
  /** Deletes the entries written before `date` (AUDIT_RETENTION_MONTHS, src/schedule.ts). */
  purgeBefore(date: Date): Promise<void>;
  /**
   * Erasure: in the entries about these appointments, the patient's name the operator's actions
   * recorded (`patient` and `proof.name` of `before` and `after`, the shape of auditState in
   * src/components/admin/appointments-service.ts) becomes ERASED_PATIENT's (rules.ts).
   */
  anonymisePatient(appointmentIds: string[]): Promise<void>;
}

/** Money paid back to a patient by UPI, as its credit note records it. */
export interface Refund {
  /** The UPI reference of the refund payment. */
  upiReference: string;
  refundedOn: Date;
  /** Rupees. */
  amount: number;
}

interface NumberedDocument {
  /** From 1 in its kind's own sequence, with no gap (docs/decisions.md, Receipts). */
  number: number;
  appointmentId: string;
  issuedAt: Date;
}

export interface ReceiptRecord extends NumberedDocument {
  kind: 'receipt';
  /** When the clinic approved the payment. */
  approvedAt: Date;
}

export interface CreditNoteRecord extends NumberedDocument {
  kind: 'credit-note';
  refund: Refund;
}

/**
 * Receipts of paid appointments and credit notes of refunds. Each kind is numbered 1, 2, 3, ...
 * in the order they were issued, with no gap and no number twice, across every API process: a
 * number is taken only by a write that succeeds. An appointment has at most one of each kind, and
 * asking again answers the one it has. Nothing is ever deleted.
 */
export interface ReceiptRepository {
  /**
   * The appointment's receipt, or a new one with the next number when it is paid
   * (`payment`); null, writing nothing, when it is unknown or not paid.
   */
  issueReceipt(appointmentId: string, issuedAt: Date): Promise<ReceiptRecord | null>;
  /**
   * The appointment's credit note (with the refund it was first issued for), or a new one with
   * the next number when the appointment has a receipt; null, writing nothing, otherwise.
   */
  issueCreditNote(
    appointmentId: string,
    refund: Refund,
    issuedAt: Date,
  ): Promise<CreditNoteRecord | null>;
  findReceipt(appointmentId: string): Promise<ReceiptRecord | null>;
  findCreditNote(appointmentId: string): Promise<CreditNoteRecord | null>;
}

/**
 * Scheduled work that must run once across every API process and restart (docs/decisions.md,
 * Schedule): a job is claimed in the store with a lease before it runs.
 */
export interface JobRepository {
  /**
   * Claims the job for a run, atomically: true only when its next run is due at `now` (a job never
   * seen is due) and no lease on it is still running; it then holds a lease until
   * `now + leaseMs`. Of any number of claims at once, across processes, one wins. A claimer that
   * dies without completing holds the job only until its lease ends.
   */
  claim(name: string, now: Date, leaseMs: number): Promise<boolean>;
  /** Records a finished run at `now`, sets the next one and ends the lease. */
  complete(name: string, now: Date, nextRunAt: Date): Promise<void>;
}

/**
 * Heartbeats (src/components/health/service.ts): the last time each named beat was recorded, by
 * any process. The readiness probe writes one to prove the store takes a write, and reads the
 * schedule's to see that some process's schedule still ticks.
 */
export interface HeartbeatRepository {
  /** Records `name` at `at`; a beat never moves back (another process's clock may lag). */
  beat(name: string, at: Date): Promise<void>;
  /** The latest beat of `name`, or null when none was ever recorded. */
  last(name: string): Promise<Date | null>;
}

/** What a store's dump holds (Store.dump): its engine and schema, and its records per table. */
export interface DumpSummary {
  engine: 'sqlite' | 'mongo';
  schemaVersion: number;
  /** Records per table (sqlite) or collection (mongo). */
  counts: Record<string, number>;
}

/**
 * The clinic's settings that staff change in the console rather than the environment, shared by
 * every API process: the social links of the site's footer.
 */
export interface SettingsRepository {
  /** The links as last saved (the service saves them in SOCIAL_NETWORKS' order); none: []. */
  socialLinks(): Promise<SocialLink[]>;
  /** Replaces the links, all at once, and answers those that were set before. */
  replaceSocialLinks(links: SocialLink[]): Promise<SocialLink[]>;
}

/**
 * A patient's intake before one appointment (packages/contracts/src/intake.ts). The answers and
 * the results are JSON sealed by the service under FIELD_SEAL_KEY: the store never sees them in
 * clear.
 */
export interface IntakeRecord {
  _id: string;
  userId: string;
  appointmentId: string;
  docId: string;
  kind: IntakeKind;
  status: IntakeStatus;
  answers: string;
  results: string;
  savedAt: Date;
  submittedAt: Date | null;
}

export type SealedIntake = Pick<IntakeRecord, 'answers' | 'results'>;

export type IntakeSave = Omit<IntakeRecord, '_id' | 'status' | 'submittedAt'> & {
  /** Finishes the intake: no later save changes it. */
  submit: boolean;
};

export interface IntakeRepository {
  /**
   * Keeps the appointment's intake, atomically: the first save creates it, a later one replaces
   * the answers of its draft, and one with `submit` finishes it. Null, changing nothing, when it
   * is finished already; an appointment never has two intakes, whatever saves run at once across
   * processes.
   */
  save(intake: IntakeSave): Promise<IntakeRecord | null>;
  findByAppointment(appointmentId: string): Promise<IntakeRecord | null>;
  /** The patient's intakes, the earliest saved first. */
  listByUser(userId: string): Promise<IntakeRecord[]>;
  /** Each of these appointments' intake status; one with no intake has no entry. */
  statusByAppointments(appointmentIds: string[]): Promise<Map<string, IntakeStatus>>;
  /** Every intake, for re-sealing under another key. */
  list(): Promise<IntakeRecord[]>;
  /** Replaces the sealed fields only while they are still `from`: false otherwise. */
  reseal(id: string, from: SealedIntake, to: SealedIntake): Promise<boolean>;
  /** Deletes the patient's intakes (erasure). */
  removeByUser(userId: string): Promise<void>;
}

/** Who called the patient back, when, and what came of it (`outcome` sealed by the service). */
export interface CallBack {
  operatorId: string;
  operatorName: string;
  at: Date;
  outcome: string;
}

/**
 * A patient at risk whom the clinic must call (docs/decisions.md, Intake): one per intake at
 * most, open until staff record the call-back.
 */
export interface SafetyAlertRecord {
  _id: string;
  intakeId: string;
  userId: string;
  appointmentId: string;
  raisedAt: Date;
  callBack: CallBack | null;
}

export interface SafetyAlertRepository {
  /**
   * Raises the intake's alert, once: the new alert for the one write that raised it, null when
   * the intake has one already (the store's uniqueness, so across every API process).
   */
  raise(alert: Omit<SafetyAlertRecord, '_id' | 'callBack'>): Promise<SafetyAlertRecord | null>;
  /** The open alerts, longest waiting first, then the `closedLimit` latest closed ones. */
  list(closedLimit: number): Promise<SafetyAlertRecord[]>;
  findById(id: string): Promise<SafetyAlertRecord | null>;
  /** Closes the open alert with its call-back, atomically: null when unknown or closed already. */
  recordCallBack(id: string, callBack: CallBack): Promise<SafetyAlertRecord | null>;
  /** The patient's alerts, oldest first. */
  listByUser(userId: string): Promise<SafetyAlertRecord[]>;
  /** Every alert with a call-back, for re-sealing its outcome under another key. */
  listClosed(): Promise<SafetyAlertRecord[]>;
  /** Replaces the outcome only while it is still `from`: false otherwise. */
  resealOutcome(id: string, from: string, to: string): Promise<boolean>;
  /** Deletes the patient's alerts (erasure). */
  removeByUser(userId: string): Promise<void>;
}

/**
 * A family member as the store keeps it (packages/contracts/src/family.ts): the medical fields
 * (MedicalFields) are sealed by the services like the holder's own.
 */
export type StoredFamilyMember = Omit<FamilyMember, 'bloodGroup'> & {
  bloodGroup: string;
  /** The account holder who books for them. */
  holderId: string;
};
export type FamilyMemberFields = Omit<StoredFamilyMember, '_id' | 'holderId'>;

export interface FamilyRepository {
  /**
   * Adds a member of `holderId`, held to `max` members per holder at write time: throws
   * StoreLimitError('familyMembers', max) and writes nothing when the holder has `max` already;
   * concurrent adds of one holder never pass it.
   */
  add(holderId: string, member: FamilyMemberFields, max: number): Promise<StoredFamilyMember>;
  /** The holder's members, the earliest added first. */
  listByHolder(holderId: string): Promise<StoredFamilyMember[]>;
  /** The member of any holder, or null. */
  findById(memberId: string): Promise<StoredFamilyMember | null>;
  /** Replaces the fields of the holder's member: null when the holder has no such member. */
  update(
    holderId: string,
    memberId: string,
    member: FamilyMemberFields,
  ): Promise<StoredFamilyMember | null>;
  /** Deletes the holder's member: false when the holder had no such member. */
  remove(holderId: string, memberId: string): Promise<boolean>;
  /** Deletes every member of the holder (the holder's erasure). */
  removeByHolder(holderId: string): Promise<void>;
  /** Every member's medical fields as stored, for re-sealing them under another key. */
  listMedicalFields(): Promise<(MedicalFields & { _id: string })[]>;
  /**
   * Replaces the member's medical fields with the same values sealed under another key, only
   * while they are still `from` (an edit at the same moment wins): false otherwise.
   */
  resealMedicalFields(memberId: string, from: MedicalFields, to: MedicalFields): Promise<boolean>;
}

/** A patient waiting for a time with one doctor (packages/contracts/src/waitlist.ts). */
export interface WaitlistEntryRecord {
  _id: string;
  userId: string;
  docId: string;
  wish: WaitlistWish;
  /** The last day waited for, D_M_YYYY. */
  until: string;
  createdAt: Date;
}

export type WaitlistOfferStatus = 'open' | 'claimed' | 'declined' | 'expired';

/**
 * A freed time offered to one waiting patient and held for them until `expiresAt`. At most one
 * offer of a time is open at once, across every API process; an ended one (declined or expired)
 * is passed on to the next waiting patient once (`passedOn`).
 */
export interface WaitlistOfferRecord {
  _id: string;
  entryId: string;
  userId: string;
  docId: string;
  slotDate: string;
  slotTime: string;
  offeredAt: Date;
  expiresAt: Date;
  status: WaitlistOfferStatus;
  passedOn: boolean;
}

export type NewWaitlistOffer = Pick<
  WaitlistOfferRecord,
  'entryId' | 'userId' | 'docId' | 'slotDate' | 'slotTime' | 'offeredAt' | 'expiresAt'
>;

export interface WaitlistRepository {
  /**
   * Adds the patient to the doctor's list: 'duplicate' when they are on it already (the store's
   * uniqueness), 'limit' when they are on `maxEntries` lists. Joins at once across processes
   * never take a patient past the cap (in mongo they may all give way).
   */
  join(
    entry: Omit<WaitlistEntryRecord, '_id'>,
    maxEntries: number,
  ): Promise<WaitlistEntryRecord | 'duplicate' | 'limit'>;
  findEntry(id: string): Promise<WaitlistEntryRecord | null>;
  /** The patient's entries, oldest first. */
  listByUser(userId: string): Promise<WaitlistEntryRecord[]>;
  /** The doctor's list, oldest entry first (the order offers go in). */
  listByDoctor(docId: string): Promise<WaitlistEntryRecord[]>;
  /** Takes the entry off the list (left, or its offer claimed): false when it was not there. */
  removeEntry(id: string): Promise<boolean>;
  /** Deletes the entries whose last day is before `today` (D_M_YYYY): their window has passed. */
  removeEndedBefore(today: string): Promise<void>;
  /** Deletes the patient's entries and offers (erasure). */
  removeByUser(userId: string): Promise<void>;
  /**
   * Offers the time, atomically: null, writing nothing, when an offer of the same time is open
   * (of concurrent offers of one time across processes, one is written), or the time is booked
   * by a live appointment or blocked at write time.
   */
  offer(offer: NewWaitlistOffer): Promise<WaitlistOfferRecord | null>;
  findOffer(id: string): Promise<WaitlistOfferRecord | null>;
  /** The users already offered this time (any status), so that nobody is offered it twice. */
  offeredUsers(docId: string, slotDate: string, slotTime: string): Promise<string[]>;
  /** The open offers of these patients (or of everyone), unexpired at `now`, earliest first. */
  listOpen(now: Date, userId?: string): Promise<WaitlistOfferRecord[]>;
  /**
   * Ends an open offer as `status`, atomically (a guarded update): the ended offer for the one
   * write that ended it, null when it was not open. 'claimed' ends only an unexpired offer at
   * `now`, 'expired' only an expired one; 'declined' either.
   */
  end(
    id: string,
    status: Exclude<WaitlistOfferStatus, 'open'>,
    now: Date,
  ): Promise<WaitlistOfferRecord | null>;
  /** Open offers whose hold ran out at `now`. */
  listExpired(now: Date): Promise<WaitlistOfferRecord[]>;
  /** Declined and expired offers not yet passed on to the next patient, oldest first. */
  listToPassOn(): Promise<WaitlistOfferRecord[]>;
  markPassedOn(id: string): Promise<void>;
}

export interface Store {
  readonly engine: 'sqlite' | 'mongo';
  /** The schema version the store is at after its migrations (docs/operations.md, Upgrades). */
  readonly schemaVersion: number;
  doctors: DoctorRepository;
  users: UserRepository;
  consents: ConsentRepository;
  operators: OperatorRepository;
  invitations: InvitationRepository;
  sessions: SessionRepository;
  otps: OtpRepository;
  limits: LimitRepository;
  appointments: AppointmentRepository;
  blogs: BlogRepository;
  messages: MessageRepository;
  audit: AuditRepository;
  dataRequests: DataRequestRepository;
  jobs: JobRepository;
  receipts: ReceiptRepository;
  reminders: ReminderRepository;
  heartbeats: HeartbeatRepository;
  settings: SettingsRepository;
  intakes: IntakeRepository;
  safetyAlerts: SafetyAlertRepository;
  family: FamilyRepository;
  waitlist: WaitlistRepository;
  /** True when no doctor exists yet: the first start seeds demo data. */
  isEmpty(): Promise<boolean>;
  /**
   * Claims once-ever work (the demo seed), atomically: true for the first claim of `name` across
   * every process and restart, false for every later one.
   */
  claimOnce(name: 'demo seed', now: Date): Promise<boolean>;
  /**
   * Writes a consistent copy of every record into the folder `into` (a new, empty one): sqlite's
   * online backup of the file, or one EJSON file per MongoDB collection (src/backups.ts).
   */
  dump(into: string): Promise<DumpSummary>;
  close(): Promise<void>;
}
