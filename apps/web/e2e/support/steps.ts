import { formatSlotTime, parseDateKey, TEXTS, type Doctor } from '@clinic/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E } from './env';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Stores the session token as the web app does after a login, then pages load signed in. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
}

/**
 * Picks a day or time as a person does: the radio itself is visually hidden, so the click goes to
 * the label drawn around it.
 */
export async function choose(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

/** A notification (react-toastify) with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

export interface BookedSlot {
  doctor: Doctor;
  /** D_M_YYYY */
  slotDate: string;
  /** HH:MM */
  slotTime: string;
  /** As the web app writes the day: '23 Nov 2026'. */
  day: string;
  /** As the web app writes the time: '10:00 am'. */
  time: string;
  /** As the appointment card writes both: '23 Nov 2026 | 10:00 am'. */
  shownAs: string;
}

/** '23_11_2026' -> '23 Nov 2026', as the patient's pages write a day. */
export function dayText(slotDate: string): string {
  const date = parseDateKey(slotDate);
  if (!date) throw new Error(`Not a date key: ${slotDate}`);
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** Opens the doctor's page and books the first free time of the first day shown. */
export async function bookFirstFreeSlot(page: Page, doctor: Doctor): Promise<BookedSlot> {
  await page.goto(`/appointment/${doctor._id}`);
  await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
  const firstDay = page
    .getByRole('group', { name: 'Booking slots: choose a day' })
    .getByRole('radio')
    .first();
  await expect(firstDay).toBeChecked();
  const slotDate = await firstDay.inputValue();
  const time = page.getByRole('group', { name: 'Choose a time' }).getByRole('radio').first();
  const slotTime = await time.inputValue();
  await choose(time);
  await page.getByRole('button', { name: TEXTS.bookAppointment }).click();
  await expect(toast(page, TEXTS.appointmentBooked)).toBeVisible();
  await expect(page).toHaveURL(/\/my-appointment$/);
  const day = dayText(slotDate);
  const shown = formatSlotTime(slotTime);
  return { doctor, slotDate, slotTime, day, time: shown, shownAs: `${day} | ${shown}` };
}

/** The appointment's card on /my-appointment. */
export function appointmentCard(page: Page, slot: BookedSlot): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: slot.doctor.name }) })
    .filter({ hasText: slot.shownAs });
}

/** A transaction ID no other journey uses (the API takes each one once). */
export function transactionId(): string {
  return String(Math.floor(1e11 + Math.random() * 9e11));
}

/** Opens the payment panel of `card` and sends the proof of payment. */
export async function submitProof(
  page: Page,
  card: Locator,
  proof: { name: string; transactionId: string },
): Promise<void> {
  await card.getByRole('button', { name: TEXTS.payOnline }).click();
  const panel = card.getByRole('region', { name: /^Pay .* by UPI$/ });
  await panel.getByLabel('Name of the payer').fill(proof.name);
  await panel.getByLabel('Transaction ID').fill(proof.transactionId);
  await panel.getByRole('button', { name: 'Submit payment details' }).click();
  await expect(toast(page, TEXTS.paymentSubmitted)).toBeVisible();
  await expect(card.getByRole('status')).toHaveText(TEXTS.verifyingPayment);
}

/** Logs in to the operator console with the account the server was started with. */
export async function operatorLogin(page: Page): Promise<void> {
  await page.goto('/console/');
  await expect(page).toHaveURL(/\/console\/login$/);
  await page.getByLabel('Email').fill(E2E.admin.email);
  await page.getByLabel('Password').fill(E2E.admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}
