import { ADMIN_API, type DashboardResponse } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { frontDesk } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

function dashboardServer(missedVisits: DashboardResponse['dashboard']['missedVisits']) {
  server.use(
    http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator: frontDesk })),
    http.get(ADMIN_API.dashboard, () =>
      HttpResponse.json<DashboardResponse>({
        success: true,
        dashboard: {
          todayAppointments: 3,
          proofsPending: 1,
          nextSevenDaysBookings: 9,
          revenueThisMonth: 4000,
          today: '2_1_2027',
          missedVisits,
        },
      }),
    ),
  );
}

describe('dashboard: missed visits', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  it("when visits were marked, then each doctor's rate shows for this month and the last, with its counts", async () => {
    dashboardServer([
      {
        docId: 'd00000000000000000000001',
        name: 'Dr. Asha Rao',
        thisMonth: { marked: 4, missed: 1 },
        lastMonth: { marked: 0, missed: 0 },
      },
      {
        docId: 'd00000000000000000000002',
        name: 'Dr. Vikram Menon',
        thisMonth: { marked: 3, missed: 2 },
        lastMonth: { marked: 10, missed: 1 },
      },
    ]);
    renderConsole('/');

    const table = await screen.findByRole('table', { name: 'Missed visits by doctor' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    // The month turned over the year's end: today is 2 January 2027 at the clinic.
    expect(rows).toEqual([
      ['Doctor', 'January 2027', 'December 2026'],
      ['Dr. Asha Rao', '25% missed (1 of 4 marked)', 'No visits marked'],
      ['Dr. Vikram Menon', '67% missed (2 of 3 marked)', '10% missed (1 of 10 marked)'],
    ]);
  });

  it('when no visit was marked in either month, then it says so instead of a table', async () => {
    dashboardServer([]);
    renderConsole('/');

    expect(
      await screen.findByText(
        'No visits have been marked attended or missed in December 2026 or January 2027.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('table', { name: 'Missed visits by doctor' }),
    ).not.toBeInTheDocument();
  });
});
