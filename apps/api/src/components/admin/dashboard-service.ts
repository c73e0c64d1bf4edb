/** The front desk's four figures, counted in the clinic's time zone (docs/decisions.md, Calendar). */
import { toDateKey, zonedClock } from '@clinic/contracts';
import type { CalendarDate, Dashboard } from '@clinic/contracts';
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

export function createDashboardService({ store, config, clock }: AppContext) {
  async function dashboard(): Promise<Dashboard> {
    const timeZone = config.clinic.timeZone;
    const now = zonedClock(clock(), timeZone);
    const today: CalendarDate = { year: now.year, month: now.month, day: now.day };
    const firstOfMonth: CalendarDate = { ...today, day: 1 };
    const [todayAppointments, nextSevenDaysBookings, proofsPending, revenueThisMonth] =
      await Promise.all([
        store.appointments.countInRange(toDateKey(today), toDateKey(today)),
        store.appointments.countInRange(toDateKey(today), toDateKey(shift(today, 6))),
        store.appointments.countProofsPending(),
        store.appointments.revenueApproved(
          startOfDay(firstOfMonth, timeZone),
          startOfDay(shift(firstOfMonth, 0, 1), timeZone),
        ),
      ]);
    return {
      todayAppointments,
      nextSevenDaysBookings,
      proofsPending,
      revenueThisMonth,
      today: toDateKey(today),
    };
  }

  return { dashboard };
}
