import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ADMIN_TEXTS,
  blockDaysPastRefusal,
  blockDaysRequest,
  bookedOnDays,
  clinicDaysBetween,
  dateInputToKey,
  dateKeyToInput,
  fieldText,
  type Doctor,
} from '@clinic/contracts';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/fields';
import { formatSlot } from '../../../lib/format';
import { useBlockDays } from '../api/block-days';

interface Props {
  doctor: Doctor;
  /** The clinic's date, D_M_YYYY. */
  todayKey: string;
}

type Errors = Partial<Record<'from' | 'to', string>>;

/**
 * A doctor's leave in one request: every time of one day, or of each day from the first to the
 * last (Sundays are closed anyway). Booked appointments are never cancelled by it; while the
 * range holds any, they are listed with a way to them, and the API would refuse the block too.
 */
export function BlockDaysForm({ doctor, todayKey }: Props) {
  const blockMutation = useBlockDays();
  const [fromInput, setFromInput] = useState('');
  const [toInput, setToInput] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const from = dateInputToKey(fromInput) ?? '';
  const to = dateInputToKey(toInput) ?? from;
  const booked = from ? bookedOnDays(doctor.slots_booked, clinicDaysBetween(from, to)) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = blockDaysRequest.safeParse({ from, to });
    const found: Errors = {};
    if (!from) found.from = 'Choose the first day';
    else if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'to' ? 'to' : 'from';
        found[key] ??= fieldText(issue.message);
      }
    } else {
      const past = blockDaysPastRefusal(from, todayKey);
      if (past) found.from = ADMIN_TEXTS[past];
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    blockMutation.mutate(
      { doctorId: doctor._id, from, to },
      {
        onSuccess: () => {
          setFromInput('');
          setToInput('');
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="block-days-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5"
    >
      <h2 id="block-days-heading" className="text-lg font-semibold text-gray-900">
        Block whole days
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        For leave: every time of each day is blocked in one go. Sundays are closed anyway.
      </p>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Block whole days"
        className="mt-4 flex flex-wrap items-start gap-4"
      >
        <TextField
          label="First day"
          type="date"
          min={dateKeyToInput(todayKey)}
          value={fromInput}
          onChange={(event) => setFromInput(event.target.value)}
          error={errors.from}
        />
        <TextField
          label="Last day"
          type="date"
          min={fromInput || dateKeyToInput(todayKey)}
          hint="Leave empty to block the first day only."
          value={toInput}
          onChange={(event) => setToInput(event.target.value)}
          error={errors.to}
        />
        <Button
          type="submit"
          className="mt-6"
          disabled={blockMutation.isPending || booked.length > 0}
        >
          {blockMutation.isPending ? 'Blocking…' : 'Block these days'}
        </Button>
      </form>
      {booked.length > 0 && (
        <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm font-medium text-amber-900">
            These days have booked appointments, so they cannot be blocked yet. Blocking never
            cancels an appointment: cancel or move each one first (the schedule shows the patient).
          </p>
          <ul className="mt-2 list-disc pl-5 text-sm text-amber-900">
            {booked.map(({ date, time }) => (
              <li key={`${date} ${time}`}>
                <Link
                  className="underline"
                  to={`/schedule?doctor=${doctor._id}&date=${dateKeyToInput(date)}&view=day`}
                >
                  {formatSlot(date, time)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
