import { readFile } from 'node:fs/promises';
import {
  ADMIN_TEXTS,
  formatSlotTime,
  RECEIPT_TEXTS,
  slotWindow,
  TEXTS,
  type Doctor,
} from '@clinic/contracts';
import type { Browser, Page } from '@playwright/test';
import { availableDoctor, getConfig } from './support/api';
import { expect, test, type SignedInPatient } from './support/fixtures';
import {
  appointmentCard,
  bookFirstFreeSlot,
  choose,
  dayText,
  operatorLogin,
  submitProof,
  toast,
  transactionId,
  type BookedSlot,
} from './support/steps';

/** The operator works in a browser of their own, signed in to the console. */
async function operatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await operatorLogin(page);
  return page;
}

/** The patient's booking with proof sent, as the console's proof review lists it. */
async function bookAndSendProof(page: Page, patient: SignedInPatient, doctor: Doctor) {
  const booked = await bookFirstFreeSlot(page, doctor);
  const proof = { name: patient.name, transactionId: transactionId() };
  await submitProof(page, appointmentCard(page, booked), proof);
  return { booked, proof };
}

async function openProof(console: Page, patient: SignedInPatient, booked: BookedSlot) {
  await console
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(
    console.getByRole('heading', { level: 1, name: 'Payment proofs to review' }),
  ).toBeVisible();
  return console.getByRole('article', { name: `${patient.name} with ${booked.doctor.name}` });
}

test.describe('the operator console', () => {
  test('the operator approves a proof and the patient sees Payment Successful', async ({
    page,
    browser,
    request,
    patient,
  }) => {
    const doctor = await availableDoctor(request, 2);
    const { booked, proof } = await bookAndSendProof(page, patient, doctor);

    const console = await operatorPage(browser);
    const review = await openProof(console, patient, booked);
    await expect(review).toContainText(patient.email);
    await expect(review).toContainText(proof.transactionId);
    await expect(review).toContainText(`₹${doctor.fees.toLocaleString('en-IN')}`);
    await expect(review).toContainText(formatSlotTime(booked.slotTime));
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(console, ADMIN_TEXTS.paymentApproved)).toBeVisible();
    await expect(review).toHaveCount(0);
    await console.context().close();

    await page.reload();
    const card = appointmentCard(page, booked);
    await expect(card.getByRole('button', { name: TEXTS.paymentSuccessful })).toBeDisabled();
    await expect(card.getByRole('button', { name: TEXTS.payOnline })).toHaveCount(0);
    // Paid, it is no longer the patient's to cancel; it may still be moved before the visit.
    await expect(card.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Reschedule' })).toBeVisible();

    // The approval numbered a receipt: the patient downloads it as a PDF.
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: RECEIPT_TEXTS.downloadReceipt }).click();
    const receipt = await downloading;
    expect(receipt.suggestedFilename()).toMatch(/^receipt-R-\d{6}\.pdf$/);
    const bytes = await readFile(await receipt.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the operator rejects a proof with a reason and the patient sends proof again', async ({
    page,
    browser,
    request,
    patient,
  }) => {
    const doctor = await availableDoctor(request, 2);
    const { booked } = await bookAndSendProof(page, patient, doctor);
    const reason = 'No payment with this transaction ID reached the clinic account.';

    const console = await operatorPage(browser);
    const review = await openProof(console, patient, booked);
    await review.getByRole('button', { name: 'Reject' }).click();
    await review.getByLabel('Reason for rejecting').fill(reason);
    await review.getByRole('button', { name: 'Confirm rejection' }).click();
    await expect(toast(console, ADMIN_TEXTS.paymentRejected)).toBeVisible();
    await expect(review).toHaveCount(0);
    await console.context().close();

    await page.reload();
    const card = appointmentCard(page, booked);
    await expect(card).toContainText(TEXTS.paymentRejected);
    await expect(card).toContainText(`Reason: ${reason}`);
    await expect(card.getByRole('status')).toHaveCount(0);

    await submitProof(page, card, { name: patient.name, transactionId: transactionId() });
    await expect(card).not.toContainText(TEXTS.paymentRejected);
  });

  test('a time the operator blocks disappears from the patient’s booking page', async ({
    page,
    browser,
    request,
    patient: _signedIn,
  }) => {
    const doctor = await availableDoctor(request, 3);
    const { timeZone } = await getConfig(request);
    // A day after today, so that the time cannot pass while the journey runs.
    const [, day] = slotWindow({
      now: new Date(),
      timeZone,
      slotsBooked: doctor.slots_booked,
      blockedSlots: doctor.blockedSlots,
    });
    const time = day?.slots[0];
    if (!day || !time) throw new Error(`${doctor.name} has no free time after today`);
    const dayRadio = page.getByRole('radio', {
      name: new RegExp(`^\\w+day ${dayText(day.dateKey)}$`),
    });
    const timeRadio = page
      .getByRole('group', { name: 'Choose a time' })
      .getByRole('radio', { name: formatSlotTime(time), exact: true });

    await page.goto(`/appointment/${doctor._id}`);
    await choose(dayRadio);
    await expect(timeRadio).toHaveCount(1);

    const console = await operatorPage(browser);
    await console
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Doctors' })
      .click();
    await console.getByRole('link', { name: `Edit ${doctor.name}` }).click();
    await expect(console.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
    const slot = console
      .getByRole('region', { name: 'Block or unblock times' })
      .getByRole('group', { name: consoleDay(day.dateKey) })
      .getByRole('button', { name: formatSlotTime(time), exact: true });
    await expect(slot).toHaveAttribute('aria-pressed', 'false');
    await slot.click();
    await expect(toast(console, ADMIN_TEXTS.blockedSlotsUpdated)).toBeVisible();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await console.context().close();

    await page.reload();
    await choose(dayRadio);
    await expect(
      page.getByRole('group', { name: 'Choose a time' }).getByRole('radio').first(),
    ).toBeVisible();
    await expect(timeRadio).toHaveCount(0);
  });
});

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The console names a calendar day 'Tue 24 Nov 2026'. */
function consoleDay(dateKey: string): string {
  const [day, month, year] = dateKey.split('_').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${dayText(dateKey)}`;
}
