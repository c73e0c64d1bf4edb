import { ADMIN_API, auditResponse, type AuditResponse } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { operator } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

const page1: AuditResponse = auditResponse.parse({
  success: true,
  total: 26,
  page: 1,
  pageSize: 25,
  entries: [
    {
      _id: 'c00000000000000000000001',
      actorId: operator._id,
      actorEmail: operator.email,
      actorRole: 'admin',
      action: 'payment.approve',
      patientIds: ['a00000000000000000000001'],
      targetType: 'appointment',
      targetId: 'e00000000000000000000001',
      before: {
        patient: 'Ravi Kumar',
        doctor: 'Dr. Asha Rao',
        slot: '24_11_2026 03:30 pm',
        payment: false,
      },
      after: {
        patient: 'Ravi Kumar',
        doctor: 'Dr. Asha Rao',
        slot: '24_11_2026 03:30 pm',
        payment: true,
      },
      at: '2026-11-23T05:00:00.000Z',
    },
    {
      _id: 'c00000000000000000000002',
      actorId: operator._id,
      actorEmail: operator.email,
      actorRole: 'admin',
      action: 'doctor.availability',
      patientIds: [],
      targetType: 'doctor',
      targetId: 'd00000000000000000000001',
      before: { name: 'Dr. Asha Rao', available: true },
      after: { name: 'Dr. Asha Rao', available: false },
      at: '2026-11-23T04:00:00.000Z',
    },
  ],
});

describe('audit log', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  it("shows a refund due after a patient's erasure without a name, as the patient's own act", async () => {
    const refund = auditResponse.parse({
      success: true,
      total: 1,
      page: 1,
      pageSize: 25,
      entries: [
        {
          _id: 'c00000000000000000000009',
          actorId: 'f00000000000000000000001',
          actorEmail: '',
          actorRole: '',
          action: 'refund.due',
          patientIds: ['a00000000000000000000001'],
          targetType: 'appointment',
          targetId: 'e00000000000000000000001',
          before: { doctor: 'Dr. Asha Rao', slot: '24_11_2026 03:30 pm', payment: true },
          after: { doctor: 'Dr. Asha Rao', slot: '24_11_2026 03:30 pm', payment: true },
          at: '2026-11-23T05:00:00.000Z',
        },
      ],
    });
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(ADMIN_API.audit, () => HttpResponse.json(refund)),
    );
    renderConsole('/audit');

    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Refund due (erased patient)')).toBeInTheDocument();
    expect(
      within(row).getByText('Erased patient with Dr. Asha Rao, 24_11_2026 03:30 pm'),
    ).toBeInTheDocument();
    expect(within(row).getByText('The patient, erasing their account')).toBeInTheDocument();
  });

  it('shows who did what to whom, with the states before and after, and pages on', async () => {
    const pages: string[] = [];
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(ADMIN_API.audit, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        pages.push(page);
        return HttpResponse.json(page === '1' ? page1 : { ...page1, page: 2, entries: [] });
      }),
    );
    const user = userEvent.setup();
    renderConsole('/audit');

    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Approved payment')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText('Ravi Kumar with Dr. Asha Rao, 24_11_2026 03:30 pm'),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText(operator.email)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Changed availability')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Dr. Asha Rao')).toBeInTheDocument();

    await user.click(within(rows[2]!).getByText('Show changes'));
    expect(within(rows[2]!).getByText(/"available": false/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Nothing has been changed yet.')).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });
});
