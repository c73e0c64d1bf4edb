import { ADMIN_TEXTS, dateKeyToInput, scanDays, SLOT_TIMES, type Doctor } from '@clinic/contracts';
import type { Locator, Page } from '@playwright/test';
import { getConfig, getDoctors } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { operatorLogin, toast } from './support/steps';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** The boxes of a form's fields (inputs, selects, text areas), in the form's order. */
async function fieldBoxes(scope: Locator) {
  const fields = scope.locator('input, select, textarea');
  const boxes = [];
  for (const field of await fields.all()) {
    const box = await field.boundingBox();
    if (!box) throw new Error('a field is not shown');
    boxes.push(box);
  }
  return boxes;
}

/** Each field starts below the one before it, at the same left edge: one column, read down. */
function expectOneColumn(boxes: { x: number; y: number }[]) {
  for (const [index, box] of boxes.entries()) {
    const before = boxes[index - 1];
    if (!before) continue;
    expect(box.y).toBeGreaterThan(before.y);
    expect(Math.abs(box.x - before.x)).toBeLessThan(2);
  }
}

/** The last doctor of the demo list: the booking journeys start from the first ones. */
async function lastDoctor(page: Page): Promise<Doctor> {
  const doctors = await getDoctors(page.request);
  const doctor = doctors.at(-1);
  if (!doctor) throw new Error('no demo doctor');
  return doctor;
}

test.describe('the console on a clinic day', () => {
  test('at 1280 px, the doctor form reads in groups, a whole day and a range of days are blocked in one go each', async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP);
    const doctor = await lastDoctor(page);
    const { timeZone } = await getConfig(page.request);
    await operatorLogin(page);
    await page.goto(`/console/doctors/${doctor._id}`);

    const form = page.getByRole('form', { name: 'Doctor details' });
    await expect(form.getByLabel('Name')).toHaveValue(doctor.name);
    const group = (name: string) => form.getByRole('group', { name, exact: true });
    for (const [name, fields] of [
      ['Doctor', 5],
      ['Booking', 2],
      ['Clinic address', 2],
      ['Profile', 2],
    ] as const) {
      const boxes = await fieldBoxes(group(name));
      expect(boxes).toHaveLength(fields);
      expectOneColumn(boxes);
    }
    const [who, booking, address, profile] = await Promise.all(
      ['Doctor', 'Booking', 'Clinic address', 'Profile'].map((name) => group(name).boundingBox()),
    );
    // Who the doctor is on the left; booking and address stacked on the right; profile below.
    expect(booking!.x).toBeGreaterThan(who!.x + who!.width - 1);
    expect(address!.y).toBeGreaterThan(booking!.y + booking!.height - 1);
    expect(Math.abs(address!.x - booking!.x)).toBeLessThan(2);
    expect(profile!.y).toBeGreaterThan(Math.max(who!.y + who!.height, address!.y) - 1);
    expect(await seriousViolations(page)).toEqual([]);

    // One day: the calendar's last open day, one button.
    const days = scanDays(new Date(), timeZone).filter((day) => day.weekday !== 0);
    const lastDay = page
      .getByRole('region', { name: 'Block or unblock times' })
      .getByRole('group')
      .last();
    const label = await lastDay.getAttribute('aria-label');
    await lastDay.getByRole('button', { name: `Block whole day, ${label}` }).click();
    await expect(toast(page, ADMIN_TEXTS.daysBlocked)).toBeVisible();
    await expect(lastDay.getByRole('button', { pressed: true })).toHaveCount(SLOT_TIMES.length);

    // A range: two days a week and a half ahead, in one request.
    const [first, last] = [days[9], days[10]];
    if (!first || !last) throw new Error('the booking window has too few days');
    const blockDays = page.getByRole('form', { name: 'Block whole days' });
    await blockDays.getByLabel('First day').fill(dateKeyToInput(first.dateKey));
    await blockDays.getByLabel('Last day').fill(dateKeyToInput(last.dateKey));
    await blockDays.getByRole('button', { name: 'Block these days' }).click();
    await expect(toast(page, ADMIN_TEXTS.daysBlocked).last()).toBeVisible();

    const listed = (await getDoctors(page.request)).find((item) => item._id === doctor._id);
    for (const day of [first.dateKey, last.dateKey])
      expect(listed?.blockedSlots.find((block) => block.date === day)?.times).toEqual([
        ...SLOT_TIMES,
      ]);
  });

  test('at 375 px, the doctor form is one column in the order it is read', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const doctor = await lastDoctor(page);
    await operatorLogin(page);
    await page.goto(`/console/doctors/${doctor._id}`);

    const form = page.getByRole('form', { name: 'Doctor details' });
    await expect(form.getByLabel('Name')).toHaveValue(doctor.name);
    const boxes = await fieldBoxes(form);
    expect(boxes).toHaveLength(11);
    expectOneColumn(boxes);
  });

  test("at 1280 px, the front desk sees every doctor's day side by side, and the demo bookings carry their patients' consent", async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP);
    const doctors = await getDoctors(page.request);
    // The first day a demo booking holds, from the public list of booked times.
    const bookedDay = doctors
      .flatMap((doctor) => Object.entries(doctor.slots_booked))
      .find(([, times]) => times.length > 0)?.[0];
    if (!bookedDay) throw new Error('the demo data has no booking');
    await operatorLogin(page);

    await page.goto(`/console/schedule?date=${dateKeyToInput(bookedDay)}`);
    await page.getByLabel('Doctor').selectOption({ label: 'All doctors, one day' });
    const table = page.getByRole('table', { name: /^All doctors, / });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(doctors.length + 1);
    expect((await table.getByRole('columnheader').allTextContents()).sort()).toEqual(
      ['Time', ...doctors.map((doctor) => doctor.name)].sort(),
    );
    await expect(table.getByText(/^Booked · /).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Appointments' })
      .click();
    const list = page.getByRole('table', { name: 'Appointments' });
    await expect(list.getByText(/^Consented to care/).first()).toBeVisible();
    await expect(list.getByText('No consent on record')).toHaveCount(0);
  });
});
