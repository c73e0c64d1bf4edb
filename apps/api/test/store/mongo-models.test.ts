/**
 * Every mongoose model against the records the store accepts, with no server: mongoose validates
 * a document in the client before it sends it (`validate()`), so a model that refuses what the
 * sqlite engine keeps fails here the same as it would on any MongoDB. Each model has a full
 * record, a blank one (every string empty, every number 0, every flag false, every list empty,
 * wherever the type allows) and a minimal one (every field its document type marks optional left
 * out). The records are the store's own values (src/store/types.ts and the contracts' types),
 * turned into documents the way the engine stores them: ids as ObjectIds, times as Dates.
 */
import type { DataRequest, Doctor } from '@clinic/contracts';
import mongoose, { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../src/store/rules.js';
import type {
  AppointmentRecord,
  AuditEntry,
  ContactMessage,
  CreditNoteRecord,
  IntakeRecord,
  InvitationRecord,
  OperatorRecord,
  OtpRecord,
  ReceiptRecord,
  ReminderKey,
  SafetyAlertRecord,
  SessionRecord,
  StoredBlog,
  UserRecord,
} from '../../src/store/types.js';
import { createModels } from '../../src/store/mongo/models.js';
import type {
  AppointmentDoc,
  AuditDoc,
  BlogDoc,
  ConsentDoc,
  DataRequestDoc,
  DoctorDoc,
  FamilyDoc,
  HeartbeatDoc,
  IntakeDoc,
  InvitationDoc,
  JobDoc,
  SettingDoc,
  LimitDoc,
  MessageDoc,
  Models,
  OperatorDoc,
  OtpDoc,
  ReceiptDoc,
  ReminderDoc,
  SafetyAlertDoc,
  SessionDoc,
  TransactionIdDoc,
  UnpaidHoldsDoc,
  UserDoc,
  WaitlistEntryDoc,
  WaitlistOfferDoc,
} from '../../src/store/mongo/models.js';

const ID = '65f0a1b2c3d4e5f6a7b8c9d0';
const OTHER_ID = '65f0a1b2c3d4e5f6a7b8c9d1';
const AT = new Date('2026-03-02T03:30:00Z');
const LATER = new Date('2026-03-02T04:30:00Z');
const objectId = (hex: string) => new Types.ObjectId(hex);

/** The keys of T that T may leave out. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/**
 * The record without the fields its type marks optional. `optional` names every one of them (it
 * does not compile otherwise), so a field added as optional later is left out here too.
 */
function withoutOptionals<T extends object>(
  record: T,
  optional: { [K in OptionalKeys<T>]: true },
): Omit<T, OptionalKeys<T>> {
  const kept = Object.entries(record).filter(([key]) => !Object.hasOwn(optional, key));
  return Object.fromEntries(kept) as Omit<T, OptionalKeys<T>>;
}

const doctorDoc = (doctor: Doctor): DoctorDoc => ({ ...doctor, _id: objectId(doctor._id) });

const userDoc = (user: UserRecord): UserDoc => ({
  ...user,
  _id: objectId(user._id),
  createdAt: new Date(user.createdAt),
});

/** An operator as MongoOperators stores it: the login challenge in two fields. */
const operatorDoc = ({ loginChallenge, ...operator }: OperatorRecord): OperatorDoc => ({
  ...operator,
  _id: objectId(operator._id),
  loginChallengeDigest: loginChallenge?.digest ?? null,
  loginChallengeExpiresAt: loginChallenge?.expiresAt ?? null,
});

const invitationDoc = (invitation: InvitationRecord): InvitationDoc => ({
  ...invitation,
  _id: objectId(invitation._id),
});

const sessionDoc = (session: SessionRecord): SessionDoc => ({
  ...session,
  _id: objectId(session._id),
});

const otpDoc = (otp: OtpRecord): OtpDoc => ({ ...otp, _id: objectId(ID) });

const reminderDoc = (
  reminder: ReminderKey & Pick<ReminderDoc, 'startsAt' | 'claimedAt' | 'leaseUntil' | 'sentAt'>,
): ReminderDoc => ({ ...reminder, _id: objectId(ID) });

/** An appointment as MongoAppointments stores it: `slotData` is derived and not kept. */
function appointmentDoc(
  { slotData: _derived, consents: _readApart, seriesId, ...appointment }: AppointmentRecord,
  proof: Pick<AppointmentDoc, 'proofTxn' | 'proofDecidedAt'>,
): AppointmentDoc {
  return {
    ...appointment,
    ...proof,
    ...(seriesId !== undefined && { seriesId: objectId(seriesId) }),
    _id: objectId(appointment._id),
    userId: objectId(appointment.userId),
    docId: objectId(appointment.docId),
    slotDay: dayNumber(appointment.slotDate),
    date: new Date(appointment.date),
  };
}

const receiptDoc = (receipt: ReceiptRecord | CreditNoteRecord): ReceiptDoc => ({
  ...receipt,
  _id: objectId(ID),
  appointmentId: objectId(receipt.appointmentId),
});

const blogDoc = (blog: StoredBlog): BlogDoc => ({
  ...blog,
  _id: objectId(blog._id),
  createdAt: new Date(blog.createdAt),
});

const messageDoc = (message: ContactMessage): MessageDoc => ({
  ...message,
  _id: objectId(message._id),
  createdAt: new Date(message.createdAt),
});

const auditDoc = (entry: AuditEntry): AuditDoc => ({
  ...entry,
  _id: objectId(entry._id),
  at: new Date(entry.at),
});

const dataRequestDoc = (request: DataRequest): DataRequestDoc => ({
  ...request,
  _id: objectId(request._id),
  at: new Date(request.at),
});

const doctor: Doctor = {
  _id: ID,
  name: 'Dr. Asha Rao',
  image: '/uploads/doctors/asha.webp',
  speciality: 'Psychiatrist',
  degree: 'MBBS, MD (Psychiatry)',
  registrationNumber: 'KMC 45678',
  experience: 12,
  about: 'Treats mood and anxiety disorders.',
  fees: 800,
  available: true,
  address: { line1: '12 MG Road', line2: 'Bengaluru' },
  slots_booked: { '6_3_2026': ['10:00'] },
  blockedSlots: [{ date: '6_3_2026', times: ['12:00'] }],
};
const blankDoctor: Doctor = {
  _id: ID,
  name: '',
  image: '',
  speciality: 'Psychiatrist',
  degree: '',
  registrationNumber: '',
  experience: 0,
  about: '',
  fees: 0,
  available: false,
  address: { line1: '', line2: '' },
  slots_booked: {},
  blockedSlots: [],
};

const user: UserRecord = {
  _id: ID,
  name: 'Priya Sharma',
  fathername: 'Raj Sharma',
  mothername: 'Meena Sharma',
  email: 'priya@example.in',
  phone: '9876543210',
  address: { line1: '4 Park Street', line2: 'Kolkata' },
  gender: 'Female',
  dob: '1990-04-12',
  bloodGroup: 'O+',
  allergy: 'Penicillin',
  medicalCondition: 'Asthma',
  image: '/uploads/avatars/priya.webp',
  passwordHash: '$2b$12$hash',
  createdAt: AT.toISOString(),
};
const blankUser: UserRecord = {
  _id: ID,
  name: '',
  fathername: '',
  mothername: '',
  email: '',
  phone: '',
  address: { line1: '', line2: '' },
  gender: '',
  dob: '',
  bloodGroup: '',
  allergy: '',
  medicalCondition: '',
  image: '',
  passwordHash: '',
  createdAt: AT.toISOString(),
};

const operator: OperatorRecord = {
  _id: ID,
  name: 'Dr. Asha Rao',
  email: 'asha@clinic.in',
  passwordHash: '$2b$12$hash',
  role: 'doctor',
  doctorId: OTHER_ID,
  disabled: true,
  mustChangePassword: true,
  totpSecret: 'sealed',
  totpPendingSecret: 'sealed-offer',
  totpLastStep: 59_000_000,
  recoveryCodeHashes: ['digest-1', 'digest-2'],
  securityStamp: 3,
  loginChallenge: { digest: 'challenge-digest', expiresAt: AT },
  secondFactorLockedAt: AT,
  createdAt: AT,
};
const blankOperator: OperatorRecord = {
  _id: ID,
  name: '',
  email: '',
  passwordHash: '',
  role: 'owner',
  doctorId: '',
  disabled: false,
  mustChangePassword: false,
  totpSecret: '',
  totpPendingSecret: '',
  totpLastStep: 0,
  recoveryCodeHashes: [],
  securityStamp: 0,
  loginChallenge: null,
  secondFactorLockedAt: null,
  createdAt: AT,
};

const invitation: InvitationRecord = {
  _id: ID,
  name: 'Ravi Kumar',
  email: 'ravi@clinic.in',
  role: 'doctor',
  doctorId: OTHER_ID,
  codeHash: 'sha256-of-code',
  invitedBy: OTHER_ID,
  createdAt: AT,
  expiresAt: LATER,
};
const blankInvitation: InvitationRecord = {
  ...invitation,
  name: '',
  email: '',
  role: 'front-desk',
  doctorId: null,
  codeHash: '',
  invitedBy: '',
};

const session: SessionRecord = {
  _id: ID,
  subjectId: OTHER_ID,
  role: 'admin',
  expiresAt: LATER,
  revoked: true,
};

const otp: OtpRecord = {
  email: 'priya@example.in',
  codeHash: 'sha256-of-code',
  createdAt: AT,
  expiresAt: LATER,
  attempts: 3,
};

const appointment: AppointmentRecord = {
  _id: ID,
  userId: OTHER_ID,
  docId: OTHER_ID,
  slotDate: '6_3_2026',
  slotTime: '10:00',
  slotData: '6_3_2026 10:00 am',
  docData: {
    name: doctor.name,
    image: doctor.image,
    speciality: doctor.speciality,
    address: doctor.address,
  },
  userData: { name: user.name, email: user.email, phone: user.phone },
  amount: 800,
  date: AT.toISOString(),
  cancelled: true,
  payment: true,
  isCompleted: true,
  paymentProof: {
    status: 'approved',
    name: 'Priya Sharma',
    transactionId: 'UPI-123',
    submittedAt: AT.toISOString(),
    note: 'Matched the statement',
  },
  refund: { status: 'refunded', upiReference: 'UPI-R-9', refundedOn: '2026-03-07' },
  patient: { memberId: OTHER_ID, name: 'Riya Sharma', relation: 'child', dob: '2015-06-10' },
  seriesId: OTHER_ID,
  attendance: 'missed',
};
const blankAppointment: AppointmentRecord = {
  ...appointment,
  docData: {
    name: '',
    image: '',
    speciality: 'Psychiatrist',
    address: { line1: '', line2: '' },
  },
  userData: { name: '', email: '', phone: '' },
  amount: 0,
  cancelled: false,
  payment: false,
  isCompleted: false,
  paymentProof: { status: 'rejected', name: '', transactionId: '', submittedAt: '', note: '' },
  refund: { status: 'refunded', upiReference: '', refundedOn: '' },
  patient: { name: '', relation: 'other', dob: '' },
};
/** As booked: no proof sent and no refund owed. */
const bookedAppointment: AppointmentRecord = {
  ...blankAppointment,
  paymentProof: { status: 'none' },
  refund: undefined,
};

const receipt: ReceiptRecord = {
  kind: 'receipt',
  number: 7,
  appointmentId: OTHER_ID,
  issuedAt: LATER,
  approvedAt: AT,
};
const creditNote: CreditNoteRecord = {
  kind: 'credit-note',
  number: 0,
  appointmentId: OTHER_ID,
  issuedAt: LATER,
  refund: { upiReference: '', refundedOn: AT, amount: 0 },
};

const blog: StoredBlog = {
  _id: ID,
  title: 'Sleep and mood',
  content: 'How sleep shapes the way we feel.',
  author: 'Dr. Asha Rao',
  createdAt: AT.toISOString(),
  mediaUrl: '/uploads/blogs/sleep.webp',
  mediaType: 'video',
  language: 'hi',
  likes: [OTHER_ID],
};
const blankBlog: StoredBlog = {
  ...blog,
  title: '',
  content: '',
  author: '',
  mediaUrl: '',
  mediaType: 'image',
  language: 'en',
  likes: [],
};

const message: ContactMessage = {
  _id: ID,
  name: 'Priya Sharma',
  email: 'priya@example.in',
  subject: 'Parking',
  phone: '9876543210',
  message: 'Is there parking near the clinic?',
  createdAt: AT.toISOString(),
  read: true,
  userId: OTHER_ID,
};
const blankMessage: ContactMessage = {
  ...message,
  userId: null,
  name: '',
  email: '',
  subject: '',
  phone: '',
  message: '',
  read: false,
};

const auditEntry: AuditEntry = {
  _id: ID,
  actorId: OTHER_ID,
  actorEmail: 'asha@clinic.in',
  actorRole: 'owner',
  action: 'proof.approve',
  targetType: 'appointment',
  targetId: OTHER_ID,
  before: { proof: { status: 'pending' } },
  after: { proof: { status: 'approved' } },
  patientIds: [OTHER_ID],
  at: AT.toISOString(),
};
/** What an audited read, a failed login with an unknown e-mail and an erasure's refund write. */
const blankAuditEntry: AuditEntry = {
  ...auditEntry,
  actorId: '',
  actorEmail: '',
  actorRole: '',
  action: '',
  targetType: '',
  targetId: '',
  before: null,
  after: null,
  patientIds: [],
};

const dataRequest: DataRequest = {
  _id: ID,
  kind: 'erasure',
  patientId: OTHER_ID,
  at: AT.toISOString(),
};

const intake: IntakeRecord = {
  _id: ID,
  userId: OTHER_ID,
  appointmentId: OTHER_ID,
  docId: OTHER_ID,
  kind: 'first',
  status: 'submitted',
  answers: 's1.sealed-answers',
  results: 's1.sealed-results',
  savedAt: AT,
  submittedAt: LATER,
};
const intakeDoc = ({ _id, ...record }: IntakeRecord): IntakeDoc => ({
  _id: objectId(_id),
  ...record,
});

const safetyAlert: SafetyAlertRecord = {
  _id: ID,
  intakeId: OTHER_ID,
  userId: OTHER_ID,
  appointmentId: OTHER_ID,
  raisedAt: AT,
  callBack: { operatorId: OTHER_ID, operatorName: 'Front desk', at: LATER, outcome: 's1.x' },
};
const safetyAlertDoc = ({ _id, ...record }: SafetyAlertRecord): SafetyAlertDoc => ({
  _id: objectId(_id),
  ...record,
});

const waitlistEntryDoc: WaitlistEntryDoc = {
  _id: objectId(ID),
  userId: OTHER_ID,
  docId: OTHER_ID,
  wish: { kind: 'preferred', weekdays: [1, 3], halfDays: ['morning'] },
  until: '16_3_2026',
  untilDay: 20260316,
  createdAt: AT,
};

const waitlistOfferDoc: WaitlistOfferDoc = {
  _id: objectId(ID),
  entryId: OTHER_ID,
  userId: OTHER_ID,
  docId: OTHER_ID,
  slotDate: '6_3_2026',
  slotTime: '10:30',
  offeredAt: AT,
  expiresAt: LATER,
  status: 'declined',
  passedOn: true,
  openSlot: `ended ${ID}`,
};

type Records = { full: object; blank: object; minimal: object };

/** Every model's records, by the name createModels gives the model. */
const RECORDS: { [Name in keyof Models]: Records } = {
  Doctor: {
    full: doctorDoc(doctor),
    blank: doctorDoc(blankDoctor),
    minimal: withoutOptionals(doctorDoc(blankDoctor), { registrationNumber: true }),
  },
  User: { full: userDoc(user), blank: userDoc(blankUser), minimal: userDoc(blankUser) },
  Operator: {
    full: { ...operatorDoc(operator), firstAccount: true },
    blank: { ...operatorDoc(blankOperator), firstAccount: false },
    minimal: withoutOptionals(operatorDoc(blankOperator), {
      role: true,
      doctorId: true,
      disabled: true,
      mustChangePassword: true,
      totpSecret: true,
      totpPendingSecret: true,
      totpLastStep: true,
      recoveryCodeHashes: true,
      securityStamp: true,
      secondFactorLockedAt: true,
      loginChallengeDigest: true,
      loginChallengeExpiresAt: true,
      createdAt: true,
      firstAccount: true,
    }),
  },
  Invitation: {
    full: invitationDoc(invitation),
    blank: invitationDoc(blankInvitation),
    minimal: invitationDoc(blankInvitation),
  },
  Session: {
    full: sessionDoc(session),
    blank: sessionDoc({ ...session, subjectId: '', revoked: false }),
    minimal: sessionDoc({ ...session, subjectId: '', revoked: false }),
  },
  Otp: {
    full: otpDoc(otp),
    blank: otpDoc({ ...otp, email: '', codeHash: '', attempts: 0 }),
    minimal: otpDoc({ ...otp, email: '', codeHash: '', attempts: 0 }),
  },
  Limit: {
    full: { _id: 'login:priya@example.in', hits: 4, expiresAt: LATER } satisfies LimitDoc,
    blank: { _id: '', hits: 0, expiresAt: LATER } satisfies LimitDoc,
    minimal: { _id: '', hits: 0, expiresAt: LATER } satisfies LimitDoc,
  },
  Job: {
    full: { _id: 'purge', nextRunAt: LATER, leaseUntil: LATER, lastRunAt: AT } satisfies JobDoc,
    blank: { _id: '', nextRunAt: AT, leaseUntil: AT, lastRunAt: AT } satisfies JobDoc,
    minimal: withoutOptionals<JobDoc>(
      { _id: '', nextRunAt: AT, leaseUntil: AT, lastRunAt: AT },
      { lastRunAt: true },
    ),
  },
  Heartbeat: {
    full: { _id: 'schedule', at: AT, beats: 3 } satisfies HeartbeatDoc,
    blank: { _id: '', at: AT, beats: 0 } satisfies HeartbeatDoc,
    minimal: { _id: '', at: AT, beats: 0 } satisfies HeartbeatDoc,
  },
  Setting: {
    full: {
      _id: 'clinic',
      socialLinks: [{ network: 'instagram', url: 'https://instagram.com/clinic' }],
    } satisfies SettingDoc,
    blank: { _id: '', socialLinks: [] } satisfies SettingDoc,
    minimal: { _id: '', socialLinks: [] } satisfies SettingDoc,
  },
  Reminder: {
    full: reminderDoc({
      appointmentId: OTHER_ID,
      offsetHours: 24,
      slotKey: '6_3_2026 10:00',
      startsAt: LATER,
      claimedAt: AT,
      leaseUntil: LATER,
      sentAt: AT,
    }),
    blank: reminderDoc({
      appointmentId: '',
      offsetHours: 0,
      slotKey: '',
      startsAt: LATER,
      claimedAt: AT,
      leaseUntil: AT,
      sentAt: null,
    }),
    minimal: withoutOptionals(
      reminderDoc({
        appointmentId: '',
        offsetHours: 0,
        slotKey: '',
        startsAt: LATER,
        claimedAt: AT,
      }),
      { leaseUntil: true, sentAt: true },
    ),
  },
  Consent: {
    full: {
      _id: objectId(ID),
      userId: OTHER_ID,
      noticeVersion: '2026-01',
      purposes: ['care', 'newsletter'],
      givenAt: AT.toISOString(),
    } satisfies ConsentDoc,
    blank: {
      _id: objectId(ID),
      userId: '',
      noticeVersion: '',
      purposes: [],
      givenAt: '',
    } satisfies ConsentDoc,
    minimal: {
      _id: objectId(ID),
      userId: '',
      noticeVersion: '',
      purposes: [],
      givenAt: '',
    } satisfies ConsentDoc,
  },
  Appointment: {
    full: appointmentDoc(appointment, { proofTxn: 'UPI-123', proofDecidedAt: LATER }),
    blank: appointmentDoc(blankAppointment, { proofTxn: '', proofDecidedAt: AT }),
    minimal: withoutOptionals(appointmentDoc(bookedAppointment, {}), {
      proofTxn: true,
      proofDecidedAt: true,
      refund: true,
      patient: true,
      seriesId: true,
      attendance: true,
    }),
  },
  UnpaidHolds: {
    full: {
      _id: objectId(OTHER_ID),
      holds: [{ appointmentId: objectId(ID), slotDay: 20260306 }],
    } satisfies UnpaidHoldsDoc,
    blank: { _id: objectId(OTHER_ID), holds: [] } satisfies UnpaidHoldsDoc,
    minimal: { _id: objectId(OTHER_ID), holds: [] } satisfies UnpaidHoldsDoc,
  },
  TransactionId: {
    full: { _id: 'UPI-123', appointmentId: objectId(ID) } satisfies TransactionIdDoc,
    blank: { _id: '', appointmentId: objectId(ID) } satisfies TransactionIdDoc,
    minimal: { _id: '', appointmentId: objectId(ID) } satisfies TransactionIdDoc,
  },
  Receipt: {
    full: receiptDoc(receipt),
    blank: receiptDoc(creditNote),
    minimal: withoutOptionals(receiptDoc({ ...receipt, number: 0 }), {
      approvedAt: true,
      refund: true,
    }),
  },
  Blog: { full: blogDoc(blog), blank: blogDoc(blankBlog), minimal: blogDoc(blankBlog) },
  Message: {
    full: messageDoc(message),
    blank: messageDoc(blankMessage),
    minimal: withoutOptionals(messageDoc(blankMessage), { userId: true }),
  },
  Audit: {
    full: auditDoc(auditEntry),
    blank: auditDoc(blankAuditEntry),
    minimal: withoutOptionals(auditDoc(blankAuditEntry), { actorRole: true, patientIds: true }),
  },
  Intake: {
    full: intakeDoc(intake),
    blank: intakeDoc({ ...intake, kind: 'follow-up', status: 'draft', submittedAt: null }),
    minimal: intakeDoc({ ...intake, status: 'draft', submittedAt: null }),
  },
  SafetyAlert: {
    full: safetyAlertDoc(safetyAlert),
    blank: safetyAlertDoc({ ...safetyAlert, callBack: null }),
    minimal: safetyAlertDoc({ ...safetyAlert, callBack: null }),
  },
  Family: {
    full: {
      _id: OTHER_ID,
      members: [
        {
          _id: objectId(ID),
          name: 'Riya Sharma',
          dob: '2015-06-10',
          relation: 'child',
          gender: 'Female',
          bloodGroup: 's1.sealed',
          allergy: 's1.sealed',
          medicalCondition: 's1.sealed',
        },
      ],
    } satisfies FamilyDoc,
    blank: {
      _id: '',
      members: [
        {
          _id: objectId(ID),
          name: '',
          dob: '',
          relation: 'other',
          gender: 'Male',
          bloodGroup: '',
          allergy: '',
          medicalCondition: '',
        },
      ],
    } satisfies FamilyDoc,
    minimal: { _id: OTHER_ID, members: [] } satisfies FamilyDoc,
  },
  WaitlistEntry: {
    full: waitlistEntryDoc,
    blank: { ...waitlistEntryDoc, wish: { kind: 'any' } },
    minimal: { ...waitlistEntryDoc, wish: { kind: 'any' } },
  },
  WaitlistOffer: {
    full: waitlistOfferDoc,
    blank: { ...waitlistOfferDoc, status: 'open', passedOn: false, openSlot: '' },
    minimal: { ...waitlistOfferDoc, status: 'open', passedOn: false, openSlot: 'x' },
  },
  DataRequest: {
    full: dataRequestDoc(dataRequest),
    blank: dataRequestDoc({ ...dataRequest, kind: 'export', patientId: '' }),
    minimal: dataRequestDoc({ ...dataRequest, kind: 'export', patientId: '' }),
  },
};

// Never opened: building and validating documents needs no server.
const models = createModels(mongoose.createConnection());

/** The paths mongoose refused, with its reasons; none when it accepted the record. */
async function refusals(model: Models[keyof Models], record: object): Promise<string[]> {
  try {
    await new model(record).validate();
    return [];
  } catch (error) {
    if (!(error instanceof mongoose.Error.ValidationError)) throw error;
    return Object.entries(error.errors).map(([path, reason]) => `${path}: ${reason.message}`);
  }
}

describe('mongoose models', () => {
  it('when a model is made, then it has records here', () => {
    expect(Object.keys(RECORDS).sort()).toEqual(Object.keys(models).sort());
  });

  describe.each(Object.keys(models) as (keyof Models)[])('%s', (name) => {
    const model = models[name];
    const records = RECORDS[name];

    it.each(['full', 'blank', 'minimal'] as const)(
      'when given the %s record the store accepts, then it validates',
      async (kind) => {
        expect(await refusals(model, records[kind])).toEqual([]);
      },
    );

    it.each(['full', 'blank'] as const)(
      'when given the %s record, then it keeps every field as given',
      (kind) => {
        expect(new model(records[kind]).toObject()).toEqual(records[kind]);
      },
    );

    it('when a field its type always gives is missing, then it is refused or filled by a default', async () => {
      for (const field of Object.keys(records.minimal).filter((key) => key !== '_id')) {
        const { [field]: _missing, ...record } = records.minimal as Record<string, unknown>;
        const filled = new model(record).toObject<Record<string, unknown>>()[field] !== undefined;
        const refused = (await refusals(model, record)).length > 0;
        expect({ field, refusedOrFilled: refused || filled }).toEqual({
          field,
          refusedOrFilled: true,
        });
      }
    });
  });
});
