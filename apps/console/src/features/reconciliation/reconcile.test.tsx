import {
  ADMIN_API,
  RECONCILE_TEXTS,
  STATEMENT_FIELD,
  TEXTS,
  reconciliationResponse,
  type AdminAppointmentsResponse,
  type Operator,
  type ReconcileApproveResponse,
  type ReconciliationResponse,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { doctorOperator, frontDesk, makeAppointment } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { failure, server } from '../../test/server';

const proof = (n: number, patient: string, transactionId: string, amount = 800) => ({
  appointmentId: `e0000000000000000000000${n}`,
  patient,
  doctor: 'Dr. Asha Rao',
  slotDate: '24_11_2026',
  slotTime: '15:30',
  amount,
  transactionId,
});

const line = (row: number, amount: number, transactionIds: string[]) => ({
  row,
  date: '23/11/26',
  amount,
  direction: 'credit' as const,
  transactionIds,
});

/** What the API answers for the clinic's statement: two matched, one of each other kind. */
const checked: ReconciliationResponse = reconciliationResponse.parse({
  success: true,
  format: { id: 'hdfc-account', name: 'HDFC-style account statement' },
  linesRead: 6,
  unreadableRows: [15],
  matched: [
    { proof: proof(1, 'Priya Sharma', '406112345678'), line: line(9, 800, ['406112345678']) },
    { proof: proof(2, 'Ravi Kumar', '406198765432', 500), line: line(10, 500, ['406198765432']) },
  ],
  mismatched: [
    {
      proof: proof(3, 'Anita Desai', '406155554444'),
      line: line(12, 1200.5, ['406155554444']),
      reason: 'amount',
    },
  ],
  unmatchedLines: [line(14, 1500, ['406199990000'])],
  unmatchedProofs: [proof(4, 'Meera Nair', 'T2603021530009999')],
});

const statement = () =>
  new File(['Date,Narration,Chq./Ref.No.\n'], 'march.csv', { type: 'text/csv' });

function reconcileServer(
  me: Operator = frontDesk,
  answer: () => Response = () => HttpResponse.json(checked),
) {
  const uploads: { token: string | null; file: FormDataEntryValue | null }[] = [];
  const approvals: unknown[] = [];
  server.use(
    http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator: me })),
    http.post(ADMIN_API.reconciliation, async ({ request }) => {
      const form = await request.formData();
      uploads.push({ token: request.headers.get('token'), file: form.get(STATEMENT_FIELD) });
      return answer();
    }),
    http.post(ADMIN_API.reconciliationApprove, async ({ request }) => {
      approvals.push(await request.json());
      return HttpResponse.json<ReconcileApproveResponse>({
        success: true,
        message: RECONCILE_TEXTS.approved,
        approved: ['e00000000000000000000002'],
        skipped: [{ appointmentId: 'e00000000000000000000001', reason: 'not-pending' }],
      });
    }),
  );
  return { uploads, approvals };
}

async function checkStatement(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByLabelText('Statement file (CSV)'), statement());
  await user.click(screen.getByRole('button', { name: 'Check statement' }));
}

describe('reconciling payments with a statement', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  it('shows the formats it reads with their exact header rows, and asks for a file before sending anything', async () => {
    const { uploads } = reconcileServer();
    const user = userEvent.setup();
    renderConsole('/reconcile');

    const formats = await screen.findByRole('region', { name: 'Statements the console reads' });
    expect(within(formats).getByText('HDFC-style account statement')).toBeInTheDocument();
    expect(
      within(formats).getByText(
        'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      ),
    ).toBeInTheDocument();
    expect(within(formats).getByText('UPI merchant transactions')).toBeInTheDocument();
    expect(
      within(formats).getByText('Transaction Date,Transaction ID,UTR,Amount,Status,Payer VPA'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check statement' }));

    expect(screen.getByLabelText('Statement file (CSV)')).toHaveAccessibleDescription(
      `Nothing is approved until you confirm below. ${RECONCILE_TEXTS.statementRequired}`,
    );
    expect(uploads).toEqual([]);
  });

  it('when front desk checks a statement, then the file goes with the token and the format, the three groups and the unreadable line show', async () => {
    const { uploads, approvals } = reconcileServer();
    const user = userEvent.setup();
    renderConsole('/reconcile');

    await checkStatement(user);

    expect(
      await screen.findByRole('heading', { name: 'Checked: HDFC-style account statement' }),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.token).toBe('operator-token');
    expect(await (uploads[0]?.file as File).text()).toBe('Date,Narration,Chq./Ref.No.\n');
    expect(screen.getByText('6 lines read from the statement.')).toBeInTheDocument();
    expect(
      screen.getByText('The amount of line 15 could not be read: look at it in the statement.'),
    ).toBeInTheDocument();

    const matched = screen.getByRole('table', {
      name: 'Matched: the statement has the transaction ID and the amount',
    });
    const [, priya, ravi] = within(matched).getAllByRole('row');
    expect(priya).toHaveTextContent(
      'Priya SharmaDr. Asha RaoTue 24 Nov 2026, 03:30 pm₹800406112345678Line 9, 23/11/26',
    );
    expect(ravi).toHaveTextContent('Ravi Kumar');
    const mismatched = screen.getByRole('table', {
      name: 'Mismatched: the statement has the transaction ID but not the amount due',
    });
    expect(within(mismatched).getAllByRole('row')[1]).toHaveTextContent(
      'Anita DesaiDr. Asha RaoTue 24 Nov 2026, 03:30 pm₹800₹1,200.50 (Line 12, 23/11/26)406155554444Different amount',
    );
    const notOnStatement = screen.getByRole('table', {
      name: 'Pending proofs the statement does not show',
    });
    expect(within(notOnStatement).getAllByRole('row')[1]).toHaveTextContent('Meera Nair');
    const nobodyNames = screen.getByRole('table', {
      name: 'Money in that no pending proof names',
    });
    expect(within(nobodyNames).getAllByRole('row')[1]).toHaveTextContent(
      '1423/11/26₹1,500406199990000',
    );
    expect(approvals).toEqual([]);
  });

  it('when the matched payments are approved after the confirmation, then each goes with its transaction ID and amount, and the skipped one is named with why', async () => {
    const { approvals } = reconcileServer();
    const user = userEvent.setup();
    renderConsole('/reconcile');
    await checkStatement(user);

    await user.click(await screen.findByRole('button', { name: 'Approve 2 matched payments' }));
    const confirm = screen.getByRole('group', { name: 'Confirm approval' });
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(approvals).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Approve 2 matched payments' }));
    const yes = screen.getByRole('button', { name: 'Yes, approve 2 payments' });
    expect(yes).toHaveFocus();
    await user.keyboard('{Enter}');

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent(`${RECONCILE_TEXTS.approved}: approved 1 payment.`);
    expect(result).toHaveTextContent(
      'Priya Sharma: no longer waiting for review (approved, rejected or cancelled meanwhile)',
    );
    expect(approvals).toEqual([
      {
        payments: [
          {
            appointmentId: 'e00000000000000000000001',
            transactionId: '406112345678',
            amount: 800,
          },
          {
            appointmentId: 'e00000000000000000000002',
            transactionId: '406198765432',
            amount: 500,
          },
        ],
      },
    ]);
    expect(screen.queryByRole('button', { name: /matched payments/ })).not.toBeInTheDocument();
  });

  it('when the API refuses the file, then its message shows and no groups do', async () => {
    reconcileServer(frontDesk, () => failure('statementNotCsv', 415));
    const user = userEvent.setup();
    renderConsole('/reconcile');

    await checkStatement(user);

    expect(
      await screen.findByText(RECONCILE_TEXTS.statementNotCsv, { selector: 'p[role="alert"]' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Checked/ })).not.toBeInTheDocument();
  });

  it('the Payments screen links to it', async () => {
    reconcileServer();
    server.use(
      http.get(ADMIN_API.appointments, () =>
        HttpResponse.json<AdminAppointmentsResponse>({
          success: true,
          appointments: [makeAppointment()],
          total: 1,
          page: 1,
          pageSize: 25,
        }),
      ),
    );
    const user = userEvent.setup();
    renderConsole('/payments');

    await user.click(await screen.findByRole('link', { name: 'Reconcile with a statement' }));

    expect(await screen.findByRole('heading', { name: 'Reconcile payments' })).toBeInTheDocument();
  });

  it('a doctor reaching it by its address is told it is not for them, and nothing is sent', async () => {
    reconcileServer(doctorOperator);
    renderConsole('/reconcile');

    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.forbidden);
    expect(screen.queryByLabelText('Statement file (CSV)')).not.toBeInTheDocument();
  });
});
