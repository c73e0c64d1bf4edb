/**
 * One mongoose model per aggregate, on the store's own connection. `_id`s are ObjectIds (24-hex
 * as strings outside this folder); refs between aggregates are ObjectIds too.
 */
import { Schema } from 'mongoose';
import type { Connection, Types } from 'mongoose';
import {
  ATTENDANCE,
  CONSENT_PURPOSES,
  GENDERS,
  INTAKE_KINDS,
  INTAKE_STATUSES,
  MEDIA_TYPES,
  BLOG_LANGUAGES,
  PAYMENT_PROOF_STATUSES,
  RECEIPT_KINDS,
  RELATIONS,
  REFUND_STATUSES,
  SPECIALITIES,
  STAFF_ROLES,
} from '@clinic/contracts';
import type {
  Attendance,
  Address,
  BlockedSlots,
  Blog,
  ConsentPurpose,
  PaymentProofStatus,
  ReceiptKind,
  Refund,
  Relation,
  Speciality,
  StaffRole,
} from '@clinic/contracts';
import type {
  FamilyMemberFields,
  IntakeRecord,
  SafetyAlertRecord,
  StoredUserData,
  WaitlistEntryRecord,
  WaitlistOfferRecord,
} from '../types.js';

// `required` means given, as sqlite's NOT NULL does: an empty string is a value the store keeps
// (an audited read has no target, a failed login with an unknown e-mail no actor), but mongoose's
// own check refuses it, in the client, before anything is sent. This is mongoose's documented
// switch (SchemaString.checkRequired); test/store/mongo-models.test.ts holds every model to it.
Schema.Types.String.checkRequired((value: unknown) => typeof value === 'string');

const options = { versionKey: false, minimize: false } as const;
const text = { type: String, default: '' };
const address = {
  line1: { type: String, default: '' },
  line2: { type: String, default: '' },
};

export interface DoctorDoc {
  _id: Types.ObjectId;
  name: string;
  image: string;
  speciality: Speciality;
  degree: string;
  /** Absent on a doctor written before registration numbers were kept: ''. */
  registrationNumber?: string;
  experience: number;
  about: string;
  fees: number;
  available: boolean;
  address: Address;
  slots_booked: Record<string, string[]>;
  blockedSlots: BlockedSlots[];
}

const doctorSchema = new Schema<DoctorDoc>(
  {
    name: { type: String, required: true },
    image: text,
    speciality: { type: String, enum: SPECIALITIES, required: true },
    degree: text,
    registrationNumber: text,
    experience: { type: Number, default: 0 },
    about: text,
    fees: { type: Number, required: true },
    available: { type: Boolean, default: true },
    address,
    // date key -> booked HH:MM times; written only by the conditional booking update
    slots_booked: { type: Schema.Types.Mixed, default: () => ({}) },
    blockedSlots: { type: [{ _id: false, date: String, times: [String] }], default: [] },
  },
  options,
);

export interface UserDoc extends Omit<StoredUserData, '_id'> {
  _id: Types.ObjectId;
  passwordHash: string;
  createdAt: Date;
}

const userSchema = new Schema<UserDoc>(
  {
    name: { type: String, required: true },
    fathername: text,
    mothername: text,
    email: { type: String, required: true, unique: true },
    phone: text,
    address,
    gender: { type: String, enum: ['', ...GENDERS], default: '' as const },
    dob: text,
    // Sealed, like allergy and medicalCondition (src/libraries/patient-fields.ts).
    bloodGroup: text,
    allergy: text,
    medicalCondition: text,
    image: text,
    passwordHash: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  options,
);

export interface OperatorDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  passwordHash: string;
  /** Missing on an account made before roles: that was the installation's one operator, its owner. */
  role?: StaffRole;
  doctorId?: string | null;
  disabled?: boolean;
  mustChangePassword?: boolean;
  totpSecret?: string | null;
  totpPendingSecret?: string | null;
  totpLastStep?: number;
  recoveryCodeHashes?: string[];
  /** Missing on an account written before login challenges were kept: 0. */
  securityStamp?: number;
  loginChallengeDigest?: string | null;
  loginChallengeExpiresAt?: Date | null;
  secondFactorLockedAt?: Date | null;
  createdAt?: Date;
  /** Set on the installation's first account only: its unique index lets one first account in. */
  firstAccount?: boolean;
}

const operatorSchema = new Schema<OperatorDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    role: { type: String, enum: STAFF_ROLES, default: 'owner' },
    doctorId: { type: String, default: null },
    disabled: { type: Boolean, default: false },
    mustChangePassword: { type: Boolean, default: false },
    totpSecret: { type: String, default: null },
    totpPendingSecret: { type: String, default: null },
    totpLastStep: { type: Number, default: 0 },
    recoveryCodeHashes: { type: [String], default: [] },
    securityStamp: { type: Number, default: 0 },
    loginChallengeDigest: { type: String, default: null },
    loginChallengeExpiresAt: { type: Date, default: null },
    secondFactorLockedAt: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
    firstAccount: { type: Boolean },
  },
  options,
);
operatorSchema.index(
  { firstAccount: 1 },
  { unique: true, partialFilterExpression: { firstAccount: true } },
);

export interface InvitationDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  role: StaffRole;
  doctorId: string | null;
  codeHash: string;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
}

const invitationSchema = new Schema<InvitationDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true, unique: true },
    role: { type: String, enum: STAFF_ROLES, required: true },
    doctorId: { type: String, default: null },
    codeHash: { type: String, required: true, unique: true },
    invitedBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  options,
);

export interface SessionDoc {
  _id: Types.ObjectId;
  subjectId: string;
  role: 'patient' | 'admin';
  expiresAt: Date;
  revoked: boolean;
}

const sessionSchema = new Schema<SessionDoc>(
  {
    subjectId: { type: String, required: true },
    role: { type: String, enum: ['patient', 'admin'], required: true },
    expiresAt: { type: Date, required: true },
    revoked: { type: Boolean, default: false },
  },
  options,
);
// Ending every session of a patient (password reset or change, log out everywhere).
sessionSchema.index({ subjectId: 1 });

export interface OtpDoc {
  _id: Types.ObjectId;
  email: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
  attempts: number;
}

const otpSchema = new Schema<OtpDoc>(
  {
    email: { type: String, required: true, unique: true },
    codeHash: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
  },
  options,
);

export interface ConsentDoc {
  _id: Types.ObjectId;
  userId: string;
  noticeVersion: string;
  purposes: ConsentPurpose[];
  givenAt: string;
}

const consentSchema = new Schema<ConsentDoc>(
  {
    userId: { type: String, required: true },
    noticeVersion: { type: String, required: true },
    purposes: { type: [{ type: String, enum: CONSENT_PURPOSES }], required: true },
    givenAt: { type: String, required: true },
  },
  options,
);
consentSchema.index({ userId: 1, _id: 1 });

export interface LimitDoc {
  /** The limit's key (an e-mail and an address, say). */
  _id: string;
  hits: number;
  expiresAt: Date;
}

const limitSchema = new Schema<LimitDoc>(
  {
    _id: { type: String, required: true },
    hits: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
  options,
);
// MongoDB's TTL monitor drops closed windows about a minute after they close; `hit` never reads
// a closed window's count, so the delay does not matter.
limitSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export interface JobDoc {
  /** The job's name (src/schedule.ts). */
  _id: string;
  nextRunAt: Date;
  leaseUntil: Date;
  lastRunAt?: Date;
}

/** The clinic's settings changed in the console: one document, `_id` 'clinic'. */
export interface SettingDoc {
  _id: string;
  socialLinks: { network: string; url: string }[];
}

const settingSchema = new Schema<SettingDoc>(
  {
    _id: { type: String, required: true },
    socialLinks: {
      type: [
        new Schema(
          { network: { type: String, required: true }, url: { type: String, required: true } },
          { _id: false },
        ),
      ],
      default: [],
    },
  },
  options,
);

const jobSchema = new Schema<JobDoc>(
  {
    _id: { type: String, required: true },
    nextRunAt: { type: Date, required: true },
    leaseUntil: { type: Date, required: true },
    lastRunAt: { type: Date },
  },
  options,
);

export interface HeartbeatDoc {
  /** The beat's name (src/components/health/service.ts). */
  _id: string;
  at: Date;
  /** How many beats there were: every beat changes the document, so each one is a real write. */
  beats: number;
}

const heartbeatSchema = new Schema<HeartbeatDoc>(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    beats: { type: Number, required: true },
  },
  options,
);

/**
 * A reminder claimed for sending (src/components/appointments/reminders.ts): the unique index on
 * {appointmentId, offsetHours, slotKey} keeps one document of each, across processes and restarts.
 * A claim holds it until `leaseUntil`; `sentAt` is set once its mail went. A document with no
 * `sentAt` whose lease has ended may be claimed again; one of an older build, whose claims had no
 * lease, lacks `leaseUntil` and is never claimed again, as it was then.
 */
export interface ReminderDoc {
  _id: Types.ObjectId;
  appointmentId: string;
  offsetHours: number;
  slotKey: string;
  /** The visit's start, by which the schedule purges the claim. */
  startsAt: Date;
  claimedAt: Date;
  leaseUntil?: Date;
  sentAt?: Date | null;
}

const reminderSchema = new Schema<ReminderDoc>(
  {
    appointmentId: { type: String, required: true },
    offsetHours: { type: Number, required: true },
    slotKey: { type: String, required: true },
    startsAt: { type: Date, required: true },
    claimedAt: { type: Date, required: true },
    leaseUntil: { type: Date },
    sentAt: { type: Date, default: null },
  },
  options,
);
reminderSchema.index(
  { appointmentId: 1, offsetHours: 1, slotKey: 1 },
  { unique: true, name: 'one_reminder' },
);
reminderSchema.index({ startsAt: 1 });

export interface AppointmentDoc {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  docId: Types.ObjectId;
  slotDate: string;
  slotTime: string;
  /** slotDate as YYYYMMDD, so that date ranges compare and sort. */
  slotDay: number;
  docData: { name: string; image: string; speciality: Speciality; address: Address };
  userData: { name: string; email: string; phone: string };
  amount: number;
  date: Date;
  cancelled: boolean;
  payment: boolean;
  isCompleted: boolean;
  paymentProof: {
    status: PaymentProofStatus;
    name?: string;
    transactionId?: string;
    submittedAt?: string;
    note?: string;
  };
  /** The upper-cased transaction ID of the current proof (every ID ever sent: TransactionIdDoc). */
  proofTxn?: string;
  proofDecidedAt?: Date;
  refund?: { status: Refund['status']; upiReference?: string; refundedOn?: string };
  /** The family member the visit is for (packages/contracts/src/family.ts); absent: the holder. */
  patient?: { memberId?: string; name: string; relation: Relation; dob: string };
  /** The series the appointment is a session of; absent for a single booking. */
  seriesId?: Types.ObjectId;
  /** Whether the patient came, marked by staff after the visit's end; absent until then. */
  attendance?: Attendance;
}

const appointmentSchema = new Schema<AppointmentDoc>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    docId: { type: Schema.Types.ObjectId, required: true },
    slotDate: { type: String, required: true },
    slotTime: { type: String, required: true },
    slotDay: { type: Number, required: true },
    docData: {
      name: String,
      image: String,
      speciality: { type: String, enum: SPECIALITIES },
      address,
    },
    userData: { name: String, email: String, phone: String },
    amount: { type: Number, required: true },
    date: { type: Date, required: true },
    cancelled: { type: Boolean, default: false },
    payment: { type: Boolean, default: false },
    isCompleted: { type: Boolean, default: false },
    paymentProof: {
      status: { type: String, enum: PAYMENT_PROOF_STATUSES, default: 'none' },
      name: String,
      transactionId: String,
      submittedAt: String,
      note: String,
    },
    proofTxn: String,
    proofDecidedAt: Date,
    refund: {
      type: new Schema(
        {
          status: { type: String, enum: REFUND_STATUSES },
          upiReference: String,
          refundedOn: String,
        },
        { _id: false },
      ),
      default: undefined,
    },
    patient: {
      type: new Schema(
        {
          memberId: String,
          name: { type: String, required: true },
          relation: { type: String, enum: RELATIONS, required: true },
          dob: { type: String, required: true },
        },
        { _id: false },
      ),
      default: undefined,
    },
    seriesId: Schema.Types.ObjectId,
    attendance: { type: String, enum: ATTENDANCE },
  },
  options,
);
// One live appointment per slot; partial filters take equality, not $ne (docs/decisions.md).
appointmentSchema.index(
  { docId: 1, slotDate: 1, slotTime: 1 },
  { unique: true, partialFilterExpression: { cancelled: false }, name: 'live_slot' },
);
appointmentSchema.index(
  { proofTxn: 1 },
  { unique: true, partialFilterExpression: { proofTxn: { $type: 'string' } }, name: 'proof_txn' },
);
appointmentSchema.index({ userId: 1, _id: 1 });
appointmentSchema.index({ seriesId: 1, slotDay: 1, slotTime: 1 }, { sparse: true });
appointmentSchema.index({ slotDay: 1, slotTime: 1 });
appointmentSchema.index({ docId: 1, slotDay: 1, slotTime: 1 });
appointmentSchema.index({ 'paymentProof.status': 1, proofDecidedAt: 1 });
// The refunds still to make (sqlite's appointments_refund_due).
appointmentSchema.index(
  { slotDay: 1, slotTime: 1, _id: 1 },
  { name: 'refund_due', partialFilterExpression: { 'refund.status': 'due' } },
);
// The dashboard's missed-visit counts per doctor and month: the marked ones only (sqlite's
// appointments_attendance).
appointmentSchema.index(
  { slotDay: 1, docId: 1, attendance: 1, cancelled: 1 },
  { name: 'attendance', partialFilterExpression: { attendance: { $type: 'string' } } },
);
// The operator's status filters: cancelled or not, then the list's order, with payment and proof
// state at hand, so that each filter's page and count come from the index (sqlite's
// appointments_state_day).
appointmentSchema.index({
  cancelled: 1,
  slotDay: 1,
  slotTime: 1,
  _id: 1,
  payment: 1,
  'paymentProof.status': 1,
});

/**
 * One patient's unpaid bookings (`_id` is the patient's id), as holds written before each
 * appointment and pulled when it is cancelled or paid: the conditional update that adds one is
 * how mongo keeps the booking cap without transactions (MongoAppointments.book).
 */
export interface UnpaidHoldsDoc {
  _id: Types.ObjectId;
  holds: { appointmentId: Types.ObjectId; slotDay: number }[];
}

const unpaidHoldsSchema = new Schema<UnpaidHoldsDoc>(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    holds: {
      type: [{ _id: false, appointmentId: Schema.Types.ObjectId, slotDay: Number }],
      default: [],
    },
  },
  options,
);

/**
 * Every transaction ID ever sent (`_id`: upper-cased, rules.ts transactionKey) with the
 * appointment it was sent for, never deleted: the unique `_id` keeps an ID with that one
 * appointment even after its proof was rejected and replaced (MongoAppointments.submitProof).
 */
export interface TransactionIdDoc {
  _id: string;
  appointmentId: Types.ObjectId;
}

const transactionIdSchema = new Schema<TransactionIdDoc>(
  {
    _id: { type: String, required: true },
    appointmentId: { type: Schema.Types.ObjectId, required: true },
  },
  options,
);

/**
 * A receipt or a credit note (docs/decisions.md, Receipts). The unique (kind, number) index lets
 * one insert take each number; the unique (kind, appointmentId) one keeps one of each kind per
 * appointment (MongoReceipts.issue). Never deleted, so no number is given twice.
 */
export interface ReceiptDoc {
  _id: Types.ObjectId;
  kind: ReceiptKind;
  number: number;
  appointmentId: Types.ObjectId;
  issuedAt: Date;
  /** A receipt: when the payment was approved. */
  approvedAt?: Date;
  /** A credit note: the refund. */
  refund?: { upiReference: string; refundedOn: Date; amount: number };
}

const receiptSchema = new Schema<ReceiptDoc>(
  {
    kind: { type: String, enum: RECEIPT_KINDS, required: true },
    number: { type: Number, required: true },
    appointmentId: { type: Schema.Types.ObjectId, required: true },
    issuedAt: { type: Date, required: true },
    approvedAt: Date,
    refund: {
      type: new Schema(
        { upiReference: String, refundedOn: Date, amount: Number },
        { _id: false, versionKey: false },
      ),
      default: undefined,
    },
  },
  options,
);
receiptSchema.index({ kind: 1, number: 1 }, { unique: true });
receiptSchema.index({ kind: 1, appointmentId: 1 }, { unique: true });

export interface BlogDoc extends Omit<Blog, '_id' | 'createdAt' | 'likeCount'> {
  _id: Types.ObjectId;
  createdAt: Date;
}

const blogSchema = new Schema<BlogDoc>(
  {
    title: { type: String, required: true },
    content: { type: String, required: true },
    author: { type: String, required: true },
    mediaUrl: text,
    mediaType: { type: String, enum: MEDIA_TYPES, default: 'image' },
    language: { type: String, enum: BLOG_LANGUAGES, default: 'en' },
    createdAt: { type: Date, required: true },
    likes: { type: [String], default: [] },
  },
  options,
);
blogSchema.index({ createdAt: -1, _id: -1 });

export interface MessageDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  subject: string;
  phone: string;
  message: string;
  createdAt: Date;
  read: boolean;
  /** The signed-in sender's account; null or absent (older messages) when sent without one. */
  userId?: string | null;
}

const messageSchema = new Schema<MessageDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    subject: { type: String, required: true },
    phone: { type: String, required: true },
    message: { type: String, required: true },
    createdAt: { type: Date, required: true },
    read: { type: Boolean, default: false },
    userId: { type: String, default: null },
  },
  options,
);
messageSchema.index({ createdAt: -1, _id: -1 });
messageSchema.index({ userId: 1 });

export interface AuditDoc {
  _id: Types.ObjectId;
  actorId: string;
  actorEmail: string;
  /** Absent on entries written before roles were recorded. */
  actorRole?: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  /** Absent on entries written before patients were named. */
  patientIds?: string[];
  at: Date;
}

const auditSchema = new Schema<AuditDoc>(
  {
    actorId: { type: String, required: true },
    actorEmail: { type: String, required: true },
    actorRole: { type: String, default: '' },
    action: { type: String, required: true },
    targetType: { type: String, required: true },
    targetId: { type: String, required: true },
    // No state is null, as sqlite keeps it (toJson in ../sqlite/database.ts).
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
    patientIds: { type: [String], default: [] },
    at: { type: Date, required: true },
  },
  options,
);
auditSchema.index({ at: -1, _id: -1 });
// The audit filters (store/types.ts, AuditFilter); patientIds is a multikey index.
auditSchema.index({ actorId: 1, at: -1, _id: -1 });
auditSchema.index({ actorEmail: 1, at: -1, _id: -1 });
auditSchema.index({ action: 1, at: -1, _id: -1 });
auditSchema.index({ patientIds: 1, at: -1, _id: -1 });

/** A patient's export or erasure request (docs/decisions.md, Patients' rights). */
export interface DataRequestDoc {
  _id: Types.ObjectId;
  kind: 'export' | 'erasure';
  patientId: string;
  at: Date;
}

const dataRequestSchema = new Schema<DataRequestDoc>(
  {
    kind: { type: String, enum: ['export', 'erasure'], required: true },
    patientId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  options,
);
dataRequestSchema.index({ at: -1, _id: -1 });
dataRequestSchema.index({ patientId: 1, at: -1 });

/** The intake as stored (store/types.ts), under MongoDB's own id; answers and results sealed. */
export type IntakeDoc = Omit<IntakeRecord, '_id'> & { _id: Types.ObjectId };

const intakeSchema = new Schema<IntakeDoc>(
  {
    userId: { type: String, required: true },
    // One intake per appointment, whatever saves run at once across processes.
    appointmentId: { type: String, required: true, unique: true },
    docId: { type: String, required: true },
    kind: { type: String, enum: INTAKE_KINDS, required: true },
    status: { type: String, enum: INTAKE_STATUSES, required: true },
    answers: { type: String, required: true },
    results: { type: String, required: true },
    savedAt: { type: Date, required: true },
    submittedAt: { type: Date, default: null },
  },
  options,
);
intakeSchema.index({ userId: 1, _id: 1 });

/** The alert as stored (store/types.ts), under MongoDB's own id; the outcome sealed. */
export type SafetyAlertDoc = Omit<SafetyAlertRecord, '_id'> & { _id: Types.ObjectId };

const safetyAlertSchema = new Schema<SafetyAlertDoc>(
  {
    // One alert per intake, across every API process.
    intakeId: { type: String, required: true, unique: true },
    userId: { type: String, required: true },
    appointmentId: { type: String, required: true },
    raisedAt: { type: Date, required: true },
    callBack: {
      type: new Schema(
        {
          operatorId: { type: String, required: true },
          operatorName: { type: String, required: true },
          at: { type: Date, required: true },
          outcome: { type: String, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
  },
  options,
);
safetyAlertSchema.index({ userId: 1, _id: 1 });
safetyAlertSchema.index({ callBack: 1, raisedAt: 1 });

/**
 * One account holder's family members (`_id` is the holder's id), in one document so that the
 * conditional update that adds one holds the cap on members without a transaction
 * (MongoFamily.add). The medical fields are sealed like the holder's own.
 */
export interface FamilyDoc {
  _id: string;
  members: (FamilyMemberFields & { _id: Types.ObjectId })[];
}

const familyMemberSchema = new Schema(
  {
    name: { type: String, required: true },
    dob: { type: String, required: true },
    relation: { type: String, enum: RELATIONS, required: true },
    gender: { type: String, enum: GENDERS, required: true },
    bloodGroup: text,
    allergy: text,
    medicalCondition: text,
  },
  { versionKey: false },
);

const familySchema = new Schema<FamilyDoc>(
  {
    _id: { type: String, required: true },
    members: { type: [familyMemberSchema], default: [] },
  },
  options,
);
familySchema.index({ 'members._id': 1 });
/** A waiting-list entry as stored (store/types.ts); `untilDay` is `until` as YYYYMMDD. */
export type WaitlistEntryDoc = Omit<WaitlistEntryRecord, '_id'> & {
  _id: Types.ObjectId;
  untilDay: number;
};

const waitlistEntrySchema = new Schema<WaitlistEntryDoc>(
  {
    userId: { type: String, required: true },
    docId: { type: String, required: true },
    wish: {
      type: new Schema(
        {
          kind: { type: String, enum: ['any', 'preferred'], required: true },
          weekdays: { type: [Number], default: undefined },
          halfDays: { type: [String], default: undefined },
        },
        { _id: false },
      ),
      required: true,
    },
    until: { type: String, required: true },
    untilDay: { type: Number, required: true },
    createdAt: { type: Date, required: true },
  },
  options,
);
// One entry per patient and doctor, across every API process.
waitlistEntrySchema.index({ userId: 1, docId: 1 }, { unique: true });
waitlistEntrySchema.index({ docId: 1, createdAt: 1, _id: 1 });
waitlistEntrySchema.index({ untilDay: 1 });

/**
 * A freed time offered to a waiting patient (store/types.ts). `openSlot` is the time
 * ('docId slotDate slotTime') while the offer is open and 'ended <_id>' after: its unique index
 * lets one offer of a time be open at once.
 */
export type WaitlistOfferDoc = Omit<WaitlistOfferRecord, '_id'> & {
  _id: Types.ObjectId;
  openSlot: string;
};

const waitlistOfferSchema = new Schema<WaitlistOfferDoc>(
  {
    entryId: { type: String, required: true },
    userId: { type: String, required: true },
    docId: { type: String, required: true },
    slotDate: { type: String, required: true },
    slotTime: { type: String, required: true },
    offeredAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    status: {
      type: String,
      enum: ['open', 'claimed', 'declined', 'expired'],
      default: 'open',
    },
    passedOn: { type: Boolean, default: false },
    // At most one open offer of a time, across every API process.
    openSlot: { type: String, required: true, unique: true },
  },
  options,
);
waitlistOfferSchema.index({ docId: 1, slotDate: 1, slotTime: 1, userId: 1 });
waitlistOfferSchema.index({ status: 1, expiresAt: 1 });
waitlistOfferSchema.index({ userId: 1, _id: 1 });

export function createModels(connection: Connection) {
  return {
    Doctor: connection.model('Doctor', doctorSchema, 'doctors'),
    User: connection.model('User', userSchema, 'users'),
    Operator: connection.model('Operator', operatorSchema, 'operators'),
    Invitation: connection.model('Invitation', invitationSchema, 'invitations'),
    Session: connection.model('Session', sessionSchema, 'sessions'),
    Otp: connection.model('Otp', otpSchema, 'otps'),
    Limit: connection.model('Limit', limitSchema, 'limits'),
    Job: connection.model('Job', jobSchema, 'jobs'),
    Heartbeat: connection.model('Heartbeat', heartbeatSchema, 'heartbeats'),
    Setting: connection.model('Setting', settingSchema, 'settings'),
    Reminder: connection.model('Reminder', reminderSchema, 'reminders'),
    Consent: connection.model('Consent', consentSchema, 'consents'),
    Appointment: connection.model('Appointment', appointmentSchema, 'appointments'),
    UnpaidHolds: connection.model('UnpaidHolds', unpaidHoldsSchema, 'unpaid_holds'),
    TransactionId: connection.model('TransactionId', transactionIdSchema, 'transaction_ids'),
    Blog: connection.model('Blog', blogSchema, 'blogs'),
    Message: connection.model('Message', messageSchema, 'messages'),
    Audit: connection.model('Audit', auditSchema, 'audit'),
    DataRequest: connection.model('DataRequest', dataRequestSchema, 'data_requests'),
    Receipt: connection.model('Receipt', receiptSchema, 'receipts'),
    Intake: connection.model('Intake', intakeSchema, 'intakes'),
    SafetyAlert: connection.model('SafetyAlert', safetyAlertSchema, 'safety_alerts'),
    Family: connection.model('Family', familySchema, 'family_members'),
    WaitlistEntry: connection.model('WaitlistEntry', waitlistEntrySchema, 'waitlist_entries'),
    WaitlistOffer: connection.model('WaitlistOffer', waitlistOfferSchema, 'waitlist_offers'),
  };
}

export type Models = ReturnType<typeof createModels>;
