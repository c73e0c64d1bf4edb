import {
  dateInputToKey,
  dateKeyToInput,
  toDateKey,
  zonedClock,
  type Doctor,
} from '@clinic/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/fields';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { formatDateKey } from '../../lib/format';
import { useOperator } from '../../lib/operator';
import { configQueryOptions, doctorsQueryOptions } from '../../lib/shared-queries';
import { useSchedule } from './api/get-schedule';
import {
  cellKey,
  scheduleCells,
  scheduleDays,
  stepDate,
  type ScheduleDay,
  type ScheduleView,
} from './components/schedule-grid';
import { ScheduleTable, dayColumns } from './components/schedule-table';

/** The Doctor choice that shows one day of every doctor at once. */
const ALL_DOCTORS = 'all';

/**
 * The choice lives in the address, so a day's schedule can be bookmarked and Back works. Without
 * one, a doctor sees their own schedule, anyone else the first doctor's. All doctors is a day
 * view, for staff who see every doctor's appointments (a doctor sees only their own).
 */
function useScheduleParams(doctors: readonly Doctor[], todayKey: string) {
  const [params, setParams] = useSearchParams();
  const { doctorId: ownDoctorId } = useOperator();
  const mayShowAll = ownDoctorId === null && doctors.length > 1;
  const listed = (id: string | null) =>
    (mayShowAll && id === ALL_DOCTORS) || doctors.some((doctor) => doctor._id === id);
  const docId =
    [params.get('doctor'), ownDoctorId].find((id) => listed(id)) ?? doctors[0]?._id ?? '';
  const dateKey = dateInputToKey(params.get('date') ?? '') ?? todayKey;
  const view: ScheduleView =
    docId !== ALL_DOCTORS && params.get('view') === 'week' ? 'week' : 'day';
  const update = (next: { doctor?: string; date?: string; view?: ScheduleView }) =>
    setParams({
      doctor: next.doctor ?? docId,
      date: next.date ?? dateKeyToInput(dateKey),
      view: next.view ?? view,
    });
  return { docId, dateKey, view, mayShowAll, update };
}

function captionOf(doctor: Doctor | undefined, days: readonly ScheduleDay[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!doctor || !first || !last) return '';
  if (first === last) return `${doctor.name}, ${formatDateKey(first.dateKey)}`;
  return `${doctor.name}, ${formatDateKey(first.dateKey)} to ${formatDateKey(last.dateKey)}`;
}

/**
 * A doctor's day or week (Monday to Saturday) for the doctor and the front desk, or one day of
 * every doctor side by side for the front desk, in the clinic's time zone: each grid time free,
 * blocked or booked with the patient and whether it is paid (what the appointments list already
 * shows them). Printing hides the console around the table.
 */
export function SchedulePage() {
  const doctors = useQuery(doctorsQueryOptions());
  const config = useQuery(configQueryOptions());
  const clock = config.data ? zonedClock(new Date(), config.data.timeZone) : null;
  const todayKey = clock ? toDateKey(clock) : '';
  const { docId, dateKey, view, mayShowAll, update } = useScheduleParams(
    doctors.data ?? [],
    todayKey,
  );
  const allDoctors = docId === ALL_DOCTORS;
  const days = scheduleDays(dateKey, view);
  const first = days[0];
  const last = days[days.length - 1];
  const sundayOnly = view === 'day' && first?.weekday === 0;
  const schedule = useSchedule(
    docId && first && last && !sundayOnly
      ? { ...(allDoctors ? {} : { docId }), from: first.dateKey, to: last.dateKey }
      : null,
  );

  if (doctors.isPending || config.isPending) return <Loading />;
  if (doctors.error)
    return <ErrorState error={doctors.error} onRetry={() => void doctors.refetch()} />;
  if (config.error)
    return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  if (doctors.data.length === 0) return <EmptyState>No doctors yet.</EmptyState>;

  const doctor = doctors.data.find((item) => item._id === docId);
  const today = { dateKey: todayKey, minutes: clock?.minutes ?? 0 };
  const columns = allDoctors
    ? doctors.data.map((item) => {
        const cells = scheduleCells(
          days,
          (schedule.data ?? []).filter((appointment) => appointment.docId === item._id),
          item.blockedSlots,
          today,
        );
        return {
          key: item._id,
          heading: item.name,
          closed: false,
          cellAt: (time: string) => cells.get(cellKey(dateKey, time)),
        };
      })
    : dayColumns(days, scheduleCells(days, schedule.data ?? [], doctor?.blockedSlots ?? [], today));

  return (
    <>
      <div className="print:hidden">
        <PageHeader title="Schedule">
          <Button
            variant="secondary"
            onClick={() => update({ date: dateKeyToInput(stepDate(dateKey, view, -1)) })}
          >
            {view === 'week' ? 'Previous week' : 'Previous day'}
          </Button>
          <Button
            variant="secondary"
            onClick={() => update({ date: dateKeyToInput(stepDate(dateKey, view, 1)) })}
          >
            {view === 'week' ? 'Next week' : 'Next day'}
          </Button>
          <Button onClick={() => window.print()}>Print</Button>
        </PageHeader>
        <div className="mb-6 grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Doctor"
            value={docId}
            onChange={(event) => update({ doctor: event.target.value })}
          >
            {mayShowAll && <option value={ALL_DOCTORS}>All doctors, one day</option>}
            {doctors.data.map((item) => (
              <option key={item._id} value={item._id}>
                {item.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Day"
            type="date"
            value={dateKeyToInput(dateKey)}
            onChange={(event) => {
              if (dateInputToKey(event.target.value)) update({ date: event.target.value });
            }}
          />
          <SelectField
            label="Show"
            value={view}
            disabled={allDoctors}
            onChange={(event) => update({ view: event.target.value === 'week' ? 'week' : 'day' })}
          >
            <option value="day">The day</option>
            <option value="week">Its week, Monday to Saturday</option>
          </SelectField>
        </div>
      </div>
      {sundayOnly ? (
        <EmptyState>{`${formatDateKey(dateKey)}: the clinic is closed on Sundays.`}</EmptyState>
      ) : schedule.isPending ? (
        <Loading />
      ) : schedule.error ? (
        <ErrorState error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : (
        <ScheduleTable
          caption={allDoctors ? `All doctors, ${formatDateKey(dateKey)}` : captionOf(doctor, days)}
          columns={columns}
        />
      )}
    </>
  );
}
