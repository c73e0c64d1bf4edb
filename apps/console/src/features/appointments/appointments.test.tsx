import {
  ADMIN_API,
  ADMIN_TEXTS,
  TOKEN_HEADER,
  CONSENT_TEXTS,
  type AdminAppointmentResponse,
  type AdminAppointmentsResponse,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PDF, captureDownloads, pdfAnswer } from '@clinic/client-kit/testing';
import { makeAppointment, makeDoctor, operator } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

const asha = makeDoctor();
const vikram = makeDoctor({
  _id: 'd00000000000000000000002',
  name: 'Dr. Vikram Menon',
  speciality: 'Pediatrician',
});
const booked = makeAppointment({ paymentProof: { status: 'none' } });

function appointmentServer(appointments = [booked]) {
  const queries: Record<string, string>[] = [];
  const cancelled: string[] = [];
  server.use(
    http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
    http.get(ADMIN_API.doctors, () =>
      HttpResponse.json({ success: true, doctors: [asha, vikram] }),
    ),
    http.get(ADMIN_API.appointments, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      const list = appointments.map((item) =>
        cancelled.includes(item._id) ? { ...item, cancelled: true } : item,
      );
      return HttpResponse.json<AdminAppointmentsResponse>({
        success: true,
        appointments: list,
        total: 45,
        page: 1,
        pageSize: 20,
      });
    }),
    http.post(ADMIN_API.cancelAppointment(booked._id), () => {
      cancelled.push(booked._id);
      return HttpResponse.json<AdminAppointmentResponse>({
        success: true,
        message: ADMIN_TEXTS.appointmentCancelled,
        appointment: { ...booked, cancelled: true },
      });
    }),
  );
  return { queries, cancelled };
}

describe('appointments table', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  it('reads its filters from the address and sends them with the page size', async () => {
    const { queries } = appointmentServer();
    renderConsole('/appointments?status=awaiting-proof&from=3_3_2026');

    const table = await screen.findByRole('table', { name: 'Appointments' });
    expect(within(table).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(table).getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('awaiting-proof');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-03');
    expect(queries[0]).toEqual({
      status: 'awaiting-proof',
      from: '3_3_2026',
      page: '1',
      pageSize: '20',
    });
    expect(screen.getByText('Page 1 of 3 (45 in all)')).toBeInTheDocument();
  });

  it('when the operator picks a doctor or the next page, then the list is asked again with them', async () => {
    const { queries } = appointmentServer();
    const user = userEvent.setup();
    renderConsole('/appointments');
    await screen.findByRole('table', { name: 'Appointments' });

    await user.selectOptions(screen.getByLabelText('Doctor'), 'Dr. Vikram Menon');
    await vi.waitFor(() =>
      expect(queries.at(-1)).toEqual({ docId: vikram._id, page: '1', pageSize: '20' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() =>
      expect(queries.at(-1)).toEqual({ docId: vikram._id, page: '2', pageSize: '20' }),
    );
  });

  it('when the operator cancels and confirms, then the appointment is cancelled', async () => {
    const { cancelled } = appointmentServer();
    const user = userEvent.setup();
    renderConsole('/appointments');

    await user.click(
      await screen.findByRole('button', { name: 'Cancel appointment of Ravi Kumar' }),
    );
    expect(cancelled).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText(ADMIN_TEXTS.appointmentCancelled)).toBeInTheDocument();
    expect(cancelled).toEqual([booked._id]);
    expect(
      await within(screen.getByRole('table', { name: 'Appointments' })).findByText('Cancelled'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Cancel appointment of Ravi Kumar' }),
    ).not.toBeInTheDocument();
  });

  it('when the operator asks for a paid appointment’s receipt, then the API’s PDF is saved under its name; an unpaid one offers none', async () => {
    const paid = makeAppointment({
      _id: 'e00000000000000000000002',
      userData: { name: 'Meera Iyer', email: 'meera@example.com', phone: '9876500000' },
      payment: true,
      isCompleted: true,
      paymentProof: { status: 'approved', name: 'Meera Iyer', transactionId: 'UPI777' },
    });
    appointmentServer([booked, paid]);
    const asked: (string | null)[] = [];
    server.use(
      http.get(ADMIN_API.receipt(paid._id), ({ request }) => {
        asked.push(request.headers.get(TOKEN_HEADER));
        return pdfAnswer('receipt-R-000007.pdf');
      }),
    );
    const files = captureDownloads();
    const user = userEvent.setup();
    renderConsole('/appointments');

    await user.click(
      await screen.findByRole('button', {
        name: 'Receipt for Meera Iyer, Tue 24 Nov 2026, 03:30 pm',
      }),
    );

    await vi.waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]).toMatchObject({ name: 'receipt-R-000007.pdf', href: 'blob:download' });
    expect(new Uint8Array(await files[0]!.blob.arrayBuffer())).toEqual(PDF);
    expect(asked).toEqual(['operator-token']);
    expect(screen.queryByRole('button', { name: /Receipt for Ravi Kumar/ })).toBeNull();
    vi.restoreAllMocks();
  });

  it("shows each patient's latest consent to the privacy notice, or that none is on record", async () => {
    appointmentServer([
      makeAppointment({
        consents: [
          { noticeVersion: '2026-01-01', purposes: ['care'], givenAt: '2026-01-02T05:00:00.000Z' },
          {
            noticeVersion: '2026-11-22',
            purposes: ['care', 'newsletter'],
            givenAt: '2026-11-22T05:00:00.000Z',
          },
        ],
      }),
      makeAppointment({
        _id: 'e00000000000000000000002',
        userData: { name: 'Erased patient', email: '', phone: '' },
        consents: [],
      }),
    ]);
    renderConsole('/appointments');

    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(
      within(rows[1]!).getByText('Consented to care and clinic news (notice 2026-11-22)'),
    ).toBeInTheDocument();
    expect(within(rows[2]!).getByText('No consent on record')).toBeInTheDocument();
  });

  it("when a visit is for a family member, then staff see the member's name and relation, with the holder as contact", async () => {
    const forChild = makeAppointment({
      patient: {
        memberId: 'f00000000000000000000001',
        name: 'Riya Rao',
        relation: 'child',
        dob: '2015-06-10',
      },
    });
    appointmentServer([forChild]);
    renderConsole('/appointments');

    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByText('Riya Rao')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText(`Child of ${forChild.userData.name}, who booked`),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText(forChild.userData.email)).toBeInTheDocument();
  });

  it('when a patient has no consent on record, then one click tells staff what it means and what to do', async () => {
    appointmentServer([makeAppointment({ consents: [] })]);
    const user = userEvent.setup();
    renderConsole('/appointments');

    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    const meaning = within(row).getByText(CONSENT_TEXTS.noConsentMeaning);
    expect(meaning).not.toBeVisible();

    await user.click(within(row).getByText(CONSENT_TEXTS.noConsentOnRecord));

    expect(meaning).toBeVisible();
    expect(within(row).getByText(CONSENT_TEXTS.noConsentAction)).toBeVisible();
    expect(CONSENT_TEXTS.noConsentAction).toContain('My Profile, Your data');
  });

  it('when the operator picks "Refund due", then the list is asked for the refunds due and shows their state', async () => {
    const { queries } = appointmentServer([
      makeAppointment({ cancelled: true, refund: { status: 'due' } }),
      makeAppointment({
        _id: 'e00000000000000000000002',
        cancelled: true,
        payment: true,
        isCompleted: true,
        paymentProof: { status: 'approved', transactionId: 'UPI4243' },
        refund: { status: 'refunded', upiReference: 'RFD778899', refundedOn: '2026-11-23' },
      }),
    ]);
    const user = userEvent.setup();
    renderConsole('/appointments');
    await screen.findByRole('table', { name: 'Appointments' });

    await user.selectOptions(screen.getByLabelText('Status'), 'Refund due');
    await vi.waitFor(() =>
      expect(queries.at(-1)).toEqual({ status: 'refund-due', page: '1', pageSize: '20' }),
    );
    const rows = within(screen.getByRole('table', { name: 'Appointments' })).getAllByRole('row');
    expect(within(rows[1]!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Refund due')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Refunded (RFD778899)')).toBeInTheDocument();
  });

  it('when nothing matches, then it says so', async () => {
    appointmentServer([]);
    renderConsole('/appointments?status=cancelled');
    expect(await screen.findByText('No appointments match these filters.')).toBeInTheDocument();
  });
});
