import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  cancelPolicyText,
  formatSlotTime,
  slotWindow,
  type Appointment,
  type Doctor,
  type FamilyMember,
  type SlotDay,
} from '@clinic/contracts';
import { useNavigate } from '../../../lib/history';
import { toast } from 'react-toastify/unstyled';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { formatDateKey, monthName, weekdayName } from '../../../lib/format';
import { i18n, locale, type Locale } from '../../../lib/i18n';
import { useToken } from '../../../lib/session';
import { bookingChoiceStorage, type BookingChoice } from '../../../lib/storage';
import { texts } from '../../../lib/texts';
import { pageTexts } from '../../../lib/page-texts';
import { useFamilyMembers } from '../../../lib/family';
import { useBookAppointment } from '../api/book-appointment';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { ForWhom, type ForWhomChoice } from './for-whom';

export const messages = i18n('booking/slot-picker', {
  noFreeTimes: params(
    '{name} has no free times in the next two weeks. Please choose another doctor or contact the clinic.',
  ),
  chooseDay: 'Booking slots: choose a day',
  chooseTime: 'Choose a time',
  cancelPolicyOneHour:
    'You can cancel or move this appointment up to 1 hour before it starts. After that, please call the clinic.',
  cancelPolicy: params(
    'You can cancel or move this appointment up to {hours} hours before it starts. After that, please call the clinic.',
  ),
  moveAppointment: 'Move appointment',
  kept: params('We kept the day and time you chose: {when}.'),
  keptTaken: 'The time you chose is no longer free. Please choose another.',
});

interface SlotPickerProps {
  doctor: Doctor;
  timeZone: string;
  /** The cancellation policy's cut-off, stated by the button when above 0. */
  cancelCutoffHours: number;
  now: Date;
  /** The appointment the chosen time replaces; without it, the time is booked. */
  moving?: Appointment;
}

// No colour transition: colours fade on the main thread, a style and paint pass every frame for
// 150 ms, which was more than half of a choice's work on a slow phone.
const optionClass =
  'cursor-pointer border peer-checked:border-primary peer-checked:bg-primary peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary';

interface DayOptionProps {
  day: SlotDay;
  checked: boolean;
  /** The window crosses a month: the chip says its month too. */
  showMonth: boolean;
  code: Locale;
  onChoose: (dateKey: string) => void;
}

/**
 * One day tab. Memoised, as is TimeOption: a choice renders again only the chips it checks or
 * unchecks, not the whole window (src/features/booking/slot-picker.test.tsx).
 */
const DayOption = memo(function DayOption({
  day,
  checked,
  showMonth,
  code,
  onChoose,
}: DayOptionProps) {
  return (
    // relative: the visually hidden radio stays inside the scrolling row, not beyond the page.
    <label className="relative shrink-0">
      <input
        type="radio"
        name="day"
        value={day.dateKey}
        checked={checked}
        onChange={() => onChoose(day.dateKey)}
        aria-label={`${weekdayName(day.weekday, 'long', code)} ${formatDateKey(day.dateKey, code)}`}
        className="peer sr-only"
      />
      <span
        className={`flex min-w-16 flex-col items-center rounded-full border-gray-200 px-3 py-5 text-sm ${optionClass}`}
      >
        <span className="font-medium uppercase">{weekdayName(day.weekday, 'short', code)}</span>
        <span>{day.date.day}</span>
        {showMonth && <span className="text-xs uppercase">{monthName(day.date.month, code)}</span>}
      </span>
    </label>
  );
});

const TimeOption = memo(function TimeOption({
  slot,
  checked,
  onChoose,
}: {
  slot: string;
  checked: boolean;
  onChoose: (slot: string) => void;
}) {
  return (
    <label>
      <input
        type="radio"
        name="time"
        value={slot}
        checked={checked}
        onChange={() => onChoose(slot)}
        className="peer sr-only"
      />
      <span
        className={`inline-block rounded-full border-gray-300 px-5 py-2 text-sm text-gray-700 ${optionClass}`}
      >
        {formatSlotTime(slot)}
      </span>
    </label>
  );
});

/** Day tabs and times of the booking window (docs/decisions.md, Calendar), in the clinic's zone. */
export function SlotPicker({ doctor, timeZone, cancelCutoffHours, now, moving }: SlotPickerProps) {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const page = useStore(pageTexts);
  const code = useStore(locale);
  const token = useToken();
  const navigate = useNavigate();
  const book = useBookAppointment();
  const move = useRescheduleAppointment();
  const pending = book.isPending || move.isPending;
  // The window changes with the doctor's bookings and the clock, not with a choice: its day objects
  // stay the same, so the memoised chips can skip rendering.
  const slotsBooked = doctor.slots_booked;
  const blockedSlots = doctor.blockedSlots;
  const days = useMemo(
    () => slotWindow({ now, timeZone, slotsBooked, blockedSlots }),
    [now, timeZone, slotsBooked, blockedSlots],
  );
  // The day and time chosen before Book asked for a login come back once logged in (or back).
  const [kept] = useState(() => {
    const choice = bookingChoiceStorage.get();
    return !moving && choice?.docId === doctor._id ? choice : null;
  });
  const members = useFamilyMembers();

  // "For whom" shows above the button once the family list is in: focusing before it came would
  // leave the button pushed out of view.
  const formSettled =
    !token || moving !== undefined || members.data !== undefined || members.isError;

  const onSubmit = async (day: SlotDay, time: string | null, forWhom: ForWhomChoice) => {
    if (!token) {
      bookingChoiceStorage.keep({ docId: doctor._id, slotDate: day.dateKey, slotTime: time });
      toast.warn(fixed.loginToBook);
      navigate('/login');
      return;
    }
    if (!time) {
      toast.warn(fixed.selectTimeSlot);
      return;
    }
    const slot = { slotDate: day.dateKey, slotTime: time };
    const answer = await (
      moving
        ? move.mutateAsync({ appointmentId: moving._id, ...slot })
        : book.mutateAsync({
            docId: doctor._id,
            ...slot,
            ...(forWhom.memberId && {
              memberId: forWhom.memberId,
              guardianConfirmed: forWhom.guardianConfirmed,
            }),
          })
    ).catch(() => null);
    if (!answer) return;
    toast.success(moving ? fixed.appointmentRescheduled : fixed.appointmentBooked);
    navigate('/my-appointment');
  };

  if (days.length === 0) {
    return (
      <p className="rounded-lg bg-gray-50 p-5 text-sm text-gray-700">
        {t.noFreeTimes({ name: doctor.name })}
      </p>
    );
  }

  return (
    <SlotForm
      doctor={doctor}
      days={days}
      kept={kept}
      members={token && !moving ? members.data : undefined}
      formSettled={formSettled}
      policy={
        cancelCutoffHours > 0 &&
        (code === 'en'
          ? cancelPolicyText(cancelCutoffHours)
          : cancelCutoffHours === 1
            ? t.cancelPolicyOneHour
            : t.cancelPolicy({ hours: cancelCutoffHours }))
      }
      action={moving ? t.moveAppointment : page.bookAppointment}
      pending={pending}
      onSubmit={onSubmit}
    />
  );
}

interface SlotFormProps {
  doctor: Doctor;
  /** The booking window, at least one day. */
  days: SlotDay[];
  kept: BookingChoice | null;
  /** The holder's family, once in, when "for whom" is asked. */
  members: FamilyMember[] | undefined;
  formSettled: boolean;
  /** The cancellation policy stated above the button, if any. */
  policy: string | false;
  action: string;
  pending: boolean;
  onSubmit: (day: SlotDay, time: string | null, forWhom: ForWhomChoice) => void;
}

/**
 * The choices and the button. The choice is this component's state, not SlotPicker's: a tap renders
 * again only this and the chips it changes, not the session, family and booking hooks above
 * (src/features/booking/slot-picker.test.tsx).
 */
function SlotForm({
  doctor,
  days,
  kept,
  members,
  formSettled,
  policy,
  action,
  pending,
  onSubmit,
}: SlotFormProps) {
  const t = useStore(messages);
  const code = useStore(locale);
  const [chosenDay, setChosenDay] = useState<string | null>(kept?.slotDate ?? null);
  const [chosenTime, setChosenTime] = useState<string | null>(kept?.slotTime ?? null);
  const [forWhom, setForWhom] = useState<ForWhomChoice>({ memberId: '', guardianConfirmed: false });
  const bookButton = useRef<HTMLButtonElement>(null);
  const keptNoteId = useId();

  // A choice that left the window (the list reloaded, the slot was taken) no longer counts.
  const day = days.find((item) => item.dateKey === chosenDay) ?? days[0]!;
  const time = chosenTime && day.slots.includes(chosenTime) ? chosenTime : null;
  const keptTime = kept?.slotTime ?? null;
  const showingKept = keptTime !== null && chosenTime === keptTime && chosenDay === kept?.slotDate;
  const keptNote = !showingKept
    ? null
    : time === keptTime
      ? t.kept({
          when: `${weekdayName(day.weekday, 'long', code)} ${formatDateKey(day.dateKey, code)}, ${formatSlotTime(keptTime)}`,
        })
      : t.keptTaken;

  // Used once: the kept time is the patient's to book or change, with the button in view and focus.
  useEffect(() => {
    if (!kept || !formSettled) return;
    bookingChoiceStorage.forget();
    if (kept.slotTime !== null) bookButton.current?.focus();
  }, [kept, formSettled]);

  // 'MON 30' then 'TUE 1' reads as going back: once the window crosses a month, each chip says its month.
  const crossesMonth = days.some((item) => item.date.month !== days[0]?.date.month);

  return (
    <div className="space-y-6">
      {/* min-w-0: a fieldset is as wide as its content unless told otherwise; the row scrolls. */}
      <fieldset className="min-w-0">
        <legend className="font-medium text-gray-700">{t.chooseDay}</legend>
        <div className="mt-3 flex gap-3 overflow-x-auto pb-2">
          {days.map((item) => (
            <DayOption
              key={item.dateKey}
              day={item}
              checked={item.dateKey === day.dateKey}
              showMonth={crossesMonth}
              code={code}
              onChoose={setChosenDay}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="font-medium text-gray-700">{t.chooseTime}</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {day.slots.map((slot) => (
            <TimeOption key={slot} slot={slot} checked={slot === time} onChoose={setChosenTime} />
          ))}
        </div>
      </fieldset>

      {members && (
        <ForWhom
          doctor={doctor}
          members={members}
          slotDate={day.dateKey}
          choice={forWhom}
          onChange={setForWhom}
        />
      )}

      {policy && <p className="text-sm text-gray-700">{policy}</p>}
      {keptNote && (
        <p id={keptNoteId} className="rounded-lg bg-primary-soft p-4 text-sm text-gray-800">
          {keptNote}
        </p>
      )}
      <button
        ref={bookButton}
        type="button"
        onClick={() => onSubmit(day, time, forWhom)}
        disabled={pending}
        aria-busy={pending}
        aria-describedby={keptNote ? keptNoteId : undefined}
        className="btn-primary px-12 py-3"
      >
        {action}
      </button>
    </div>
  );
}
