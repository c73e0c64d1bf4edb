import {
  ADMIN_API,
  API,
  adminAppointmentsResponse,
  adminDoctorsResponse,
  type AdminAppointment,
  type Operator,
} from '@clinic/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  config,
  doctorOperator,
  frontDesk,
  makeAppointment,
  makeDoctor,
  operator,
} from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

/** Monday 23 Nov 2026, 10:00 in the clinic (Asia/Kolkata). */
const NOW = new Date('2026-11-23T04:30:00.000Z');

const doctor = makeDoctor({ blockedSlots: [{ date: '23_11_2026', times: ['16:00'] }] });
const other = makeDoctor({ _id: 'd00000000000000000000002', name: 'Dr. Vikram Shah' });

function booking(
  id: number,
  slotDate: string,
  slotTime: string,
  name: string,
  overrides: Partial<AdminAppointment> = {},
) {
  return makeAppointment({
    _id: `e0000000000000000000000${id}`,
    slotDate,
    slotTime,
    userData: { name, email: `${id}@example.com`, phone: '9876543210' },
    ...overrides,
  });
}

const NONE = { status: 'none' } as const;

/** Answers the doctors and, per page, the appointments given; records each list query. */
function serve(pages: AdminAppointment[][], signedIn: Operator = operator) {
  const queries: Record<string, string>[] = [];
  const total = pages.flat().length;
  server.use(
    http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator: signedIn })),
    http.get(API.config, () => HttpResponse.json({ success: true, config })),
    http.get(ADMIN_API.doctors, () =>
      HttpResponse.json(adminDoctorsResponse.parse({ success: true, doctors: [doctor, other] })),
    ),
    http.get(ADMIN_API.appointments, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const page = Number(query.page);
      return HttpResponse.json(
        adminAppointmentsResponse.parse({
          success: true,
          appointments: pages[page - 1] ?? [],
          total,
          page,
          pageSize: Number(query.pageSize),
        }),
      );
    }),
  );
  return queries;
}

const rowOf = (time: string) => {
  const row = screen.getByRole('rowheader', { name: time }).closest('tr');
  if (!row) throw new Error(`no row for ${time}`);
  return within(row);
};

describe('schedule', () => {
  beforeEach(() => {
    window.localStorage.setItem('clinicConsoleToken', 'operator-token');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("when a visit was marked missed, then its time says so beside the patient's payment", async () => {
    serve([
      [
        booking(1, '23_11_2026', '10:30', 'Ravi Kumar', {
          paymentProof: NONE,
          attendance: 'missed',
        }),
      ],
    ]);
    const user = userEvent.setup();
    renderConsole('/');

    await user.click(await screen.findByRole('link', { name: 'Schedule' }, { timeout: 5_000 }));

    await screen.findByRole('table', { name: 'Dr. Asha Rao, Mon 23 Nov 2026' }, { timeout: 5_000 });
    expect(rowOf('10:30 am').getByText('Booked · Not paid · Missed')).toBeInTheDocument();
  });

  it('shows today for the first doctor: booked with the patient and payment, blocked, free and passed, and prints', async () => {
    const queries = serve([
      [
        booking(1, '23_11_2026', '15:30', 'Ravi Kumar', {
          payment: true,
          isCompleted: true,
          paymentProof: { status: 'approved', name: 'Ravi Kumar', transactionId: 'UPI1' },
        }),
        booking(2, '23_11_2026', '17:00', 'Meera Iyer'),
        booking(3, '23_11_2026', '18:00', 'Arjun Das', { paymentProof: NONE }),
        booking(4, '23_11_2026', '18:30', 'Cancelled Patient', {
          cancelled: true,
          paymentProof: NONE,
        }),
      ],
    ]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderConsole('/');

    await user.click(await screen.findByRole('link', { name: 'Schedule' }));

    const table = await screen.findByRole('table', { name: 'Dr. Asha Rao, Mon 23 Nov 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Mon 23 Nov 2026']);
    expect(rowOf('03:30 pm').getByText('Ravi Kumar')).toBeInTheDocument();
    expect(rowOf('03:30 pm').getByText('Booked · Paid')).toBeInTheDocument();
    expect(rowOf('05:00 pm').getByText('Meera Iyer')).toBeInTheDocument();
    expect(rowOf('05:00 pm').getByText('Booked · Proof to check')).toBeInTheDocument();
    expect(rowOf('06:00 pm').getByText('Booked · Not paid')).toBeInTheDocument();
    expect(rowOf('06:30 pm').getByRole('cell')).toHaveTextContent('Free');
    expect(rowOf('04:00 pm').getByRole('cell')).toHaveTextContent('Blocked');
    expect(rowOf('10:00 am').getByRole('cell')).toHaveTextContent('Passed');
    expect(rowOf('10:30 am').getByRole('cell')).toHaveTextContent('Free');
    expect(screen.queryByText('Cancelled Patient')).not.toBeInTheDocument();
    expect(queries).toEqual([
      {
        docId: doctor._id,
        from: '23_11_2026',
        to: '23_11_2026',
        page: '1',
        pageSize: '100',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows a doctor’s week, Monday to Saturday, reading every page of appointments, and the next week', async () => {
    const queries = serve([
      [booking(1, '25_11_2026', '11:00', 'Ravi Kumar')],
      [booking(2, '28_11_2026', '18:30', 'Meera Iyer', { paymentProof: NONE })],
    ]);
    const user = userEvent.setup();
    renderConsole('/schedule?date=2026-11-25');
    await screen.findByRole('table', { name: 'Dr. Asha Rao, Wed 25 Nov 2026' });

    await user.selectOptions(screen.getByLabelText('Doctor'), 'Dr. Vikram Shah');
    await user.selectOptions(screen.getByLabelText('Show'), 'Its week, Monday to Saturday');

    const table = await screen.findByRole('table', {
      name: 'Dr. Vikram Shah, Mon 23 Nov 2026 to Sat 28 Nov 2026',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Time',
      'Mon 23 Nov 2026',
      'Tue 24 Nov 2026',
      'Wed 25 Nov 2026',
      'Thu 26 Nov 2026',
      'Fri 27 Nov 2026',
      'Sat 28 Nov 2026',
    ]);
    const eleven = rowOf('11:00 am').getAllByRole('cell');
    expect(eleven.map((cell) => cell.textContent)).toEqual([
      'Free',
      'Free',
      'Ravi KumarBooked · Proof to check',
      'Free',
      'Free',
      'Free',
    ]);
    expect(rowOf('06:30 pm').getAllByRole('cell')[5]).toHaveTextContent(
      'Meera IyerBooked · Not paid',
    );
    expect(
      rowOf('10:00 am')
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Passed', 'Free', 'Free', 'Free', 'Free', 'Free']);
    // The other doctor's block on Monday is not this doctor's.
    expect(rowOf('04:00 pm').getAllByRole('cell')[0]).toHaveTextContent('Free');
    expect(queries.slice(-2)).toEqual([
      { docId: other._id, from: '23_11_2026', to: '28_11_2026', page: '1', pageSize: '100' },
      { docId: other._id, from: '23_11_2026', to: '28_11_2026', page: '2', pageSize: '100' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(
      await screen.findByRole('table', {
        name: 'Dr. Vikram Shah, Mon 30 Nov 2026 to Sat 5 Dec 2026',
      }),
    ).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ from: '30_11_2026', to: '5_12_2026' });
  });

  it('shows a past day as it was, a Sunday as closed without asking the API, and steps over Sundays', async () => {
    const queries = serve([[booking(1, '20_11_2026', '12:00', 'Ravi Kumar')]]);
    const user = userEvent.setup();
    renderConsole(`/schedule?doctor=${doctor._id}&date=2026-11-20&view=day`);

    await screen.findByRole('table', { name: 'Dr. Asha Rao, Fri 20 Nov 2026' });
    expect(rowOf('12:00 pm').getByRole('cell')).toHaveTextContent(
      'Ravi KumarBooked · Proof to check',
    );
    expect(rowOf('10:00 am').getByRole('cell')).toHaveTextContent('Passed');
    expect(rowOf('06:30 pm').getByRole('cell')).toHaveTextContent('Passed');

    // A date input takes a whole date at once, as a browser's date picker sets it.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-22' } });

    expect(
      await screen.findByText('Sun 22 Nov 2026: the clinic is closed on Sundays.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(queries.map((query) => query.from)).toEqual(['20_11_2026']);

    // Days step over Sunday, when the clinic is closed.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-21' } });
    await screen.findByRole('table', { name: 'Dr. Asha Rao, Sat 21 Nov 2026' });
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(
      await screen.findByRole('table', { name: 'Dr. Asha Rao, Mon 23 Nov 2026' }),
    ).toBeInTheDocument();
  });

  it('when the front desk chooses all doctors, then one day shows every doctor side by side, in time order, with one list query for all', async () => {
    const queries = serve(
      [
        [
          booking(1, '24_11_2026', '11:00', 'Ravi Kumar'),
          booking(2, '24_11_2026', '10:30', 'Meera Iyer', {
            docId: other._id,
            payment: true,
            paymentProof: { status: 'approved', name: 'Meera Iyer', transactionId: 'UPI2' },
          }),
          booking(3, '24_11_2026', '11:00', 'Cancelled Patient', {
            docId: other._id,
            cancelled: true,
            paymentProof: NONE,
          }),
        ],
      ],
      frontDesk,
    );
    const user = userEvent.setup();
    renderConsole(`/schedule?doctor=${doctor._id}&date=2026-11-24&view=week`);
    await screen.findByRole('table', { name: /^Dr. Asha Rao/ });

    await user.selectOptions(screen.getByLabelText('Doctor'), 'All doctors, one day');

    const table = await screen.findByRole('table', { name: 'All doctors, Tue 24 Nov 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Dr. Asha Rao', 'Dr. Vikram Shah']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['10:00 am', '10:30 am', '11:00 am']);
    expect(
      rowOf('10:30 am')
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Free', 'Meera IyerBooked · Paid']);
    expect(
      rowOf('11:00 am')
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ravi KumarBooked · Proof to check', 'Free']);
    expect(screen.queryByText('Cancelled Patient')).not.toBeInTheDocument();
    // Dr. Asha Rao's block is on Monday, not this day.
    expect(rowOf('04:00 pm').getAllByRole('cell')[0]).toHaveTextContent('Free');
    expect(screen.getByLabelText('Show')).toBeDisabled();
    expect(queries.at(-1)).toEqual({
      from: '24_11_2026',
      to: '24_11_2026',
      page: '1',
      pageSize: '100',
    });

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(
      await screen.findByRole('table', { name: 'All doctors, Wed 25 Nov 2026' }),
    ).toBeInTheDocument();
  });

  it('when a doctor opens the schedule, then there is no all-doctors choice, and asking for it in the address shows their own', async () => {
    const queries = serve([[]], doctorOperator);
    renderConsole('/schedule?doctor=all&date=2026-11-24');

    await screen.findByRole('table', { name: 'Dr. Asha Rao, Tue 24 Nov 2026' });
    expect(screen.queryByRole('option', { name: 'All doctors, one day' })).toBeNull();
    expect(queries.map((query) => query.docId)).toEqual([doctor._id]);
  });
});
