import { MONTH_NAMES, missedVisitRate, parseDateKey } from '@clinic/contracts';
import type { DoctorMissedVisits, MarkedVisits } from '@clinic/contracts';
import { DataTable } from '../../components/data-table';

/** 'November 2026' and 'October 2026' for the clinic's today, '27_11_2026'. */
function monthNames(today: string): { thisMonth: string; lastMonth: string } {
  const date = parseDateKey(today);
  if (!date) return { thisMonth: 'This month', lastMonth: 'Last month' };
  const last =
    date.month === 1 ? { month: 12, year: date.year - 1 } : { ...date, month: date.month - 1 };
  return {
    thisMonth: `${MONTH_NAMES[date.month - 1]} ${date.year}`,
    lastMonth: `${MONTH_NAMES[last.month - 1]} ${last.year}`,
  };
}

/** '25% missed (1 of 4 marked)', or that none was marked: no rate rather than 0%. */
function rateText(visits: MarkedVisits): string {
  const rate = missedVisitRate(visits);
  if (rate === null) return 'No visits marked';
  return `${Math.round(rate * 100)}% missed (${visits.missed} of ${visits.marked} marked)`;
}

/**
 * Each doctor's missed visits of this month and the last, by the visits' days in the clinic's
 * zone: the figure to watch when reminders change (docs/product.md, Attended or missed).
 */
export function MissedVisitsTable({
  today,
  doctors,
}: {
  today: string;
  doctors: DoctorMissedVisits[];
}) {
  const months = monthNames(today);
  return (
    <section aria-labelledby="missed-visits-heading" className="mt-8">
      <h2 id="missed-visits-heading" className="mb-3 text-lg font-semibold text-gray-900">
        Missed visits
      </h2>
      {doctors.length === 0 ? (
        <p className="text-gray-600">
          No visits have been marked attended or missed in {months.lastMonth} or {months.thisMonth}.
        </p>
      ) : (
        <DataTable
          caption="Missed visits by doctor"
          columns={['Doctor', months.thisMonth, months.lastMonth]}
        >
          {doctors.map((doctor) => (
            <tr key={doctor.docId}>
              <th scope="row" className="px-4 py-3 text-left font-medium text-gray-900">
                {doctor.name}
              </th>
              <td className="px-4 py-3">{rateText(doctor.thisMonth)}</td>
              <td className="px-4 py-3">{rateText(doctor.lastMonth)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
