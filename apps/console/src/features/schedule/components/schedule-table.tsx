import { SLOT_TIMES, formatSlotTime } from '@clinic/contracts';
import { formatDateKey } from '../../../lib/format';
import { cellKey, type ScheduleCell, type ScheduleDay } from './schedule-grid';

const CELL_STYLE = {
  free: 'text-gray-700',
  passed: 'text-gray-500',
  blocked: 'bg-red-50 text-red-800 print:bg-transparent',
  booked: 'bg-primary-soft text-gray-900 print:bg-transparent',
} as const;

const STATE_TEXT = { free: 'Free', passed: 'Passed', blocked: 'Blocked' } as const;

function Cell({ cell }: { cell: ScheduleCell | undefined }) {
  if (!cell) return <td className="border border-gray-200 px-3 py-2" />;
  return (
    <td className={`border border-gray-200 px-3 py-2 align-top ${CELL_STYLE[cell.state]}`}>
      {cell.state === 'booked' ? (
        <>
          <span className="block font-medium">{cell.patient}</span>
          <span className="block text-xs">
            Booked · {cell.payment}
            {cell.attendance && ` · ${cell.attendance}`}
          </span>
        </>
      ) : (
        STATE_TEXT[cell.state]
      )}
    </td>
  );
}

export interface ScheduleColumn {
  key: string;
  heading: string;
  /** A Sunday: every time says the clinic is closed. */
  closed: boolean;
  cellAt: (time: string) => ScheduleCell | undefined;
}

/** The columns of one doctor's day or week: one a day. */
export function dayColumns(
  days: readonly ScheduleDay[],
  cells: Map<string, ScheduleCell>,
): ScheduleColumn[] {
  return days.map((day) => ({
    key: day.dateKey,
    heading: formatDateKey(day.dateKey),
    closed: day.weekday === 0,
    cellAt: (time) => cells.get(cellKey(day.dateKey, time)),
  }));
}

/** One row a grid time, one column a day (a doctor's schedule) or a doctor (one day of all). */
export function ScheduleTable({
  caption,
  columns,
}: {
  caption: string;
  columns: readonly ScheduleColumn[];
}) {
  return (
    // Many doctors' columns scroll sideways: the region takes the focus, so the keyboard scrolls it.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto print:overflow-visible"
    >
      <table className="w-full border-collapse bg-white text-sm print:text-xs">
        <caption className="mb-3 text-left text-base font-semibold text-gray-900">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="border border-gray-200 px-3 py-2 text-left">
              Time
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="border border-gray-200 px-3 py-2 text-left"
              >
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SLOT_TIMES.map((time) => (
            <tr key={time} className="break-inside-avoid">
              <th scope="row" className="border border-gray-200 px-3 py-2 text-left font-medium">
                {formatSlotTime(time)}
              </th>
              {columns.map((column) =>
                column.closed ? (
                  <td key={column.key} className="border border-gray-200 px-3 py-2 text-gray-500">
                    Closed
                  </td>
                ) : (
                  <Cell key={column.key} cell={column.cellAt(time)} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
