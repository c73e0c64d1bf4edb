import { TEXTS, type Doctor } from '@clinic/contracts';
import type { Locator, Page } from '@playwright/test';
import { availableDoctor, getDoctors, newPatient, registerPatient } from './support/api';
import { seriousViolations } from './support/axe';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';
import { readOtp } from './support/outbox';
import { appointmentCard, bookedSlot, choose, toast } from './support/steps';

/**
 * The way a new patient goes through the site, on a phone and on a laptop: every doctor found from
 * /doctors, a true Available on the home page, the day and time chosen kept over the login,
 * 'Log in' in the navigation, and call targets of the crisis line a finger can hit.
 */
const WIDTHS = [
  { name: 'phone', width: 375, height: 667 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** A full-page picture for people to look at, with every lazy picture loaded first. */
async function screenshot(page: Page, name: string, width: number) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.allSettled(images.map((img) => img.decode()));
  });
  await page.screenshot({
    path: `${E2E.screenshotDir}${name}-${width}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** The size of what a person taps. */
async function sizeOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not shown');
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

const portraits = (page: Page) =>
  page.getByRole('main').getByRole('img', { name: /^Portrait of / });

/** The doctors' names the grid shows, from their portraits. */
const shownNames = (page: Page) =>
  portraits(page).evaluateAll((images) =>
    images.map((image) => (image.getAttribute('alt') ?? '').replace(/^Portrait of /, '')),
  );

for (const { name: device, width, height } of WIDTHS) {
  test.describe(`the patient's way on a ${device} (${width} px)`, () => {
    test.use({ viewport: { width, height } });

    test('every doctor is found from /doctors: the first 10, then the next page', async ({
      page,
      request,
    }) => {
      const doctors = await getDoctors(request);
      expect(doctors.length).toBeGreaterThan(10);

      await page.goto('/doctors');
      await expect(portraits(page)).toHaveCount(10);
      await expect(page.getByText(`Showing 1 to 10 of ${doctors.length} doctors`)).toBeVisible();
      const firstPage = await shownNames(page);
      await screenshot(page, 'doctors-page-1', width);

      const next = page
        .getByRole('navigation', { name: 'Pages of doctors' })
        .getByRole('link', { name: 'Next page' });
      expect(await sizeOf(next)).toMatchObject({ height: 44 });
      await next.click();
      await expect(page).toHaveURL(/\/doctors\?page=2$/);
      await expect(portraits(page)).toHaveCount(doctors.length - 10);
      const secondPage = await shownNames(page);
      expect([...firstPage, ...secondPage]).toEqual(doctors.map((doctor) => doctor.name));
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // A new page of the grid opens at its top (the site scrolls smoothly there).
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'doctors-page-2', width);
    });

    test('the top doctors on the home page are all available, so each Available is true', async ({
      page,
      request,
    }) => {
      const doctors = await getDoctors(request);
      const onLeave = doctors.filter((doctor) => !doctor.available);
      expect(onLeave.length).toBeGreaterThan(0);

      await page.goto('/');
      const top = page.getByRole('region', { name: 'Top Doctors to Book' });
      const cards = top.getByRole('link', { name: /^Portrait of / });
      await expect(cards).toHaveCount(10);
      await expect(top.getByText(TEXTS.available, { exact: true })).toHaveCount(10);
      const expected = doctors.filter((doctor) => doctor.available).slice(0, 10);
      expect(
        await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(expected.map((doctor) => `/appointment/${doctor._id}`));
      for (const doctor of onLeave) await expect(top.getByText(doctor.name)).toHaveCount(0);
      await screenshot(page, 'home', width);
    });

    /**
     * Signed out on the doctor's page: the third day and its fourth time, then Book, which warns
     * and opens /login. Answers what was chosen.
     */
    async function chooseSignedOut(page: Page, doctor: Doctor) {
      await page.goto(`/appointment/${doctor._id}`);
      await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
      const day = page
        .getByRole('group', { name: 'Booking slots: choose a day' })
        .getByRole('radio')
        .nth(2);
      await choose(day);
      const time = page.getByRole('group', { name: 'Choose a time' }).getByRole('radio').nth(3);
      await choose(time);
      const chosen = bookedSlot(doctor, await day.inputValue(), await time.inputValue());
      const dayName = (await day.getAttribute('aria-label')) ?? '';
      await page.getByRole('button', { name: TEXTS.bookAppointment }).click();
      await expect(toast(page, TEXTS.loginToBook)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: TEXTS.createAccount })).toBeVisible();
      return { chosen, dayName };
    }

    /** Back on the doctor's page with the same day and time chosen, and 'Book Appointment' in view. */
    async function expectChoiceKept(page: Page, doctor: Doctor, dayName: string, time: string) {
      await expect(page).toHaveURL(new RegExp(`/appointment/${doctor._id}$`));
      await expect(page.getByRole('radio', { name: dayName })).toBeChecked();
      await expect(page.getByRole('radio', { name: time, exact: true })).toBeChecked();
      const book = page.getByRole('button', { name: TEXTS.bookAppointment });
      await expect(book).toBeFocused();
      await expect(book).toBeInViewport();
      await expect(book).toHaveAccessibleDescription(/^We kept the day and time you chose: /);
    }

    test('a time chosen before signing up is kept: after sign-up the doctor comes back with it, and it books', async ({
      page,
      request,
    }) => {
      const doctor = await availableDoctor(request, width === 375 ? 6 : 8);
      const { chosen, dayName } = await chooseSignedOut(page, doctor);
      await screenshot(page, 'booking-kept-login-page', width);

      const patient = newPatient();
      await page.getByLabel('Full Name').fill(patient.name);
      await page.getByLabel('Email').fill(patient.email);
      await page.getByLabel('Password').fill(patient.password);
      await page.getByLabel('Phone').fill(patient.phone);
      await page.getByRole('checkbox', { name: /^I agree to the privacy notice/ }).check();
      await page.getByRole('button', { name: TEXTS.sendOtp }).click();
      await page.getByLabel('Verification code').fill(await readOtp(patient.email));
      await page.getByRole('button', { name: TEXTS.createAccount }).click();

      await expectChoiceKept(page, doctor, dayName, chosen.time);
      await page.screenshot({
        path: `${E2E.screenshotDir}booking-kept-after-sign-up-${width}.png`,
      });
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: TEXTS.bookAppointment }).click();
      await expect(toast(page, TEXTS.appointmentBooked)).toBeVisible();
      await expect(appointmentCard(page, chosen)).toHaveCount(1);
    });

    test("a time chosen before logging in is kept: the navigation's 'Log in' opens the login form, and the doctor comes back with it", async ({
      page,
      request,
    }) => {
      const doctor = await availableDoctor(request, width === 375 ? 7 : 9);
      const patient = newPatient();
      await registerPatient(request, patient);
      const { chosen, dayName } = await chooseSignedOut(page, doctor);

      const banner = page.getByRole('banner');
      if (width === 375) {
        // On a phone 'Log in' is in the menu, beside 'Create Account'.
        await expect(banner.getByRole('link', { name: 'Log in' })).toBeHidden();
        await banner.getByRole('button', { name: 'Open menu' }).click();
      } else {
        await expect(banner.getByRole('link', { name: TEXTS.createAccount })).toBeVisible();
      }
      const logIn = banner.getByRole('link', { name: 'Log in' }).filter({ visible: true });
      await expect(logIn).toBeVisible();
      expect((await sizeOf(logIn)).height).toBeGreaterThanOrEqual(36);
      await page.screenshot({ path: `${E2E.screenshotDir}navigation-log-in-${width}.png` });
      await logIn.click();
      await expect(page).toHaveURL(/\/login\?mode=login$/);
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      await page.getByLabel('Email').fill(patient.email);
      await page.getByLabel('Password').fill(patient.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();

      await expectChoiceKept(page, doctor, dayName, chosen.time);
      await page.screenshot({ path: `${E2E.screenshotDir}booking-kept-after-log-in-${width}.png` });
    });

    test("every call link of the crisis line is a 44 px target, and the pages' emergency boxes give its numbers", async ({
      page,
    }) => {
      await page.goto('/contact');
      const line = page.getByRole('complementary', { name: 'Crisis help' });
      const calls = line.getByRole('link');
      await expect(calls).toHaveCount(2);
      for (const call of await calls.all()) {
        const size = await sizeOf(call);
        expect(size.width, await call.innerText()).toBeGreaterThanOrEqual(44);
        expect(size.height, await call.innerText()).toBeGreaterThanOrEqual(44);
      }
      // The targets lie inside the line, which stays one line of 44 px.
      expect(await sizeOf(line)).toEqual({ width, height: 44 });
      const lineNumbers = await calls.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      );

      for (const [path, box] of [
        ['/contact', 'In an emergency'],
        ['/services', 'Emergency Care'],
        ['/services/DepressionTreatment', 'How to get help'],
      ] as const) {
        await page.goto(path);
        const region = page.getByRole('region', { name: box });
        const boxCalls = region.locator('a[href^="tel:"]');
        await expect(boxCalls.first()).toBeVisible();
        const boxNumbers = await boxCalls.evaluateAll((links) =>
          links.map((link) => link.getAttribute('href')),
        );
        expect(boxNumbers, path).toEqual(expect.arrayContaining(lineNumbers));
        for (const call of await boxCalls.all())
          expect((await sizeOf(call)).height, path).toBeGreaterThanOrEqual(44);
      }
    });
  });
}
