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
          <span className="block text-xs">Booked · {cell.payment}</span>
        </>
      ) : (
        STATE_TEXT[cell.state]
      )}
    </td>
  );
}

/** One column a day, one row a grid time; a Sunday column says the clinic is closed. */
export function ScheduleTable({
  caption,
  days,
  cells,
}: {
  caption: string;
  days: readonly ScheduleDay[];
  cells: Map<string, ScheduleCell>;
}) {
  return (
    <table className="w-full border-collapse bg-white text-sm print:text-xs">
      <caption className="mb-3 text-left text-base font-semibold text-gray-900">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="border border-gray-200 px-3 py-2 text-left">
            Time
          </th>
          {days.map((day) => (
            <th
              key={day.dateKey}
              scope="col"
              className="border border-gray-200 px-3 py-2 text-left"
            >
              {formatDateKey(day.dateKey)}
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
            {days.map((day) =>
              day.weekday === 0 ? (
                <td key={day.dateKey} className="border border-gray-200 px-3 py-2 text-gray-500">
                  Closed
                </td>
              ) : (
                <Cell key={day.dateKey} cell={cells.get(cellKey(day.dateKey, time))} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
