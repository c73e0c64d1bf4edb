import { ADMIN_API, auditResponse, type AuditResponse } from '@clinic/contracts';
import { PATIENT_ID_ERROR } from './components/audit-filters';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { frontDesk, operator } from '../../test/fixtures';
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
      actorRole: 'owner',
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
      actorId: frontDesk._id,
      actorEmail: frontDesk.email,
      actorRole: 'front-desk',
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
    expect(within(rows[1]!).getByText('Owner')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Changed availability')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Front desk')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Dr. Asha Rao')).toBeInTheDocument();

    await user.click(within(rows[2]!).getByText('Show changes'));
    expect(within(rows[2]!).getByText(/"available": false/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Nothing has been changed yet.')).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('filters by person, patient and action through the address, and refuses a malformed patient id', async () => {
    const priya = 'a00000000000000000000001';
    const read = auditResponse.parse({
      success: true,
      total: 1,
      page: 1,
      pageSize: 25,
      entries: [
        {
          _id: 'c00000000000000000000003',
          actorId: operator._id,
          actorEmail: operator.email,
          actorRole: 'admin',
          action: 'appointments.read',
          targetType: 'appointments',
          targetId: '',
          before: null,
          after: {
            query: { page: 1, pageSize: 20 },
            appointmentIds: ['e00000000000000000000001', 'e00000000000000000000002'],
          },
          patientIds: [priya],
          at: '2026-11-23T05:00:00.000Z',
        },
      ],
    });
    const queries: Record<string, string>[] = [];
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(ADMIN_API.audit, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(query);
        return HttpResponse.json(query.patient === priya ? { ...read, entries: [] } : read);
      }),
    );
    const user = userEvent.setup();
    const { router } = renderConsole(`/audit?actor=${operator.email}&action=appointments.read`);

    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Read appointments')).toBeInTheDocument();
    expect(within(row).getByText('2 appointments shown')).toBeInTheDocument();
    // An entry from before the staff roles keeps the role it was written with.
    expect(within(row).getByText('admin')).toBeInTheDocument();
    expect(queries).toEqual([
      { actor: operator.email, action: 'appointments.read', page: '1', pageSize: '25' },
    ]);
    expect(screen.getByLabelText('Person')).toHaveValue(operator.email);
    expect(screen.getByLabelText('Action')).toHaveValue('appointments.read');

    await user.type(screen.getByLabelText('Patient id'), 'Priya');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText(PATIENT_ID_ERROR)).toBeInTheDocument();
    expect(queries).toHaveLength(1);

    await user.clear(screen.getByLabelText('Patient id'));
    await user.type(screen.getByLabelText('Patient id'), priya);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?actor=${encodeURIComponent(operator.email)}&patient=${priya}&action=appointments.read`,
    );
    expect(queries.at(-1)).toEqual({
      actor: operator.email,
      patient: priya,
      action: 'appointments.read',
      page: '1',
      pageSize: '25',
    });

    await user.selectOptions(screen.getByLabelText('Action'), 'Logged in');
    await waitFor(() => expect(queries.at(-1)?.action).toBe('operator.login'));
    expect(queries.at(-1)).toMatchObject({ actor: operator.email, patient: priya });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', pageSize: '25' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Person')).toHaveValue('');
  });
});
