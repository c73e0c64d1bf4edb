import { z } from 'zod';
import { attendanceSchema } from './attendance.js';
import { addressSchema, idSchema, lengthLimit } from './common.js';
import { dateKeySchema, specialitySchema } from './doctors.js';
import { appointmentPatientSchema } from './family.js';

export const PAYMENT_PROOF_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export const paymentProofStatusSchema = z.enum(PAYMENT_PROOF_STATUSES);
export type PaymentProofStatus = z.infer<typeof paymentProofStatusSchema>;

/** Always present; `none` until the patient sends proof (docs/decisions.md, Payments). */
export const paymentProofSchema = z.object({
  status: paymentProofStatusSchema,
  name: z.string().optional(),
  transactionId: z.string().optional(),
  submittedAt: z.string().optional(),
  note: z.string().optional(),
});
export type PaymentProof = z.infer<typeof paymentProofSchema>;

export const doctorSnapshotSchema = z.object({
  name: z.string(),
  image: z.string(),
  speciality: specialitySchema,
  address: addressSchema,
});

export const REFUND_STATUSES = ['due', 'refunded'] as const;

/**
 * Money to give back: set when a paid or proof-pending appointment is cancelled (by the clinic,
 * or by the patient's erasure), closed when staff record the refund they made.
 */
export const refundSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  /** The UPI reference of the refund the clinic made. */
  upiReference: z.string().optional(),
  /** The day the refund was made, YYYY-MM-DD. */
  refundedOn: z.string().optional(),
});
export type Refund = z.infer<typeof refundSchema>;

export const appointmentSchema = z.object({
  _id: idSchema,
  userId: idSchema,
  docId: idSchema,
  slotDate: dateKeySchema,
  /** 24-hour HH:MM */
  slotTime: z.string(),
  /** The 'D_M_YYYY hh:mm am/pm' text (docs/glossary.md, `slotData` and `slotDate`). */
  slotData: z.string(),
  docData: doctorSnapshotSchema,
  /** Rupees: the doctor's fee at booking. */
  amount: z.number().int().nonnegative(),
  /** Booked at, ISO 8601. */
  date: z.string(),
  cancelled: z.boolean(),
  payment: z.boolean(),
  isCompleted: z.boolean(),
  paymentProof: paymentProofSchema,
  refund: refundSchema.optional(),
  /** The family member the visit is for; absent when it is for the account holder. */
  patient: appointmentPatientSchema.optional(),
  /** The series the appointment is a session of (series.ts); absent for a single booking. */
  seriesId: idSchema.optional(),
  /** Whether the patient came, once staff marked it after the visit's end (attendance.ts). */
  attendance: attendanceSchema.optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** Oldest first; the web app reverses for display (docs/product.md, Calls). */
export const appointmentListResponse = z.object({
  success: z.literal(true),
  appointments: z.array(appointmentSchema),
});
export type AppointmentListResponse = z.infer<typeof appointmentListResponse>;

export const bookAppointmentRequest = z.object({
  docId: idSchema,
  slotDate: z.string().check(lengthLimit(20)),
  /** HH:MM or 12-hour 'h:mm am'; normalised by the slot calendar. */
  slotTime: z.string().check(lengthLimit(20)),
  /** The family member the visit is for; absent: the account holder. */
  memberId: idSchema.optional(),
  /** The holder confirms being the parent or lawful guardian of the member under 18. */
  guardianConfirmed: z.boolean().optional(),
});
export type BookAppointmentRequest = z.infer<typeof bookAppointmentRequest>;

export const bookAppointmentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  appointmentId: idSchema,
});
export type BookAppointmentResponse = z.infer<typeof bookAppointmentResponse>;

export const cancelAppointmentRequest = z.object({ appointmentId: idSchema });
export type CancelAppointmentRequest = z.infer<typeof cancelAppointmentRequest>;

/** A new time of the same doctor for the appointment, read like a booking's. */
export const newSlotRequest = z.object({
  slotDate: z.string().check(lengthLimit(20)),
  slotTime: z.string().check(lengthLimit(20)),
});
export type NewSlotRequest = z.infer<typeof newSlotRequest>;

export const rescheduleAppointmentRequest = newSlotRequest.extend({ appointmentId: idSchema });
export type RescheduleAppointmentRequest = z.infer<typeof rescheduleAppointmentRequest>;

export const rescheduleAppointmentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  appointment: appointmentSchema,
});
export type RescheduleAppointmentResponse = z.infer<typeof rescheduleAppointmentResponse>;
