import { API, appointmentListResponse, TEXTS, TOKEN_HEADER } from '@clinic/contracts';
import type { Locator, Page } from '@playwright/test';
import { availableDoctor, getBlogs } from './support/api';
import { seriousViolations } from './support/axe';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';
import { bookFirstFreeSlot, hydrated } from './support/steps';

const PHONE = { width: 375, height: 667 };

test.use({ viewport: PHONE });

/** The crisis line is shown, in the first screen, with both numbers to call. */
async function expectCrisisLineInView(page: Page) {
  const line = page.getByRole('complementary', { name: 'Crisis help' });
  await expect(line, page.url()).toBeInViewport({ ratio: 1 });
  await expect(line).toHaveText('In crisis? Call Tele-MANAS 14416 (free, 24x7) or 112.');
  await expect(line.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
  await expect(line.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  const box = await line.boundingBox();
  // One line at 375 px, as tall as its 44 px call targets: it costs the page 44 px.
  expect(box).toMatchObject({ y: 0, height: 44 });
}

/** What `locator` shows lies wholly inside the first screen of the phone, unscrolled. */
async function expectInFirstScreen(name: string, locator: Locator) {
  expect(await locator.evaluate(() => window.scrollY), `${name}: the page is not scrolled`).toBe(0);
  const box = await locator.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.y + box!.height, `${name} ends inside the first screen`).toBeLessThanOrEqual(
    PHONE.height,
  );
}

test.describe('crisis help on a phone', () => {
  test('the crisis line is in the first screen of every public page, and the home hero stays there too', async ({
    page,
    request,
  }) => {
    const doctor = await availableDoctor(request);
    const [blog] = await getBlogs(request);
    if (!blog) throw new Error('The demo data has no blog post');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Meet with Our Trusted Doctor',
    );
    await expectCrisisLineInView(page);
    await expectInFirstScreen('the hero heading', page.getByRole('heading', { level: 1 }));
    await expectInFirstScreen(
      "the hero's Book Appointment",
      page.getByRole('main').getByRole('link', { name: TEXTS.bookAppointment }).first(),
    );

    const pages: [string, string][] = [
      ['/doctors', 'All Doctors'],
      ['/doctors?speciality=Psychiatrist', 'Psychiatrists'],
      ['/blog', 'Our Blogs'],
      [`/blogs/${blog._id}`, blog.title],
      ['/services', 'Our Services'],
      ['/services/DepressionTreatment', 'Depression'],
      ['/services/ADHDTreatment', 'ADHD'],
      ['/services/PTSDTreatment', 'Post-Traumatic Stress Disorder (PTSD)'],
      ['/about', 'About Us'],
      ['/contact', 'Contact Us'],
      ['/privacy', 'Privacy notice'],
      ['/reset-password', 'Reset your password'],
      ['/login', TEXTS.createAccount],
      ['/no-such-page', 'Page not found'],
      [`/appointment/${doctor._id}`, doctor.name],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expectCrisisLineInView(page);
    }

    // The booking page: the doctor's name is in the first screen; the choices follow the
    // doctor's picture and details, below it (as they were before the line).
    await expectInFirstScreen("the doctor's name", page.getByRole('heading', { level: 1 }));
    await expect(page.getByRole('button', { name: TEXTS.bookAppointment })).toBeVisible();
  });

  test("the crisis line is in the first screen of the patient's own pages", async ({
    page,
    request,
    patient,
  }) => {
    const doctor = await availableDoctor(request, 3);
    await bookFirstFreeSlot(page, doctor);
    const listed = await request.get(API.appointments, {
      headers: { [TOKEN_HEADER]: patient.token },
    });
    const [appointment] = appointmentListResponse.parse(await listed.json()).appointments;
    if (!appointment) throw new Error("The booking is not in the patient's list");

    // The booking left the browser on /my-appointment: loading it again would be a reload,
    // which returns to where the patient was on it, so the profile comes first.
    for (const [path, heading] of [
      ['/my-profile', patient.name],
      [`/my-appointment/${appointment._id}`, 'Your appointment'],
      ['/my-appointment', 'My Appointments'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
      await expectCrisisLineInView(page);
    }
  });

  test('at 320 px the crisis line takes two lines at most, above the navigation bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    for (const path of ['/', '/services/DepressionTreatment']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const line = page.getByRole('complementary', { name: 'Crisis help' });
      await expect(line, path).toBeInViewport({ ratio: 1 });
      expect(await line.boundingBox(), path).toMatchObject({ y: 0, height: 68 });
      const banner = await page.getByRole('banner').boundingBox();
      expect(banner?.y, path).toBe(68);
    }
  });

  test('the quick exit by keyboard replaces the condition page with the neutral site, so Back skips it', async ({
    page,
  }) => {
    await page.goto('/doctors');
    await expect(page.getByRole('heading', { level: 1, name: 'All Doctors' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave this site' })).toHaveCount(0);

    await page.goto('/services/DepressionTreatment');
    await expect(page.getByRole('heading', { level: 1, name: 'Depression' })).toBeVisible();
    const leave = page.getByRole('button', { name: 'Leave this site' });
    await expect(leave).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    // Then the crisis line's two numbers, then the quick exit.
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
    await expect(leave).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(E2E.quickExitUrl);
    await page.goBack();
    await expect(page).toHaveURL(/\/doctors$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Doctors' })).toBeVisible();
  });

  test('Shift pressed 3 times replaces the page with the neutral site, saying so first', async ({
    page,
  }) => {
    await page.goto('/blog');
    await page.goto('/services/DepressionTreatment');
    await expect(page.getByRole('heading', { level: 1, name: 'Depression' })).toBeVisible();
    await hydrated(page);
    const status = page.getByRole('banner').getByRole('status');

    await page.keyboard.press('Shift');
    await expect(status).toHaveText('Shift: press it 2 more times to leave this site.');
    await page.keyboard.press('Shift');
    await page.keyboard.press('Shift');

    await expect(page).toHaveURL(E2E.quickExitUrl);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('before the page’s code has arrived, Leave this site still leaves for the neutral site', async ({
    browser,
  }) => {
    // A page whose code has not arrived yet behaves as one without code.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${E2E.baseUrl}/services/DepressionTreatment`);
    await expect(page.getByRole('heading', { level: 1, name: 'Depression' })).toBeVisible();

    await page.getByRole('button', { name: 'Leave this site' }).click();

    await expect(page).toHaveURL(E2E.quickExitUrl);
    await context.close();
  });

  test('the quick exit also replaces a page reached inside the site', async ({ page }) => {
    await page.goto('/services');
    await page
      .getByRole('main')
      .getByRole('link', { name: `${TEXTS.clickHere} to read about Depression` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Depression' })).toBeVisible();

    await page.getByRole('button', { name: 'Leave this site' }).click();

    await expect(page).toHaveURL(E2E.quickExitUrl);
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  });
});

/** Every box of a control other than the quick exit that lies over or beside the button. */
async function controlsOverQuickExit(page: Page) {
  return page.evaluate(() => {
    const button = [...document.querySelectorAll('[data-quick-exit] [role="button"]')].find(
      (candidate) => candidate.textContent === 'Leave this site',
    );
    const header = document.querySelector('header');
    if (!button || !header) return ['no quick exit or no navigation bar'];
    const exit = button.getBoundingClientRect();
    const bar = header.getBoundingClientRect();
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="radio"], [tabindex]',
    )) {
      if (control === button || control.id === 'main') continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // What scrolls under the sticky bar is hidden by it, as under any sticky header: only
      // the part of the control below the bar can be seen and tapped.
      const top = header.contains(control) ? box.top : Math.max(box.top, bar.bottom);
      const overlaps =
        box.left < exit.right &&
        box.right > exit.left &&
        top < exit.bottom &&
        box.bottom > exit.top;
      if (overlaps) found.push(`${control.tagName} ${control.textContent?.trim().slice(0, 40)}`);
    }
    // And nothing is drawn on top of the button itself.
    const atCentre = document.elementFromPoint(
      exit.left + exit.width / 2,
      exit.top + exit.height / 2,
    );
    if (!button.contains(atCentre)) found.push(`covered by ${atCentre?.tagName}`);
    return found;
  });
}

test.describe('the quick exit stays in reach and covers nothing', () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`at ${viewport.width} px, on the booking page, My Appointments and the profile, at the top and scrolled`, async ({
      page,
      request,
      patient,
    }) => {
      await page.setViewportSize(viewport);
      const doctor = await availableDoctor(request, 4);
      await bookFirstFreeSlot(page, doctor);

      for (const [path, heading] of [
        [`/appointment/${doctor._id}`, doctor.name],
        ['/my-appointment', 'My Appointments'],
        ['/my-profile', patient.name],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
        await page.waitForLoadState('networkidle');
        if (path.startsWith('/appointment/') && viewport.width === PHONE.width) {
          await page.screenshot({
            path: `${E2E.screenshotDir}quick-exit-booking-${viewport.width}.png`,
            fullPage: true,
            animations: 'disabled',
          });
        }
        const leave = page.getByRole('button', { name: 'Leave this site' });
        await expect(leave).toHaveAccessibleDescription(
          'Someone nearby? Press Shift 3 times, or this button, to swap this page for another site.',
        );
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (const y of [0, viewport.height / 2, height / 3, height / 2, height]) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.evaluate(() => new Promise(requestAnimationFrame));
          await expect(leave, `${path} at ${y}`).toBeInViewport({ ratio: 1 });
          expect(await controlsOverQuickExit(page), `${path} scrolled to ${y}`).toEqual([]);
        }
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
