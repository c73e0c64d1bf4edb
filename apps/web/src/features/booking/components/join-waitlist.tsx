import { useId, useState, type FormEvent } from 'react';
import {
  CLINIC_WEEKDAYS,
  HALF_DAYS,
  OFFER_HOLD_MINUTES,
  scanDays,
  type Doctor,
  type HalfDay,
  type WaitlistWish,
} from '@clinic/contracts';
import { Link, useLocation } from 'wouter';
import { toast } from 'react-toastify/unstyled';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { formatDateKey, weekdayName } from '../../../lib/format';
import { i18n, locale } from '../../../lib/i18n';
import type { LoginState } from '../../../lib/login-return';
import { useToken } from '../../../lib/session';
import { texts } from '../../../lib/texts';
import { useJoinWaitlist, useWaitlist } from '../../../lib/waitlist';

export const messages = i18n('booking/join-waitlist', {
  heading: 'No time that suits you?',
  intro: params(
    "Join {name}'s waiting list. When a time you can come frees, we e-mail you and hold it for you for {minutes} minutes.",
  ),
  open: 'Join the waitlist',
  logIn: 'Log in to join the waitlist',
  when: 'When can you come?',
  anyTime: 'Any time',
  preferred: 'Only on the days and times of day I choose',
  days: 'Days',
  halfDays: 'Times of day',
  morning: 'Morning (10:00 am to 1:00 pm)',
  afternoon: 'Afternoon (3:00 pm to 7:00 pm)',
  until: 'Wait until',
  chooseSome: 'Choose at least one day and one time of day.',
  submit: 'Join the waitlist',
  onList: params("You are on {name}'s waiting list until {date}. See it on My Appointments."),
});

/** The booking page's way onto the doctor's waiting list (docs/product.md, Waiting list). */
export function JoinWaitlist({
  doctor,
  timeZone,
  now,
}: {
  doctor: Doctor;
  timeZone: string;
  now: Date;
}) {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const code = useStore(locale);
  const token = useToken();
  const [pathname] = useLocation();
  const waitlist = useWaitlist();
  const join = useJoinWaitlist();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<WaitlistWish['kind']>('any');
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [halfDays, setHalfDays] = useState<HalfDay[]>([]);
  const days = scanDays(now, timeZone).filter((day) => day.weekday !== 0);
  const [until, setUntil] = useState(days.at(-1)?.dateKey ?? '');
  const formId = useId();
  const headingId = useId();

  const entry = waitlist.data?.entries.find((item) => item.docId === doctor._id);
  const incomplete = kind === 'preferred' && (weekdays.length === 0 || halfDays.length === 0);
  const toggle = <T,>(list: T[], item: T) =>
    list.includes(item) ? list.filter((each) => each !== item) : [...list, item];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (incomplete) return;
    const wish: WaitlistWish =
      kind === 'any'
        ? { kind: 'any' }
        : { kind: 'preferred', weekdays: [...weekdays].sort(), halfDays };
    const answer = await join.mutateAsync({ docId: doctor._id, wish, until }).catch(() => null);
    if (!answer) return;
    toast.success(fixed.waitlistJoined);
    setOpen(false);
  };

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-lg border border-gray-200 p-5">
      <h3 id={headingId} className="font-medium text-gray-900">
        {t.heading}
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        {t.intro({ name: doctor.name, minutes: OFFER_HOLD_MINUTES })}
      </p>
      {!token ? (
        <Link
          to="/login"
          state={{ from: pathname } satisfies LoginState}
          className="mt-4 inline-block text-sm text-primary underline"
        >
          {t.logIn}
        </Link>
      ) : entry ? (
        <p className="mt-4 text-sm text-gray-800" role="status">
          {t.onList({ name: doctor.name, date: formatDateKey(entry.until, code) })}
        </p>
      ) : !open ? (
        <button
          type="button"
          className="btn-outline mt-4"
          aria-expanded={false}
          aria-controls={formId}
          onClick={() => setOpen(true)}
        >
          {t.open}
        </button>
      ) : (
        <form id={formId} className="mt-4 space-y-4" onSubmit={onSubmit}>
          <fieldset>
            <legend className="text-sm font-medium text-gray-800">{t.when}</legend>
            {(['any', 'preferred'] as const).map((option) => (
              <label key={option} className="mt-2 flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="waitlist-kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />
                {option === 'any' ? t.anyTime : t.preferred}
              </label>
            ))}
          </fieldset>
          {kind === 'preferred' && (
            <>
              <fieldset>
                <legend className="text-sm font-medium text-gray-800">{t.days}</legend>
                <div className="mt-2 flex flex-wrap gap-3">
                  {CLINIC_WEEKDAYS.map((weekday) => (
                    <label key={weekday} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={weekdays.includes(weekday)}
                        onChange={() => setWeekdays(toggle(weekdays, weekday))}
                      />
                      {weekdayName(weekday, 'long', code)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset>
                <legend className="text-sm font-medium text-gray-800">{t.halfDays}</legend>
                <div className="mt-2 flex flex-wrap gap-3">
                  {HALF_DAYS.map((half) => (
                    <label key={half} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={halfDays.includes(half)}
                        onChange={() => setHalfDays(toggle(halfDays, half))}
                      />
                      {t[half]}
                    </label>
                  ))}
                </div>
              </fieldset>
              {incomplete && <p className="text-sm text-red-700">{t.chooseSome}</p>}
            </>
          )}
          <label className="block text-sm font-medium text-gray-800">
            {t.until}
            <select
              className="mt-1 block rounded border border-gray-300 px-3 py-2"
              value={until}
              onChange={(event) => setUntil(event.target.value)}
            >
              {days.map((day) => (
                <option key={day.dateKey} value={day.dateKey}>
                  {`${weekdayName(day.weekday, 'long', code)} ${formatDateKey(day.dateKey, code)}`}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-primary" disabled={incomplete || join.isPending}>
            {t.submit}
          </button>
        </form>
      )}
    </section>
  );
}
