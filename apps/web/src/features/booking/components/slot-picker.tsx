import { useState } from 'react';
import {
  cancelPolicyText,
  formatSlotTime,
  slotWindow,
  TEXTS,
  type Appointment,
  type Doctor,
} from '@clinic/contracts';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { formatDateKey, WEEKDAYS } from '../../../lib/format';
import { useToken } from '../../../lib/session';
import { useBookAppointment } from '../api/book-appointment';
import { useRescheduleAppointment } from '../api/reschedule-appointment';

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

interface SlotPickerProps {
  doctor: Doctor;
  timeZone: string;
  /** The cancellation policy's cut-off, stated by the button when above 0. */
  cancelCutoffHours: number;
  now: Date;
  /** The appointment the chosen time replaces; without it, the time is booked. */
  moving?: Appointment;
}

const optionClass =
  'cursor-pointer border transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary';

/** Day tabs and times of the booking window (docs/decisions.md, Calendar), in the clinic's zone. */
export function SlotPicker({ doctor, timeZone, cancelCutoffHours, now, moving }: SlotPickerProps) {
  const token = useToken();
  const navigate = useNavigate();
  const book = useBookAppointment();
  const move = useRescheduleAppointment();
  const pending = book.isPending || move.isPending;
  const days = slotWindow({
    now,
    timeZone,
    slotsBooked: doctor.slots_booked,
    blockedSlots: doctor.blockedSlots,
  });
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosenTime, setChosenTime] = useState<string | null>(null);

  // A choice that left the window (the list reloaded, the slot was taken) no longer counts.
  const day = days.find((item) => item.dateKey === chosenDay) ?? days[0];
  const time = day && chosenTime && day.slots.includes(chosenTime) ? chosenTime : null;

  const onSubmit = async () => {
    if (!token) {
      toast.warn(TEXTS.loginToBook);
      navigate('/login');
      return;
    }
    if (!day || !time) {
      toast.warn(TEXTS.selectTimeSlot);
      return;
    }
    const slot = { slotDate: day.dateKey, slotTime: time };
    const answer = await (
      moving
        ? move.mutateAsync({ appointmentId: moving._id, ...slot })
        : book.mutateAsync({ docId: doctor._id, ...slot })
    ).catch(() => null);
    if (!answer) return;
    toast.success(answer.message);
    navigate('/my-appointment');
  };

  if (!day) {
    return (
      <p className="rounded-lg bg-gray-50 p-5 text-sm text-gray-700">
        {doctor.name} has no free times in the next two weeks. Please choose another doctor or
        contact the clinic.
      </p>
    );
  }

  return (
    <div className="space-y-6">
      {/* min-w-0: a fieldset is as wide as its content unless told otherwise; the row scrolls. */}
      <fieldset className="min-w-0">
        <legend className="font-medium text-gray-700">Booking slots: choose a day</legend>
        <div className="mt-3 flex gap-3 overflow-x-auto pb-2">
          {days.map((item) => (
            // relative: the visually hidden radio stays inside the scrolling row, not beyond the page.
            <label key={item.dateKey} className="relative shrink-0">
              <input
                type="radio"
                name="day"
                value={item.dateKey}
                checked={item.dateKey === day.dateKey}
                onChange={() => setChosenDay(item.dateKey)}
                aria-label={`${WEEKDAY_NAMES[item.weekday]} ${formatDateKey(item.dateKey)}`}
                className="peer sr-only"
              />
              <span
                className={`flex min-w-16 flex-col items-center rounded-full border-gray-200 px-3 py-5 text-sm ${optionClass}`}
              >
                <span className="font-medium uppercase">{WEEKDAYS[item.weekday]}</span>
                <span>{item.date.day}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="font-medium text-gray-700">Choose a time</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {day.slots.map((slot) => (
            <label key={slot}>
              <input
                type="radio"
                name="time"
                value={slot}
                checked={slot === time}
                onChange={() => setChosenTime(slot)}
                className="peer sr-only"
              />
              <span
                className={`inline-block rounded-full border-gray-300 px-5 py-2 text-sm text-gray-700 ${optionClass}`}
              >
                {formatSlotTime(slot)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {cancelCutoffHours > 0 && (
        <p className="text-sm text-gray-700">{cancelPolicyText(cancelCutoffHours)}</p>
      )}
      <button
        type="button"
        onClick={onSubmit}
        disabled={pending}
        aria-busy={pending}
        className="btn-primary px-12 py-3"
      >
        {moving ? 'Move appointment' : TEXTS.bookAppointment}
      </button>
    </div>
  );
}
