import { formatSlotTime, scanDays, zonedClock, type Doctor } from '@clinic/contracts';
import { Button } from '../../../components/button';
import { formatDateKey } from '../../../lib/format';
import { useBlockDays } from '../api/block-days';
import { useSetBlockedSlots } from '../api/set-blocked-slots';

interface Props {
  doctor: Doctor;
  now: Date;
  timeZone: string;
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const SLOT_STYLE = {
  free: 'border-gray-300 bg-white text-gray-800 hover:border-primary',
  blocked: 'border-red-300 bg-red-50 text-red-800',
  booked: 'cursor-not-allowed border-primary/30 bg-primary-soft text-primary',
  past: 'cursor-not-allowed border-gray-200 bg-gray-50 text-gray-400',
} as const;

const STATE_TAG = 'text-[0.65rem] font-medium uppercase tracking-wide';

/**
 * The 14 days patients can book (docs/decisions.md, Calendar), in the clinic's zone. A free time
 * toggles to blocked and back, and a day's every time is blocked with one button; booked times are
 * shown but cannot be blocked (the API refuses them, and a day holding one, too).
 */
export function SlotCalendar({ doctor, now, timeZone }: Props) {
  const blockMutation = useSetBlockedSlots();
  const blockDayMutation = useBlockDays();
  const pending = blockMutation.isPending || blockDayMutation.isPending;
  const today = zonedClock(now, timeZone);
  const days = scanDays(now, timeZone);
  const blockedOn = (dateKey: string) =>
    doctor.blockedSlots.find((block) => block.date === dateKey)?.times ?? [];

  function toggle(dateKey: string, time: string) {
    const blocked = blockedOn(dateKey);
    const times = blocked.includes(time)
      ? blocked.filter((t) => t !== time)
      : [...blocked, time].sort();
    blockMutation.mutate({ doctorId: doctor._id, date: dateKey, times });
  }

  return (
    <section
      aria-labelledby="calendar-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5"
    >
      <h2 id="calendar-heading" className="text-lg font-semibold text-gray-900">
        Block or unblock times
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Choose a free time to block it; choose a blocked time to free it again, or block a whole day
        at once. Booked times cannot be blocked: cancel the appointment first.
      </p>
      <ul className="mt-3 flex flex-wrap gap-4 text-xs text-gray-600" aria-label="Legend">
        <li>
          <span className="mr-1 inline-block size-3 rounded border border-gray-300 bg-white align-middle" />
          Free
        </li>
        <li>
          <span className="mr-1 inline-block size-3 rounded border border-red-300 bg-red-50 align-middle" />
          Blocked
        </li>
        <li>
          <span className="mr-1 inline-block size-3 rounded border border-primary/30 bg-primary-soft align-middle" />
          Booked
        </li>
      </ul>
      <div className="mt-4 space-y-4">
        {days.map((day, offset) => {
          const label = formatDateKey(day.dateKey);
          if (day.weekday === 0) {
            return (
              <div key={day.dateKey} className="text-sm text-gray-500">
                <h3 className="font-medium text-gray-700">{label}</h3>
                <p>Closed on Sundays</p>
              </div>
            );
          }
          const booked = doctor.slots_booked[day.dateKey] ?? [];
          const blocked = blockedOn(day.dateKey);
          const wholeDayBlocked = day.slots.every((time) => blocked.includes(time));
          return (
            <div key={day.dateKey} role="group" aria-label={label}>
              <div className="mb-2 flex flex-wrap items-center gap-3">
                <h3 className="text-sm font-medium text-gray-700">{label}</h3>
                {!wholeDayBlocked && (
                  // The name starts with the words shown (WCAG 2.5.3) and tells the days apart.
                  <Button
                    small
                    variant="secondary"
                    aria-label={`Block whole day, ${label}`}
                    disabled={pending}
                    onClick={() =>
                      blockDayMutation.mutate({
                        doctorId: doctor._id,
                        from: day.dateKey,
                        to: day.dateKey,
                      })
                    }
                  >
                    Block whole day
                  </Button>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {day.slots.map((time) => {
                  const text = formatSlotTime(time);
                  const state = booked.includes(time)
                    ? 'booked'
                    : offset === 0 && minutesOf(time) <= today.minutes
                      ? 'past'
                      : blocked.includes(time)
                        ? 'blocked'
                        : 'free';
                  const inert = state === 'booked' || state === 'past';
                  // The name is the text shown ('03:30 pm booked'), so it holds what a sighted
                  // operator reads (WCAG 2.5.3); the space keeps the time and the state apart.
                  // The state is written under the time, not told by colour alone. A blocked
                  // time's name stays the time: aria-pressed says it is blocked.
                  return (
                    <button
                      key={time}
                      type="button"
                      aria-pressed={inert ? undefined : state === 'blocked'}
                      disabled={inert || pending}
                      onClick={() => toggle(day.dateKey, time)}
                      className={`flex flex-col items-center rounded-lg border px-2.5 py-1 text-sm ${SLOT_STYLE[state]}`}
                    >
                      {text} {state === 'booked' && <span className={STATE_TAG}>booked</span>}
                      {state === 'blocked' && (
                        <span aria-hidden="true" className={STATE_TAG}>
                          blocked
                        </span>
                      )}
                      {state === 'past' && <span className="sr-only">passed</span>}
                    </button>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
