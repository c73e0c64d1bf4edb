import { ApiError } from '@clinic/api-client';
import {
  SERIES_REFUSAL_TEXTS,
  SERIES_SESSIONS_MAX,
  SERIES_SESSIONS_MIN,
  SLOT_TIMES,
  dateInputToKey,
  formatSlotTime,
  seriesRequest,
  type SeriesRequest,
  type SeriesSession,
} from '@clinic/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, SubmitButton } from '../../components/button';
import { SelectField, TextField } from '../../components/fields';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { fieldErrors } from '../../lib/field-errors';
import { formatDateKey } from '../../lib/format';
import { doctorsQueryOptions } from '../../lib/shared-queries';
import { useFormFields } from '../../lib/use-form-fields';
import { useBookSeries } from './api/book-series';
import { usePreviewSeries } from './api/preview-series';

type Field = 'patientEmail' | 'docId' | 'firstDay' | 'slotTime' | 'repeat' | 'count';
const FIELDS: Field[] = ['patientEmail', 'docId', 'firstDay', 'slotTime', 'repeat', 'count'];

interface Plan {
  request: SeriesRequest;
  sessions: SeriesSession[];
}

/**
 * 'Book a series' (docs/product.md, Series): the patient, doctor, first day, time, weekly or
 * fortnightly and the count; then every session as the API would book it now, each one it
 * refuses with a 'Skip' choice, and the booking of the rest, all or nothing.
 */
export function SeriesPage() {
  const doctors = useQuery(doctorsQueryOptions());
  const { values, setErrors, field } = useFormFields<Field>({
    patientEmail: '',
    docId: '',
    firstDay: '',
    slotTime: '10:00',
    repeat: 'weekly',
    count: '6',
  });
  const previewMutation = usePreviewSeries();
  const bookMutation = useBookSeries();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const docId = values.docId || doctors.data?.[0]?._id || '';

  async function showPlan(request: SeriesRequest) {
    const sessions = await previewMutation.mutateAsync(request).catch(() => null);
    setPlan(sessions ? { request, sessions } : null);
    setSkipped(new Set());
  }

  function preview(event: FormEvent) {
    event.preventDefault();
    previewMutation.reset();
    bookMutation.reset();
    const parsed = seriesRequest.safeParse({
      ...values,
      docId,
      firstDay: dateInputToKey(values.firstDay) ?? values.firstDay,
      count: Number(values.count),
    });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues, FIELDS));
    if (parsed.success) void showPlan(parsed.data);
  }

  async function book() {
    if (!plan) return;
    const answer = await bookMutation
      .mutateAsync({ ...plan.request, skip: [...skipped] })
      .catch((error: unknown) => {
        // A session was taken since the preview: show the sessions as they now stand.
        if (error instanceof ApiError && error.code === 'seriesSessionsUnavailable')
          void showPlan(plan.request);
        return null;
      });
    if (answer) setPlan(null);
  }

  const unskippedRefusals =
    plan?.sessions.filter((session) => session.refusal && !skipped.has(session.slotDate)) ?? [];
  const toBook = plan ? plan.sessions.length - skipped.size : 0;

  return (
    <section>
      <PageHeader title="Book a series" />
      <form
        aria-label="Series"
        onSubmit={preview}
        noValidate
        className="grid max-w-xl gap-4 rounded-lg border border-gray-200 bg-white p-5"
      >
        <TextField
          label="Patient's e-mail"
          type="email"
          autoComplete="off"
          hint="The e-mail the patient registered with"
          {...field('patientEmail')}
        />
        <SelectField label="Doctor" {...field('docId')} value={docId}>
          {(doctors.data ?? []).map((doctor) => (
            <option key={doctor._id} value={doctor._id}>
              {doctor.name}
            </option>
          ))}
        </SelectField>
        <TextField label="First day" type="date" {...field('firstDay')} />
        <SelectField label="Time" {...field('slotTime')}>
          {SLOT_TIMES.map((time) => (
            <option key={time} value={time}>
              {formatSlotTime(time)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Repeat" {...field('repeat')}>
          <option value="weekly">Weekly</option>
          <option value="fortnightly">Fortnightly</option>
        </SelectField>
        <TextField
          label="Sessions"
          type="number"
          min={SERIES_SESSIONS_MIN}
          max={SERIES_SESSIONS_MAX}
          hint={`From ${SERIES_SESSIONS_MIN} to ${SERIES_SESSIONS_MAX}`}
          {...field('count')}
        />
        <FormError error={previewMutation.error} />
        <div>
          <SubmitButton busy={previewMutation.isPending} busyText="Checking…">
            Preview sessions
          </SubmitButton>
        </div>
      </form>

      {plan && (
        <div className="mt-6 max-w-3xl">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left text-base font-semibold text-gray-900">
              Sessions
            </caption>
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="py-2 pr-4">
                  Session
                </th>
                <th scope="col" className="py-2 pr-4">
                  Day and time
                </th>
                <th scope="col" className="py-2 pr-4">
                  Can it be booked?
                </th>
                <th scope="col" className="py-2">
                  Skip
                </th>
              </tr>
            </thead>
            <tbody>
              {plan.sessions.map((session, index) => {
                const when = `${formatDateKey(session.slotDate)}, ${formatSlotTime(session.slotTime)}`;
                return (
                  <tr key={session.slotDate} className="border-b border-gray-100">
                    <td className="py-2 pr-4">{index + 1}</td>
                    <td className="py-2 pr-4">{when}</td>
                    <td
                      className={`py-2 pr-4 ${session.refusal ? 'text-red-700' : 'text-emerald-800'}`}
                    >
                      {session.refusal ? SERIES_REFUSAL_TEXTS[session.refusal] : 'Bookable'}
                    </td>
                    <td className="py-2">
                      {session.refusal && (
                        <label className="inline-flex min-h-11 items-center gap-2">
                          <input
                            type="checkbox"
                            checked={skipped.has(session.slotDate)}
                            onChange={(event) => {
                              const next = new Set(skipped);
                              if (event.target.checked) next.add(session.slotDate);
                              else next.delete(session.slotDate);
                              setSkipped(next);
                            }}
                          />
                          Skip session {index + 1} ({when})
                        </label>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {unskippedRefusals.length > 0 && (
            <p className="mt-3 text-sm text-gray-700">
              Skip each session that cannot be booked, or change the day or time, to book the
              series.
            </p>
          )}
          <FormError error={bookMutation.error} />
          <div className="mt-4">
            <Button
              onClick={() => void book()}
              disabled={bookMutation.isPending || unskippedRefusals.length > 0 || toBook === 0}
            >
              {bookMutation.isPending ? 'Booking…' : `Book ${toBook} sessions`}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
