import {
  SLOT_TIMES,
  parseDateKey,
  toDateKey,
  type AdminAppointment,
  type Attendance,
  type BlockedSlots,
} from '@clinic/contracts';

export type ScheduleView = 'day' | 'week';

export type PaymentState = 'Paid' | 'Proof to check' | 'Not paid';

export type AttendanceMark = 'Attended' | 'Missed';

const ATTENDANCE_MARKS: Record<Attendance, AttendanceMark> = {
  attended: 'Attended',
  missed: 'Missed',
};

export type ScheduleCell =
  | { state: 'free' | 'blocked' | 'passed' }
  | {
      state: 'booked';
      patient: string;
      payment: PaymentState;
      /** Whether the patient came, once staff marked it after the visit. */
      attendance: AttendanceMark | null;
    };

export interface ScheduleDay {
  dateKey: string;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

const DAY_MS = 86_400_000;

function dayOf(dateKey: string): Date | null {
  const date = parseDateKey(dateKey);
  return date ? new Date(Date.UTC(date.year, date.month - 1, date.day)) : null;
}

function keyOf(date: Date): string {
  return toDateKey({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/**
 * The day itself, or Monday to Saturday of its week (the clinic is closed on Sundays, and a
 * Sunday shows the week that starts the next day, the one the front desk prepares for).
 */
export function scheduleDays(dateKey: string, view: ScheduleView): ScheduleDay[] {
  const day = dayOf(dateKey);
  if (!day) return [];
  if (view === 'day') return [{ dateKey, weekday: day.getUTCDay() }];
  const weekday = day.getUTCDay();
  const monday = day.getTime() + (weekday === 0 ? 1 : 1 - weekday) * DAY_MS;
  return Array.from({ length: 6 }, (_, offset) => {
    const date = new Date(monday + offset * DAY_MS);
    return { dateKey: keyOf(date), weekday: date.getUTCDay() };
  });
}

/**
 * The day or week before or after (`step` -1 or 1); a day step passes over Sunday, when the
 * clinic is closed.
 */
export function stepDate(dateKey: string, view: ScheduleView, step: -1 | 1): string {
  const day = dayOf(dateKey);
  if (!day) return dateKey;
  let next = new Date(day.getTime() + step * (view === 'week' ? 7 : 1) * DAY_MS);
  if (view === 'day' && next.getUTCDay() === 0) next = new Date(next.getTime() + step * DAY_MS);
  return keyOf(next);
}

export function paymentState(appointment: AdminAppointment): PaymentState {
  if (appointment.payment) return 'Paid';
  return appointment.paymentProof.status === 'pending' ? 'Proof to check' : 'Not paid';
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Each grid time of each day: booked (a live appointment, with its patient and payment), blocked,
 * free, or passed (a free time already gone, which nobody can book any more). `today` is the
 * clinic's date and minutes now, from zonedClock.
 */
export function scheduleCells(
  days: readonly ScheduleDay[],
  appointments: readonly AdminAppointment[],
  blockedSlots: readonly BlockedSlots[],
  today: { dateKey: string; minutes: number },
): Map<string, ScheduleCell> {
  const cells = new Map<string, ScheduleCell>();
  const todayTime = dayOf(today.dateKey)?.getTime() ?? 0;
  for (const day of days) {
    const dayTime = dayOf(day.dateKey)?.getTime() ?? 0;
    const blocked = blockedSlots.find((block) => block.date === day.dateKey)?.times ?? [];
    for (const time of SLOT_TIMES) {
      const passed =
        dayTime < todayTime || (dayTime === todayTime && minutesOf(time) <= today.minutes);
      cells.set(
        cellKey(day.dateKey, time),
        blocked.includes(time) ? { state: 'blocked' } : { state: passed ? 'passed' : 'free' },
      );
    }
  }
  for (const appointment of appointments) {
    if (appointment.cancelled) continue;
    const key = cellKey(appointment.slotDate, appointment.slotTime);
    if (!cells.has(key)) continue;
    cells.set(key, {
      state: 'booked',
      patient: appointment.userData.name,
      payment: paymentState(appointment),
      attendance: appointment.attendance ? ATTENDANCE_MARKS[appointment.attendance] : null,
    });
  }
  return cells;
}

export const cellKey = (dateKey: string, time: string) => `${dateKey} ${time}`;
