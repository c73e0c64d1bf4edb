/**
 * Whether the patient came (docs/product.md, Attended or missed): after a visit's end, staff mark
 * it attended or missed. It is apart from `isCompleted`, which the approval of the payment sets:
 * a paid visit may be missed, and an unpaid one attended. The API enforces
 * `attendanceRefusal`; the stores repeat its record part as the condition of their update.
 */
import { z } from 'zod';
import { idSchema } from './common.js';
import { SLOT_MINUTES, slotStart } from './slots.js';

export const ATTENDANCE = ['attended', 'missed'] as const;
export const attendanceSchema = z.enum(ATTENDANCE);
export type Attendance = z.infer<typeof attendanceSchema>;

/** POST /api/admin/appointments/:id/attendance. */
export const markAttendanceRequest = z.object({ attendance: attendanceSchema });
export type MarkAttendanceRequest = z.infer<typeof markAttendanceRequest>;

/** The staff's texts of marking, the refusals' keys among them (the 409s). */
export const ATTENDANCE_TEXTS = {
  attendanceMarkedAttended: 'Marked as attended',
  attendanceMarkedMissed: 'Marked as missed',
  visitNotEnded: 'This visit has not ended yet: mark it after its end',
  visitCancelled: 'A cancelled visit cannot be marked attended or missed',
} as const;
export type AttendanceTextKey = keyof typeof ATTENDANCE_TEXTS;

/** The instant a visit ends: its slot's start and one slot's length; null for a malformed slot. */
export function visitEnd(slotDate: string, slotTime: string, timeZone: string): Date | null {
  const start = slotStart(slotDate, slotTime, timeZone);
  return start && new Date(start.getTime() + SLOT_MINUTES * 60_000);
}

/**
 * Why the visit may not be marked now, or null when it may: `visitCancelled` when it is
 * cancelled, `visitNotEnded` before its end (or when its slot cannot be read). A mark may be
 * changed (a patient who came late), so an existing mark is no refusal.
 */
export function attendanceRefusal(
  appointment: { cancelled: boolean; slotDate: string; slotTime: string },
  { now, timeZone }: { now: Date; timeZone: string },
): 'visitCancelled' | 'visitNotEnded' | null {
  if (appointment.cancelled) return 'visitCancelled';
  const end = visitEnd(appointment.slotDate, appointment.slotTime, timeZone);
  if (end === null || end.getTime() > now.getTime()) return 'visitNotEnded';
  return null;
}

/** One doctor's marked visits of one month: how many were marked, and how many of them missed. */
export const markedVisitsSchema = z.object({
  marked: z.number().int().nonnegative(),
  missed: z.number().int().nonnegative(),
});
export type MarkedVisits = z.infer<typeof markedVisitsSchema>;

/** The dashboard's missed-visit figures of one doctor, by the month of the visits' slot days. */
export const doctorMissedVisitsSchema = z.object({
  docId: idSchema,
  name: z.string(),
  thisMonth: markedVisitsSchema,
  lastMonth: markedVisitsSchema,
});
export type DoctorMissedVisits = z.infer<typeof doctorMissedVisitsSchema>;

/** Missed over marked, 0 to 1; null when nothing was marked (no rate, rather than 0%). */
export function missedVisitRate({ marked, missed }: MarkedVisits): number | null {
  return marked === 0 ? null : missed / marked;
}
