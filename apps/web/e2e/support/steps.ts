import {
  formatSlotTime,
  parseDateKey,
  TEXTS,
  toDateKey,
  zonedClock,
  type Doctor,
} from '@clinic/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { getConfig } from './api';
import { enrolApp, nextCode } from './authenticator';
import { E2E } from './env';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Stores the session token as the web app does after a login, then pages load signed in. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
}

/**
 * Waits until the app has hydrated the server's page and its listeners are on: its code arrives
 * only once the first screen is painted (src/boot.ts), so a key a journey presses right after
 * `goto` may come before the app listens. React marks each element it adopted with a
 * `__reactFiber$` key; its effects have run once the network has been quiet a moment after that.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Picks a day or time as a person does: the radio itself is visually hidden, so the click goes to
 * the label drawn around it.
 */
export async function choose(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A notification (react-toastify) saying exactly `text`. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });
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

/** A time that starts sooner than this may pass between showing the page and booking it. */
const SAFE_MINUTES = 3;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Opens the doctor's page and books the first free time shown: the first day's first time, unless
 * that is today and starts within minutes (then the next one), so the journey cannot race the clock.
 */
export async function bookFirstFreeSlot(page: Page, doctor: Doctor): Promise<BookedSlot> {
  const { timeZone } = await getConfig(page.request);
  await page.goto(`/appointment/${doctor._id}`);
  await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
  const days = page.getByRole('group', { name: 'Booking slots: choose a day' }).getByRole('radio');
  const times = page.getByRole('group', { name: 'Choose a time' }).getByRole('radio');
  await expect(days.first()).toBeChecked();

  const now = zonedClock(new Date(), timeZone);
  let slotDate = await days.first().inputValue();
  const shown = await times.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  let index = shown.findIndex(
    (time) => slotDate !== toDateKey(now) || minutesOf(time) - now.minutes >= SAFE_MINUTES,
  );
  if (index < 0) {
    await choose(days.nth(1));
    slotDate = await days.nth(1).inputValue();
    index = 0;
  }
  const time = times.nth(index);
  const slotTime = await time.inputValue();
  await choose(time);
  await page.getByRole('button', { name: TEXTS.bookAppointment }).click();
  await expect(toast(page, TEXTS.appointmentBooked)).toBeVisible();
  await expect(page).toHaveURL(/\/my-appointment$/);
  return bookedSlot(doctor, slotDate, slotTime);
}

/** The appointment with `doctor` at `slotDate` and `slotTime`, with the texts the pages show. */
export function bookedSlot(doctor: Doctor, slotDate: string, slotTime: string): BookedSlot {
  const day = dayText(slotDate);
  const time = formatSlotTime(slotTime);
  return { doctor, slotDate, slotTime, day, time, shownAs: `${day} | ${time}` };
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

/**
 * Logs in to the console with e-mail and password, then the second factor: on a first login it
 * reads the key shown under the QR code into the journeys' authenticator app, confirms it with a
 * code and leaves the recovery codes screen; later it answers the app's next code.
 */
export async function staffLogin(
  page: Page,
  email: string,
  password: string,
  /** Called on the second-factor step and on the recovery codes, e.g. to check them with axe. */
  onStep: (step: 'second factor' | 'recovery codes') => Promise<void> = async () => {},
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  const key = page.getByRole('definition').filter({ hasText: /^[A-Z2-7 ]{16,}$/ });
  // The key and the code field come in one render: no key now means no enrolment.
  const enrolling = (await key.count()) > 0;
  if (enrolling) {
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await enrolApp(email, await key.innerText());
  }
  await onStep('second factor');
  await codeField.fill(await nextCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  if (enrolling) {
    await expect(
      page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await onStep('recovery codes');
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  }
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

/** Logs in to the operator console as the owner the server was started with. */
export async function operatorLogin(page: Page): Promise<void> {
  await page.goto('/console/');
  await expect(page).toHaveURL(/\/console\/login$/);
  await staffLogin(page, E2E.admin.email, E2E.admin.password);
}
