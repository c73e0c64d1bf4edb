/**
 * The front desk's four figures and each doctor's missed visits of this month and the last,
 * counted in the clinic's time zone (docs/decisions.md, Calendar).
 */
import { toDateKey, zonedClock } from '@clinic/contracts';
import type { CalendarDate, Dashboard, DoctorMissedVisits, MarkedVisits } from '@clinic/contracts';
import type { DoctorMarkedVisits } from '../../store/types.js';
import type { AppContext } from '../../context.js';

function shift(date: CalendarDate, days: number, months = 0): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1 + months, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The instant a calendar day starts in `timeZone` (twice round, so a DST jump settles). */
function startOfDay(date: CalendarDate, timeZone: string): Date {
  const midnight = Date.UTC(date.year, date.month - 1, date.day);
  let instant = midnight;
  for (let round = 0; round < 2; round++) {
    const wall = zonedClock(new Date(instant), timeZone);
    const wallMs = Date.UTC(wall.year, wall.month - 1, wall.day) + wall.minutes * 60_000;
    instant -= wallMs - midnight;
  }
  return new Date(instant);
}

const NONE_MARKED: MarkedVisits = { marked: 0, missed: 0 };

export function createDashboardService({ store, config, clock }: AppContext) {
  /**
   * Missed over marked per doctor, by the month of the visits' slot days: one grouped count per
   * month in the store, whatever the number of appointments.
   */
  async function missedVisits(today: CalendarDate): Promise<DoctorMissedVisits[]> {
    const firstOfMonth: CalendarDate = { ...today, day: 1 };
    const monthOf = (first: CalendarDate) =>
      store.appointments.countMarkedByDoctor(toDateKey(first), toDateKey(shift(first, -1, 1)));
    const [thisMonth, lastMonth, doctors] = await Promise.all([
      monthOf(firstOfMonth),
      monthOf(shift(firstOfMonth, 0, -1)),
      store.doctors.list({ from: toDateKey(today) }),
    ]);
    const byDoctor = (counts: DoctorMarkedVisits[], docId: string): MarkedVisits => {
      const found = counts.find((count) => count.docId === docId);
      return found ? { marked: found.marked, missed: found.missed } : NONE_MARKED;
    };
    return doctors
      .map((doctor) => ({
        docId: doctor._id,
        name: doctor.name,
        thisMonth: byDoctor(thisMonth, doctor._id),
        lastMonth: byDoctor(lastMonth, doctor._id),
      }))
      .filter((doctor) => doctor.thisMonth.marked + doctor.lastMonth.marked > 0);
  }

  async function dashboard(): Promise<Dashboard> {
    const timeZone = config.clinic.timeZone;
    const now = zonedClock(clock(), timeZone);
    const today: CalendarDate = { year: now.year, month: now.month, day: now.day };
    const firstOfMonth: CalendarDate = { ...today, day: 1 };
    const [todayAppointments, nextSevenDaysBookings, proofsPending, revenueThisMonth, missed] =
      await Promise.all([
        store.appointments.countInRange(toDateKey(today), toDateKey(today)),
        store.appointments.countInRange(toDateKey(today), toDateKey(shift(today, 6))),
        store.appointments.countProofsPending(),
        store.appointments.revenueApproved(
          startOfDay(firstOfMonth, timeZone),
          startOfDay(shift(firstOfMonth, 0, 1), timeZone),
        ),
        missedVisits(today),
      ]);
    return {
      todayAppointments,
      nextSevenDaysBookings,
      proofsPending,
      revenueThisMonth,
      today: toDateKey(today),
      missedVisits: missed,
    };
  }

  return { dashboard };
}
