/**
 * The clinic's staff (docs/product.md, Staff accounts): roles and what each may do, the login
 * with its second factor, invitations, the first owner's set-up, and the owner's staff screen.
 * The API checks `staffMay` on every operator call; the console shows only what it allows.
 */
import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth.js';
import { idSchema, lengthLimit, requiredText } from './common.js';

export const STAFF_ROLES = ['owner', 'front-desk', 'doctor'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'Owner',
  'front-desk': 'Front desk',
  doctor: 'Doctor',
};

/**
 * Who may do what. A doctor's `appointments`, `attendance`, `diary`, `doctor-profile` and `doctors` reach only
 * the doctor record their account is linked to.
 */
export const STAFF_PERMISSIONS = {
  dashboard: ['owner', 'front-desk'],
  /** The appointments list and the patients' details on it, their photos included. */
  appointments: ['owner', 'front-desk', 'doctor'],
  /** Cancelling an appointment, approving or rejecting its payment proof. */
  payments: ['owner', 'front-desk'],
  /** Marking a visit attended or missed after its end (a doctor: their own diary's). */
  attendance: ['owner', 'front-desk', 'doctor'],
  /** Reading doctor records (a doctor reads their own). */
  doctors: ['owner', 'front-desk', 'doctor'],
  /** Adding doctors and editing every field of their records: the clinic's settings. */
  'doctors-manage': ['owner'],
  /** A doctor's own profile text (`about`). */
  'doctor-profile': ['owner', 'doctor'],
  /** Blocking and freeing times, and whether the doctor takes bookings. */
  diary: ['owner', 'front-desk', 'doctor'],
  /** Booking a patient's series, and cancelling the rest of one (a doctor: in their own diary). */
  series: ['owner', 'front-desk', 'doctor'],
  blogs: ['owner', 'front-desk'],
  messages: ['owner', 'front-desk'],
  audit: ['owner'],
  /** An appointment's intake answers and the patient's scores (a doctor: their own patients). */
  'intake-answers': ['owner', 'doctor'],
  /** The patients at risk to call back, and recording the call (never the answers). */
  'safety-alerts': ['owner', 'front-desk', 'doctor'],
  'data-requests': ['owner'],
  staff: ['owner'],
  /** The clinic's settings beyond the environment: its social links. */
  settings: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

export const STAFF_TEXTS = {
  invitationCodeInvalid: 'Invalid code',
  nothingToChange: 'Nothing to change',
  enrolSecondFactor:
    'Scan this code with an authenticator app, then enter the 6-digit code the app shows',
  enterSecondFactor: 'Enter the 6-digit code from your authenticator app',
  wrongSecondFactor: 'That code is not right. Check the time on your phone and try again.',
  loginTimedOut: 'Your login timed out. Please enter your e-mail and password again.',
  accountDisabled: "This account is switched off. Please ask the clinic's owner.",
  secondFactorLocked:
    "Too many wrong codes: this account's second factor is locked. Please ask the clinic's owner to reset it.",
  passwordChangeRequired: 'Please choose a new password before you go on',
  invitationSent: 'Invitation sent',
  invitationWithdrawn: 'Invitation withdrawn',
  invitationInvalid: 'This invitation is not valid any more. Please ask for a new one.',
  invitationDoctorRequired: 'Choose the doctor this account belongs to',
  staffEmailTaken: 'A staff member already has this e-mail',
  accountReady: 'Your account is ready. Log in to set up your second factor.',
  staffUpdated: 'Staff member updated',
  ownerUnchangeable: "The owner's own account cannot be changed here",
  secondFactorReset: 'Second factor reset: they will set up a new one at their next login',
  passwordChangeRequested: 'They will choose a new password at their next login',
  setupDone: 'The clinic is set up. Log in to set up your second factor.',
  setupNotNeeded: 'The clinic already has an owner',
  setupCodeWrong: 'That set-up code is not right',
} as const;
export type StaffTextKey = keyof typeof STAFF_TEXTS;

/** A staff member as the console shows them (GET /api/admin/me, the staff screen). */
export const operatorSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** The doctor record a doctor's account is linked to; null for other roles. */
  doctorId: idSchema.nullable(),
  /** Set by the owner: every call but me, logout and the password change answers 403 until then. */
  mustChangePassword: z.boolean(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const adminMeResponse = z.object({ success: z.literal(true), operator: operatorSchema });
export type AdminMeResponse = z.infer<typeof adminMeResponse>;

// Login: e-mail and password, then the second factor.

export const adminLoginRequest = z.object({ email: emailSchema, password: passwordSchema });
export type AdminLoginRequest = z.infer<typeof adminLoginRequest>;

/**
 * The password was right: the second factor comes next, with `challenge` (valid for
 * LOGIN_CHALLENGE_MINUTES). On a first login, or after the owner reset it, `enrolment` carries
 * a new TOTP secret to add to an authenticator app.
 */
export const adminLoginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  challenge: z.string(),
  step: z.enum(['enrol', 'verify']),
  enrolment: z
    .object({
      /** Base32, for typing into the app by hand. */
      secret: z.string(),
      otpauthUrl: z.string(),
      /** The otpauth URL as an SVG QR code. */
      qrSvg: z.string(),
    })
    .optional(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;

export const LOGIN_CHALLENGE_MINUTES = 10;
export const RECOVERY_CODE_COUNT = 10;
/**
 * Wrong second-factor codes (TOTP or recovery) one staff member may give from every address
 * together: the tenth within 24 hours of the first locks the factor until it is reset.
 */
export const SECOND_FACTOR_LOCK = { wrongCodes: 10, hours: 24 } as const;
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Ten characters in two groups, from an alphabet without look-alikes (0/O, 1/I/L). */
export const RECOVERY_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/;

export const secondFactorRequest = z.object({
  challenge: z.string().min(1).check(lengthLimit(2000)),
  /** A 6-digit TOTP code, or one of the recovery codes (any case, dash optional). */
  code: z
    .string()
    .trim()
    .check(lengthLimit(20))
    .transform((code) => code.replace(/\s/g, '').toUpperCase())
    .transform((code) =>
      /^[2-9A-HJKMNP-Z]{10}$/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code,
    )
    .refine(
      (code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code),
      'Enter the 6-digit code or a recovery code',
    ),
});
export type SecondFactorRequest = z.infer<typeof secondFactorRequest>;

export const secondFactorResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
  operator: operatorSchema,
  /** Only when the second factor was just enrolled: shown once, each works once. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type SecondFactorResponse = z.infer<typeof secondFactorResponse>;

// Invitations and the first owner.

export const INVITATION_DAYS = 3;
export const invitationCodeSchema = z
  .string()
  .trim()
  .check(lengthLimit(64, 'invitationCodeInvalid' satisfies StaffTextKey))
  .regex(/^[\w-]{20,64}$/, 'invitationCodeInvalid' satisfies StaffTextKey);

/** Staff the owner invites: never another owner. */
export const invitableRoleSchema = z.enum(['front-desk', 'doctor']);

export const invitationRequest = z
  .object({
    name: requiredText(100),
    email: emailSchema,
    role: invitableRoleSchema,
    doctorId: idSchema.optional(),
  })
  .refine((request) => request.role !== 'doctor' || request.doctorId !== undefined, {
    message: 'invitationDoctorRequired' satisfies StaffTextKey,
    path: ['doctorId'],
  });
export type InvitationRequest = z.infer<typeof invitationRequest>;

export const invitationSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  doctorId: idSchema.nullable(),
  invitedBy: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const acceptInvitationRequest = z.object({
  code: invitationCodeSchema,
  password: passwordSchema,
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequest>;

export const setupStatusResponse = z.object({ success: z.literal(true), needed: z.boolean() });
export type SetupStatusResponse = z.infer<typeof setupStatusResponse>;

/** The one-time set-up of an empty installation: the code is kept on the server (docs). */
export const setupRequest = z.object({
  setupCode: z.string().trim().min(1).check(lengthLimit(100)),
  name: requiredText(100),
  email: emailSchema,
  password: passwordSchema,
});
export type SetupRequest = z.infer<typeof setupRequest>;

// The owner's staff screen.

export const staffMemberSchema = operatorSchema.extend({
  disabled: z.boolean(),
  secondFactor: z.boolean(),
  /** Wrong codes locked the second factor (SECOND_FACTOR_LOCK): the owner's reset unlocks it. */
  secondFactorLocked: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffResponse = z.object({
  success: z.literal(true),
  staff: z.array(staffMemberSchema),
  invitations: z.array(invitationSchema),
});
export type StaffResponse = z.infer<typeof staffResponse>;

export const invitationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  invitation: invitationSchema,
});
export type InvitationResponse = z.infer<typeof invitationResponse>;

/** PATCH /api/admin/staff/:id: a new role (and doctor), or switched off / on. */
export const staffPatchRequest = z
  .object({
    role: invitableRoleSchema.optional(),
    doctorId: idSchema.nullable().optional(),
    disabled: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'nothingToChange' satisfies StaffTextKey)
  .refine((patch) => patch.role !== 'doctor' || typeof patch.doctorId === 'string', {
    message: 'invitationDoctorRequired' satisfies StaffTextKey,
    path: ['doctorId'],
  });
export type StaffPatchRequest = z.infer<typeof staffPatchRequest>;

export const staffMemberResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  member: staffMemberSchema,
});
export type StaffMemberResponse = z.infer<typeof staffMemberResponse>;
