import { ADMIN_API, adminWaitlistResponse, type AdminWaitlistEntry } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { frontDesk, makeDoctor } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

const asha = makeDoctor();
const kabir = makeDoctor({ _id: 'd00000000000000000000002', name: 'Dr. Kabir Sen' });

const entry = (overrides: Partial<AdminWaitlistEntry> = {}): AdminWaitlistEntry => ({
  _id: 'e00000000000000000000001',
  docId: asha._id,
  doctorName: asha.name,
  wish: { kind: 'preferred', weekdays: [2, 6], halfDays: ['morning'] },
  until: '5_12_2026',
  createdAt: '2026-11-23T04:30:00.000Z',
  patient: { name: 'Ravi Kumar', email: 'ravi@example.in', phone: '9876543210' },
  offer: { slotDate: '24_11_2026', slotTime: '10:30', expiresAt: '2026-11-23T05:00:00.000Z' },
  ...overrides,
});

describe('waiting lists', () => {
  const asked: string[] = [];
  beforeEach(() => {
    window.localStorage.setItem('clinicConsoleToken', 'operator-token');
    asked.length = 0;
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator: frontDesk })),
      http.get(ADMIN_API.doctors, () =>
        HttpResponse.json({ success: true, doctors: [asha, kabir] }),
      ),
      http.get(ADMIN_API.doctorWaitlist(':id'), ({ params }) => {
        asked.push(String(params.id));
        const entries = params.id === asha._id ? [entry()] : [];
        return HttpResponse.json(adminWaitlistResponse.parse({ success: true, entries }));
      }),
    );
  });

  it("when staff open a doctor's waiting list, then each patient shows in order with their wish and the time held for them", async () => {
    const user = userEvent.setup();
    renderConsole('/waitlist');

    // The screen is a lazy chunk: its first load in a test run may take a few seconds.
    const table = await screen.findByRole(
      'region',
      { name: "Dr. Asha Rao's waiting list, first in line first" },
      { timeout: 10_000 },
    );
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(row).getByText('Tue, Sat; morning')).toBeInTheDocument();
    expect(within(row).getByText(/held until/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Doctor'), kabir._id);
    expect(await screen.findByText("Nobody is on Dr. Kabir Sen's waiting list.")).toBeVisible();
    expect(asked).toEqual([asha._id, kabir._id]);
  });
});
