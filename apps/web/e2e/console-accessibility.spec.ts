import { ADMIN_TEXTS, type Doctor } from '@clinic/contracts';
import type { Browser, Locator, Page } from '@playwright/test';
import { availableDoctor, getBlogs } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test, type SignedInPatient } from './support/fixtures';
import {
  appointmentCard,
  bookFirstFreeSlot,
  operatorLogin,
  submitProof,
  toast,
  transactionId,
  type BookedSlot,
} from './support/steps';

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen has its content, beyond its heading. */
  ready?: (page: Page) => Locator;
}

const heading = (name: string) => (page: Page) =>
  page.getByRole('heading', { level: 1, name, exact: true });

async function operatorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await operatorLogin(page);
  return page;
}

/** The patient books `doctor` and sends proof of payment: one more proof for the console. */
async function sendProof(page: Page, patient: SignedInPatient, doctor: Doctor) {
  const booked = await bookFirstFreeSlot(page, doctor);
  await submitProof(page, appointmentCard(page, booked), {
    name: patient.name,
    transactionId: transactionId(),
  });
  return booked;
}

const proofCard = (page: Page, patient: SignedInPatient, booked: BookedSlot) =>
  page.getByRole('article', { name: `${patient.name} with ${booked.doctor.name}` });

/** Presses `key` as a keyboard user does until `target` has the focus. */
async function pressUntilFocused(page: Page, key: 'Tab' | 'Shift+Tab', target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Whether the element draws a focus indicator (an outline or a ring) while it has the focus. */
const showsFocus = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
  });

test.describe('the operator console, for staff who use a keyboard or assistive technology', () => {
  test('no screen has a serious or critical WCAG 2.1 A/AA violation', async ({
    page,
    browser,
    request,
    patient,
  }) => {
    test.setTimeout(180_000);
    // The first demo doctor has booked and blocked times on its calendar.
    const doctor = await availableDoctor(request);
    const [blog] = await getBlogs(request);
    if (!blog) throw new Error('The demo data has no blog posts');
    const booked = await sendProof(page, patient, doctor);

    const login = await (await browser.newContext()).newPage();
    await login.goto('/console/login');
    await expect(heading('Staff login')(login)).toBeVisible();
    const found = (await seriousViolations(login)).map((line) => `login: ${line}`);
    await login.context().close();

    const operator = await operatorPage(browser);
    // A week ago every time has passed, so the schedule's 'Passed' cells are checked at any hour.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const screens: Screen[] = [
      {
        name: 'Payments, a proof waiting',
        path: '/console/payments',
        ready: (p) => proofCard(p, patient, booked),
      },
      { name: 'Add a doctor', path: '/console/doctors/new' },
      {
        name: `${doctor.name}'s editor and calendar`,
        path: `/console/doctors/${doctor._id}`,
        ready: (p) => p.getByRole('region', { name: 'Block or unblock times' }),
      },
      { name: 'New post', path: '/console/blogs/new' },
      { name: `Edit post ${blog.title}`, path: `/console/blogs/${blog._id}` },
      {
        name: 'Schedule, last week',
        path: `/console/schedule?doctor=${doctor._id}&view=week&date=${weekAgo}`,
        ready: (p) => p.getByRole('table', { name: `${doctor.name}, ` }),
      },
    ];
    // Every screen the navigation offers this operator, as it is when it opens.
    const navigation = await operator
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => ({
          name: link.textContent ?? '',
          path: new URL((link as HTMLAnchorElement).href).pathname,
        })),
      );
    expect(navigation.length).toBeGreaterThan(0);
    for (const link of navigation) {
      if (!screens.some((screen) => screen.path === link.path)) screens.push(link);
    }

    for (const screen of screens) {
      await operator.goto(screen.path);
      await expect(operator.getByRole('heading', { level: 1 })).toBeVisible();
      if (screen.ready) await expect(screen.ready(operator)).toBeVisible();
      // Loading states (role=status) give way to the content before axe looks.
      await expect(operator.getByRole('main').getByRole('status')).toHaveCount(0);
      for (const line of await seriousViolations(operator)) found.push(`${screen.name}: ${line}`);
    }
    await operator.context().close();

    expect(found).toEqual([]);
  });

  test('by keyboard alone the operator reaches Payments and approves a proof, seeing the focus', async ({
    page,
    browser,
    request,
    patient,
  }) => {
    const doctor = await availableDoctor(request);
    const booked = await sendProof(page, patient, doctor);

    const operator = await operatorPage(browser);
    await expect(heading('Dashboard')(operator)).toBeVisible();
    const navigation = operator.getByRole('navigation', { name: 'Console' });
    const links = navigation.getByRole('link');
    const names = await links.allTextContents();

    // Tab through the whole navigation: each link shows where the focus is.
    await pressUntilFocused(operator, 'Tab', links.first());
    for (const [index, name] of names.entries()) {
      const link = links.nth(index);
      await expect(link).toBeFocused();
      expect(await showsFocus(link), `the focus shows on ${name}`).toBe(true);
      await operator.keyboard.press('Tab');
    }

    // Back up to Payments and open it.
    const payments = navigation.getByRole('link', { name: 'Payments', exact: true });
    await pressUntilFocused(operator, 'Shift+Tab', payments);
    await operator.keyboard.press('Enter');
    await expect(operator).toHaveURL(/\/console\/payments$/);
    await expect(heading('Payment proofs to review')(operator)).toBeVisible();

    const review = proofCard(operator, patient, booked);
    const approve = review.getByRole('button', { name: 'Approve' });
    await pressUntilFocused(operator, 'Tab', approve);
    expect(await showsFocus(approve), 'the focus shows on Approve').toBe(true);
    await operator.keyboard.press('Space');
    await expect(toast(operator, ADMIN_TEXTS.paymentApproved)).toBeVisible();
    await expect(review).toHaveCount(0);
    await operator.context().close();
  });
});
