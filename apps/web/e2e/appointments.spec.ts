import { TEXTS, composedText } from '@clinic/contracts';
import { availableDoctor, getConfig } from './support/api';
import { expect, test } from './support/fixtures';
import {
  appointmentCard,
  bookFirstFreeSlot,
  choose,
  submitProof,
  toast,
  transactionId,
} from './support/steps';

test.describe('my appointments', () => {
  // The 'Pay with UPI app' button is for phones: the journey runs at a phone's width.
  test.use({ viewport: { width: 375, height: 812 } });

  test('the patient opens the UPI payment panel and sends proof of payment', async ({
    page,
    request,
    patient,
  }) => {
    const doctor = await availableDoctor(request);
    const { upi, phone } = await getConfig(request);
    const booked = await bookFirstFreeSlot(page, doctor);
    const card = appointmentCard(page, booked);
    const amount = `₹${doctor.fees.toLocaleString('en-IN')}`;

    await card.getByRole('button', { name: TEXTS.payOnline }).click();
    const hide = card.getByRole('button', { name: TEXTS.hidePayment });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    const panel = card.getByRole('region', { name: `Pay ${amount} by UPI` });
    await expect(panel).toBeVisible();
    const qr = panel.getByRole('img', { name: `UPI QR code to pay ${amount} to ${upi.payeeName}` });
    await expect(qr).toBeVisible();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const payLink = panel.getByRole('link', { name: TEXTS.payWithUpiApp });
    await expect(payLink).toBeVisible();
    await expect(payLink).toHaveAttribute('href', /^upi:\/\/pay\?/);
    const href = new URL((await payLink.getAttribute('href')) ?? '');
    expect(href.searchParams.get('pa')).toBe(upi.vpa);
    expect(href.searchParams.get('am')).toBe(doctor.fees.toFixed(2));
    expect(href.searchParams.get('cu')).toBe('INR');

    await hide.click();
    await expect(panel).toHaveCount(0);
    await expect(card.getByRole('button', { name: TEXTS.payOnline })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The page reminds the patient that the form was opened but nothing was sent.
    const reminder = page.getByRole('status').filter({
      hasText: `You opened the payment form for ${doctor.name}'s appointment but payment info was not submitted.`,
    });
    await expect(reminder).toBeVisible();
    await page.reload();
    await expect(reminder).toBeVisible();

    // An empty form is refused with its fixed text (docs/product.md, Validation).
    await card.getByRole('button', { name: TEXTS.payOnline }).click();
    await panel.getByRole('button', { name: 'Submit payment details' }).click();
    await expect(toast(page, TEXTS.paymentFieldsRequired)).toBeVisible();
    await hide.click();

    await submitProof(page, card, { name: patient.name, transactionId: transactionId() });
    await expect(panel).toHaveCount(0);
    await expect(card.getByRole('button', { name: TEXTS.payOnline })).toHaveCount(0);
    await expect(reminder).toHaveCount(0);
    // While the proof waits, the clinic cancels it (and refunds what was sent): the card says to call.
    await expect(card.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
    await expect(
      card.getByText(composedText('cancelByPhone', { phone }), { exact: true }),
    ).toBeVisible();

    // The server keeps the proof: a fresh visit still shows it being verified.
    await page.reload();
    await expect(appointmentCard(page, booked).getByRole('status')).toHaveText(
      TEXTS.verifyingPayment,
    );
  });

  test('the patient cancels one of two appointments', async ({
    page,
    request,
    patient: _signedIn,
  }) => {
    const doctor = await availableDoctor(request);
    const kept = await bookFirstFreeSlot(page, doctor);
    const cancelled = await bookFirstFreeSlot(page, doctor);
    const card = appointmentCard(page, cancelled);

    await card.getByRole('button', { name: 'Cancel appointment' }).click();
    await card
      .getByRole('group', { name: 'Confirm cancellation' })
      .getByRole('button', { name: 'Yes, cancel it' })
      .click();

    await expect(toast(page, TEXTS.appointmentCancelledMessage)).toBeVisible();
    await expect(card).toContainText(TEXTS.appointmentCancelled);
    await expect(card.getByRole('button')).toHaveCount(0);
    const other = appointmentCard(page, kept);
    await expect(other.getByRole('button', { name: TEXTS.payOnline })).toBeVisible();
    await expect(other).not.toContainText(TEXTS.appointmentCancelled);

    // The freed time can be booked again.
    await page.goto(`/appointment/${doctor._id}`);
    await choose(page.getByRole('radio', { name: new RegExp(`^\\w+day ${cancelled.day}$`) }));
    await expect(
      page
        .getByRole('group', { name: 'Choose a time' })
        .getByRole('radio', { name: cancelled.time, exact: true }),
    ).toHaveCount(1);
  });
});
