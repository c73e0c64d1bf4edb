/**
 * The operator's side of the wire (docs/product.md, Operator console): every /api/admin/* call, its request and its answer.
 * Staff tokens carry the role 'admin' and work only here; patient tokens answer 403 here. What
 * each staff role may call is in staff.ts.
 */
import { z } from 'zod';
import { addressJsonSchema } from './profile.js';
import { appointmentSchema } from './appointments.js';
import { doctorMissedVisitsSchema } from './attendance.js';
import { blogLanguageSchema, blogSchema, mediaTypeSchema } from './blogs.js';
import { idSchema, lengthLimit, optionalText, patchOf, requiredText } from './common.js';
import {
  REGISTRATION_NUMBER_MAX,
  dateKeySchema,
  doctorSchema,
  slotTimeSchema,
  specialitySchema,
} from './doctors.js';
import { INTAKE_STATUSES } from './intake.js';
import { changePasswordRequest, consentRecordSchema } from './privacy.js';
import type { ChangePasswordRequest } from './privacy.js';
import { socialLinkSchema } from './config.js';
import { ISO_DATE_PATTERN } from './patterns.js';
import { SLOT_TIMES, daysBetween, parseDateKey } from './slots.js';
import { SOCIAL_NETWORKS } from './social-networks.js';
import type { FieldTextKey } from './texts.js';

/** The most calendar days one 'block days' request may cover: about two months of leave. */
export const BLOCK_DAYS_MAX = 60;

/** Texts of the operator's side, shared by the API, the console and the tests. */
export const ADMIN_TEXTS = {
  upiReferenceCharacters: 'The UPI reference has letters and digits only',
  refundDayRequired: 'Choose the day of the refund',
  wholeNumber: 'Must be a whole number',
  loggedIn: 'Welcome back',
  loggedOut: 'Logged out',
  appointmentCancelled: 'Appointment cancelled',
  paymentApproved: 'Payment approved',
  paymentRejected: 'Payment rejected',
  proofNotPending: 'Only a payment proof waiting for review can be approved or rejected',
  refundRecorded: 'Refund recorded',
  refundNotDue: 'No refund is due for this appointment',
  doctorCreated: 'Doctor added',
  doctorUpdated: 'Doctor updated',
  socialLinksSaved: 'Social links saved',
  doctorImageRequired: 'Please add a photo of the doctor',
  availabilityUpdated: 'Availability updated',
  blockedSlotsUpdated: 'Blocked times updated',
  blockedTimeBooked: 'A booked time cannot be blocked. Cancel that appointment first.',
  daysBlocked: 'Days blocked',
  blockDaysOrder: 'The first day must not be after the last day',
  blockDaysTooMany: `Block at most ${BLOCK_DAYS_MAX} days at a time`,
  blockDaysSundaysOnly: 'The clinic is closed on Sundays: choose a day from Monday to Saturday',
  blockDaysPast: 'Days that have already gone cannot be blocked',
  blockDaysBooked:
    'Nothing was blocked: these days have booked appointments. Cancel or move them first, then block the days.',
  blogCreated: 'Blog published',
  blogUpdated: 'Blog updated',
  blogDeleted: 'Blog deleted',
  blogMediaRequired: 'Please upload a file or give a link for the media',
  videoNotAllowed: 'Only MP4 or WebM videos are allowed',
  videoTooLarge: 'Video must be 50 MB or smaller',
  messageNotFound: 'Message not found',
  messageRead: 'Marked as read',
  operatorOnly: 'This page is for clinic staff only',
} as const;
export type AdminTextKey = keyof typeof ADMIN_TEXTS;

/** Operator filter on appointments. */
export const ADMIN_APPOINTMENT_STATUSES = [
  'upcoming',
  'awaiting-proof',
  'proof-pending',
  'paid',
  'cancelled',
  'completed',
  /** Cancelled after money moved, and the refund not yet recorded. */
  'refund-due',
] as const;
export const adminAppointmentStatusSchema = z.enum(ADMIN_APPOINTMENT_STATUSES);
export type AdminAppointmentStatus = z.infer<typeof adminAppointmentStatusSchema>;

export const ADMIN_PAGE_SIZE_MAX = 100;
const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSizeSchema = z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(20);

// Dashboard.

export const dashboardSchema = z.object({
  /** Live appointments on the clinic's today. */
  todayAppointments: z.number().int().nonnegative(),
  proofsPending: z.number().int().nonnegative(),
  /** Live appointments from today through the sixth day after it. */
  nextSevenDaysBookings: z.number().int().nonnegative(),
  /** Rupees of proofs approved since the first of this month in the clinic's zone. */
  revenueThisMonth: z.number().nonnegative(),
  /** The clinic's today, D_M_YYYY. */
  today: dateKeySchema,
  /**
   * Each doctor with a visit marked in this month or the last (by slot day in the clinic's zone),
   * in the doctors' order: the counts `missedVisitRate` reads.
   */
  missedVisits: z.array(doctorMissedVisitsSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardResponse = z.object({ success: z.literal(true), dashboard: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponse>;

// Appointments and payment proofs.

export const patientSnapshotSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type PatientSnapshot = z.infer<typeof patientSnapshotSchema>;

export const adminAppointmentSchema = appointmentSchema.extend({
  userData: patientSnapshotSchema,
  /** The patient's consents to the privacy notice, oldest first (the list carries them). */
  consents: z.array(consentRecordSchema).optional(),
  /** Whether the patient started or finished the appointment's intake (the list carries it). */
  intake: z.enum(['none', ...INTAKE_STATUSES]).optional(),
});
export type AdminAppointment = z.infer<typeof adminAppointmentSchema>;

export const adminAppointmentsQuery = z.object({
  /** Inclusive slot-day bounds, D_M_YYYY. */
  from: dateKeySchema.optional(),
  to: dateKeySchema.optional(),
  docId: idSchema.optional(),
  status: adminAppointmentStatusSchema.optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type AdminAppointmentsQuery = z.infer<typeof adminAppointmentsQuery>;
export type AdminAppointmentsQueryInput = z.input<typeof adminAppointmentsQuery>;

export const adminAppointmentsResponse = z.object({
  success: z.literal(true),
  appointments: z.array(adminAppointmentSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminAppointmentsResponse = z.infer<typeof adminAppointmentsResponse>;

export const adminAppointmentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  appointment: adminAppointmentSchema,
});
export type AdminAppointmentResponse = z.infer<typeof adminAppointmentResponse>;

/** POST /api/admin/appointments/:id/refund: the refund the clinic made, by UPI. */
export const recordRefundRequest = z.object({
  upiReference: z
    .string()
    .trim()
    .min(1, 'required' satisfies FieldTextKey)
    .check(lengthLimit(64))
    .regex(/^[a-z0-9-]+$/i, 'upiReferenceCharacters' satisfies AdminTextKey),
  /** YYYY-MM-DD (a date input's value); not after the clinic's today (the API checks). */
  refundedOn: z
    .string()
    .check(lengthLimit(10, 'refundDayRequired' satisfies AdminTextKey))
    .regex(ISO_DATE_PATTERN, 'refundDayRequired' satisfies AdminTextKey),
});
export type RecordRefundRequest = z.infer<typeof recordRefundRequest>;

export const rejectPaymentRequest = z.object({
  reason: requiredText(300),
});
export type RejectPaymentRequest = z.infer<typeof rejectPaymentRequest>;

// Doctors.

export const adminDoctorsResponse = z.object({
  success: z.literal(true),
  doctors: z.array(doctorSchema),
});
export type AdminDoctorsResponse = z.infer<typeof adminDoctorsResponse>;

export const adminDoctorResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  doctor: doctorSchema,
});
export type AdminDoctorResponse = z.infer<typeof adminDoctorResponse>;

/** Multipart text fields arrive as strings; numbers and the flag are read from them. */
/* #__NO_SIDE_EFFECTS__ */
function wholeNumber(max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .check(lengthLimit(20, 'wholeNumber' satisfies AdminTextKey))
        .regex(/^\d+$/, 'wholeNumber' satisfies AdminTextKey),
    ])
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));
}
const flagSchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** The text fields of the doctor form (multipart; `address` as JSON text, image as a file). */
export const doctorFormRequest = z.object({
  name: requiredText(100),
  speciality: specialitySchema,
  degree: requiredText(100),
  /** Optional: left out, a new doctor has none and an edit keeps the one on record. */
  registrationNumber: optionalText(REGISTRATION_NUMBER_MAX).optional(),
  experience: wholeNumber(80),
  about: requiredText(3000),
  fees: wholeNumber(1_000_000),
  available: flagSchema.default(true),
  address: addressJsonSchema,
});
export type DoctorFormRequest = z.infer<typeof doctorFormRequest>;
export type DoctorFormInput = z.input<typeof doctorFormRequest>;

export const doctorPatchRequest = patchOf(doctorFormRequest);
export type DoctorPatchRequest = z.infer<typeof doctorPatchRequest>;

export const availabilityRequest = z.object({ available: z.boolean() });
export type AvailabilityRequest = z.infer<typeof availabilityRequest>;

export const blockedSlotsRequest = z.object({
  date: dateKeySchema,
  times: z
    .array(
      slotTimeSchema.refine(
        (time) => (SLOT_TIMES as readonly string[]).includes(time),
        'Time must be one of the clinic slot times',
      ),
    )
    .max(SLOT_TIMES.length)
    .refine((times) => new Set(times).size === times.length, 'Times must not repeat'),
});
export type BlockedSlotsRequest = z.infer<typeof blockedSlotsRequest>;

/** The clinic days (Sundays left out) of a 'block days' request, in order. */
export function clinicDaysBetween(from: string, to: string): string[] {
  return daysBetween(from, to)
    .filter((day) => day.weekday !== 0)
    .map((day) => day.dateKey);
}

/**
 * Every time of each day from `from` to `to`, both included (a doctor's leave). Whether `from`
 * has already gone needs the clock, so the API checks that (blockDaysPastRefusal).
 */
export const blockDaysRequest = z
  .object({
    from: dateKeySchema.refine(
      (key) => parseDateKey(key) !== null,
      'dateKey' satisfies FieldTextKey,
    ),
    to: dateKeySchema.refine((key) => parseDateKey(key) !== null, 'dateKey' satisfies FieldTextKey),
  })
  .superRefine(({ from, to }, context) => {
    const days = daysBetween(from, to);
    if (days.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'blockDaysOrder' satisfies AdminTextKey,
      });
    else if (days.length > BLOCK_DAYS_MAX)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'blockDaysTooMany' satisfies AdminTextKey,
      });
    else if (clinicDaysBetween(from, to).length === 0)
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: 'blockDaysSundaysOnly' satisfies AdminTextKey,
      });
  });
export type BlockDaysRequest = z.infer<typeof blockDaysRequest>;

/** Refuses a range that starts before `today` (the clinic's date, D_M_YYYY); null when it may go. */
export function blockDaysPastRefusal(from: string, today: string): AdminTextKey | null {
  return daysBetween(today, from).length === 0 ? 'blockDaysPast' : null;
}

/** The booked times of `slotsBooked` on the given days, in day and time order. */
export function bookedOnDays(
  slotsBooked: Readonly<Record<string, readonly string[]>>,
  dateKeys: readonly string[],
): { date: string; time: string }[] {
  return dateKeys.flatMap((date) =>
    [...(slotsBooked[date] ?? [])].sort().map((time) => ({ date, time })),
  );
}

// Blogs.

const httpUrlSchema = z
  .string()
  .trim()
  .check(lengthLimit(2000))
  .refine(
    (value) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value),
    'Must be an http(s) link',
  );

/** Multipart text fields of the blog form; the media is a file or `mediaUrl`. */
export const blogFormRequest = z.object({
  title: requiredText(200),
  content: requiredText(50_000),
  author: requiredText(100),
  mediaType: mediaTypeSchema,
  mediaUrl: httpUrlSchema.or(z.literal('')).optional(),
  /** Absent from older consoles: their posts are English. */
  language: blogLanguageSchema.default('en'),
});
export type BlogFormRequest = z.infer<typeof blogFormRequest>;

export const blogPatchRequest = patchOf(blogFormRequest);
export type BlogPatchRequest = z.infer<typeof blogPatchRequest>;

export const adminBlogResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  blog: blogSchema,
});
export type AdminBlogResponse = z.infer<typeof adminBlogResponse>;

/** Uploaded videos are kept as sent (no re-encoding); their bytes must say MP4 or WebM. */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;

// Contact messages.

export const contactMessageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const adminMessagesResponse = z.object({
  success: z.literal(true),
  messages: z.array(contactMessageSchema),
  unread: z.number().int().nonnegative(),
});
export type AdminMessagesResponse = z.infer<typeof adminMessagesResponse>;

export const adminMessageResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  contactMessage: contactMessageSchema,
});
export type AdminMessageResponse = z.infer<typeof adminMessageResponse>;

// Clinic settings.

/**
 * The clinic's social links as the owner sets them in the console: a link per network, at most
 * one each; an empty link removes that network from the footer.
 */
export const socialLinksRequest = z.object({
  links: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: httpUrlSchema }))
    .max(SOCIAL_NETWORKS.length)
    .refine(
      (links) => new Set(links.map((link) => link.network)).size === links.length,
      'One link per network',
    ),
});
export type SocialLinksRequest = z.infer<typeof socialLinksRequest>;

export const socialLinksResponse = z.object({
  success: z.literal(true),
  links: z.array(socialLinkSchema),
});
export type SocialLinksResponse = z.infer<typeof socialLinksResponse>;

/** The answer to a save: the links as saved, in the footer's order. */
export const savedSocialLinksResponse = socialLinksResponse.extend({ message: z.string() });
export type SavedSocialLinksResponse = z.infer<typeof savedSocialLinksResponse>;

// Audit log.

export const AUDIT_ACTIONS = [
  'appointment.cancel',
  'appointment.reschedule',
  /** A patient's series booked by staff (its sessions, and the days skipped). */
  'series.book',
  /** The series' future sessions cancelled by staff at once. */
  'series.cancel-rest',
  /** A visit marked attended or missed, or its mark changed (before and after). */
  'appointment.attendance',
  'payment.approve',
  'payment.reject',
  'doctor.create',
  'doctor.update',
  'doctor.availability',
  'doctor.blocked-slots',
  /** Every time of a range of days blocked in one request (a doctor's leave). */
  'doctor.blocked-days',
  'blog.create',
  'blog.update',
  'blog.delete',
  /** Reads of patients' personal data by an operator: one entry per page read. */
  'appointments.read',
  'messages.read',
  /** A message marked read: a change, and its body answered to the operator. */
  'message.mark-read',
  'data-requests.read',
  /** A receipt downloaded by staff: it shows the patient's name. */
  'receipt.read',
  /** A patient's photo shown to staff. */
  'patient-photo.read',
  /** An appointment's intake and the patient's scores shown to the owner or the doctor. */
  'intake.read',
  /** A doctor's waiting list (its patients' names and contacts) shown to staff. */
  'waitlist.read',
  /** The safety alerts (patients to call back) shown to staff. */
  'safety-alerts.read',
  /** Staff recorded the call-back of a safety alert (who and when; the outcome stays sealed). */
  'safety-alert.call-back',
  /** A statement checked against the pending proofs (their patients shown; the file is not kept). */
  'reconciliation.read',
  /** The operator console's logins; a failed one names the e-mail tried, never the password. */
  'operator.login',
  'operator.login-failed',
  'operator.locked-out',
  /** A paid or proof-pending appointment cancelled by its patient's erasure: refund it. */
  'refund.due',
  /** Staff recorded the refund they made (its UPI reference and date). */
  'refund.record',
  /** An operator changed their own password (the entry names the operator, never a hash). */
  'operator.password-change',
  /**
   * The second factor: enrolled, a recovery code spent, locked by wrong codes, reset by the owner
   * or on the server.
   */
  'operator.second-factor-enrol',
  'operator.recovery-code-used',
  'operator.second-factor-lock',
  'operator.second-factor-reset',
  /** Staff accounts: the first owner, invitations, joining, role and switching off, resets. */
  'staff.setup',
  'staff.invite',
  'staff.invite-withdraw',
  'staff.join',
  'staff.update',
  'staff.require-password-change',
  /** The clinic's settings: the social links of the site's footer (before and after). */
  'settings.social-links',
  /** `npm run restore` replaced the store with a backup (the entry names the backup). */
  'store.restore',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEntrySchema = z.object({
  _id: idSchema,
  actorId: z.string(),
  actorEmail: z.string(),
  /** The actor's staff role (owner, front-desk, doctor); empty for the system or an unknown e-mail. */
  actorRole: z.string(),
  action: auditActionSchema,
  targetType: z.enum([
    'appointment',
    'doctor',
    'blog',
    'operator',
    'invitation',
    'message',
    'patient',
    'appointments',
    'messages',
    'data-requests',
    'settings',
    'safety-alert',
    'safety-alerts',
    'backup',
    'series',
  ]),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The patients whose data the entry touched or showed: what the `patient` filter matches. */
  patientIds: z.array(z.string()),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: every filter optional; `actor` is an operator's e-mail or id. */
export const auditQuery = z.object({
  actor: z.string().trim().toLowerCase().min(1).check(lengthLimit(254)).optional(),
  patient: idSchema.optional(),
  action: auditActionSchema.optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
});

/**
 * POST /api/admin/password: an operator changes their own password with the patients' form and
 * rules (privacy.ts); the answer is a messageResponse with TEXTS.passwordChanged.
 */
export const operatorPasswordRequest = changePasswordRequest;
export type OperatorPasswordRequest = ChangePasswordRequest;

/** GET /api/admin/data-requests (its answer: adminDataRequestsResponse in privacy.ts). */
export const dataRequestsQuery = z.object({ page: pageSchema, pageSize: pageSizeSchema });
export type DataRequestsQuery = z.infer<typeof dataRequestsQuery>;
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditResponse = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AuditResponse = z.infer<typeof auditResponse>;
