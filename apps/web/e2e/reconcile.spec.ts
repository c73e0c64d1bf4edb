import { RECONCILE_TEXTS, TEXTS } from '@clinic/contracts';
import { availableDoctor } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  appointmentCard,
  bookFirstFreeSlot,
  operatorLogin,
  submitProof,
  transactionId,
} from './support/steps';

/** A UPI merchant export with the patient's payment on it, as the app downloads it. */
function merchantExport(utr: string, rupees: number): Buffer {
  return Buffer.from(
    [
      'Transaction Date,Transaction ID,UTR,Amount,Status,Payer VPA',
      `2026-03-02 10:15:32,T2603021015${utr},${utr},${rupees.toFixed(2)},SUCCESS,payer@okaxis`,
    ].join('\n'),
  );
}

test.describe('reconciling payments with the statement', () => {
  test("the clinic checks its UPI export, sees the patient's proof matched, approves it in one step, and the patient sees the payment confirmed", async ({
    page,
    browser,
    request,
    patient,
  }) => {
    const doctor = await availableDoctor(request);
    const booked = await bookFirstFreeSlot(page, doctor);
    const card = appointmentCard(page, booked);
    const utr = transactionId();
    await submitProof(page, card, { name: patient.name, transactionId: utr });

    const operator = await (await browser.newContext()).newPage();
    await operatorLogin(operator);
    await operator
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Reconcile' })
      .click();
    await operator.getByLabel('Statement file (CSV)').setInputFiles({
      name: 'transactions.csv',
      mimeType: 'text/csv',
      buffer: merchantExport(utr, doctor.fees),
    });
    await operator.getByRole('button', { name: 'Check statement' }).click();

    await expect(
      operator.getByRole('heading', { name: 'Checked: UPI merchant transactions' }),
    ).toBeVisible();
    const matched = operator.getByRole('table', {
      name: 'Matched: the statement has the transaction ID and the amount',
    });
    await expect(matched.getByRole('row').filter({ hasText: utr })).toContainText(patient.name);
    expect(await seriousViolations(operator)).toEqual([]);

    await operator.getByRole('button', { name: 'Approve 1 matched payment' }).click();
    await operator.getByRole('button', { name: 'Yes, approve 1 payment' }).click();
    await expect(operator.getByRole('status')).toContainText(
      `${RECONCILE_TEXTS.approved}: approved 1 payment.`,
    );
    await operator.context().close();

    await page.reload();
    await expect(card.getByText(TEXTS.paymentSuccessful)).toBeVisible();
  });
});
