import { TEXTS, appointmentStatusText } from '@clinic/contracts';
import type { Locator } from '@playwright/test';
import { availableDoctor } from './support/api';
import { seriousViolations } from './support/axe';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';
import {
  appointmentCard,
  bookFirstFreeSlot,
  toast,
  transactionId,
  type BookedSlot,
} from './support/steps';

/**
 * My Appointments on a phone and on a laptop: each appointment says its state in words, the UPI
 * panel opens right under its own 'Pay Online' and in view, and the outcome of sending the proof
 * is shown where the patient is looking, the toast clear of the crisis line.
 */
const WIDTHS = [
  { name: 'phone', width: 375, height: 667 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not shown');
  return box;
}

/**
 * The whole of `locator` lies inside the viewport, below the sticky navigation bar, once the
 * page's smooth scroll has come to rest.
 */
async function expectWithinViewport(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        return (
          box.top >= header &&
          box.left >= 0 &&
          box.bottom <= window.innerHeight &&
          box.right <= window.innerWidth
        );
      }),
    )
    .toBe(true);
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const rupees = (slot: BookedSlot) => `₹${slot.doctor.fees.toLocaleString('en-IN')}`;

for (const { name: device, width, height } of WIDTHS) {
  test.describe(`my appointments on a ${device} (${width} px)`, () => {
    test.use({ viewport: { width, height } });

    test('the card says payment is due, the panel opens under Pay Online in view, and the proof sent is said in view', async ({
      page,
      request,
      patient,
    }) => {
      const shot = (step: string) =>
        page.screenshot({ path: `${E2E.screenshotDir}appointment-states-${step}-${width}.png` });
      const doctor = await availableDoctor(request, width === 375 ? 2 : 3);
      // Two bookings: the one paid for is the second card, below the first, as on a real phone.
      await bookFirstFreeSlot(page, doctor);
      const booked = await bookFirstFreeSlot(page, doctor);
      const card = appointmentCard(page, booked);
      const amount = rupees(booked);
      await shot('booked');

      const due = card.getByText(appointmentStatusText('paymentDue', amount), { exact: true });
      await expect(due).toBeVisible();
      expect(appointmentStatusText('paymentDue', amount)).toBe(
        `Payment due: ${amount}. To confirm this appointment, pay by UPI with 'Pay Online' and send us the transaction ID.`,
      );

      const pay = card.getByRole('button', { name: TEXTS.payOnline });
      await pay.scrollIntoViewIfNeeded();
      await pay.click();
      const panel = card.getByRole('region', { name: `Pay ${amount} by UPI` });
      const heading = panel.getByRole('heading', { name: `Pay ${amount} by UPI` });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expectWithinViewport(heading);
      // Directly under the patient's own action: nothing of the card between the two.
      const gap = await card.evaluate((item, hideText) => {
        const hide = [...item.querySelectorAll('button')].find(
          (button) => button.textContent === hideText,
        );
        const region = item.querySelector('section');
        if (!hide || !region) throw new Error('no button or panel');
        return region.getBoundingClientRect().top - hide.getBoundingClientRect().bottom;
      }, TEXTS.hidePayment);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(32);
      await shot('panel-open');
      expect(await seriousViolations(page)).toEqual([]);

      await panel.getByLabel('Name of the payer').fill(patient.name);
      await panel.getByLabel('Transaction ID').fill(transactionId());
      await panel.getByRole('button', { name: 'Submit payment details' }).click();
      await expect(toast(page, TEXTS.paymentSubmitted)).toBeVisible();
      // The pointer rests on it, so it stays past its 5 s while it is measured (a busy machine).
      await toast(page, TEXTS.paymentSubmitted).hover();
      await expect(panel).toHaveCount(0);

      const sent = card.getByText(appointmentStatusText('proofSent', amount), { exact: true });
      await expect(sent).toBeFocused();
      await expectWithinViewport(sent);
      await expect(card.getByRole('status')).toHaveText(TEXTS.verifyingPayment);
      expect(appointmentStatusText('proofSent', amount)).toBe(
        `Payment details sent: the clinic is checking your payment of ${amount}. You need do nothing more now.`,
      );
      // The notification sits below the crisis line and the navigation bar, covering neither,
      // nor the words on the card.
      const notice = await boxOf(toast(page, TEXTS.paymentSubmitted));
      expect(overlaps(notice, await boxOf(sent))).toBe(false);
      const crisisLine = await boxOf(page.getByRole('complementary', { name: 'Crisis help' }));
      const banner = await boxOf(page.getByRole('banner'));
      expect(overlaps(notice, crisisLine)).toBe(false);
      expect(overlaps(notice, banner)).toBe(false);
      await shot('proof-sent');
      await page.evaluate(() => window.scrollTo(0, 0));
      const atTop = await boxOf(toast(page, TEXTS.paymentSubmitted));
      expect(
        overlaps(atTop, await boxOf(page.getByRole('complementary', { name: 'Crisis help' }))),
      ).toBe(false);
    });

    test('a cancelled appointment says that nothing is due', async ({
      page,
      request,
      patient: _signedIn,
    }) => {
      const doctor = await availableDoctor(request, width === 375 ? 4 : 5);
      const booked = await bookFirstFreeSlot(page, doctor);
      const card = appointmentCard(page, booked);
      await card.getByRole('button', { name: 'Cancel appointment' }).click();
      await card
        .getByRole('group', { name: 'Confirm cancellation' })
        .getByRole('button', { name: 'Yes, cancel it' })
        .click();
      await expect(card).toContainText(TEXTS.appointmentCancelled);
      await expect(
        card.getByText(appointmentStatusText('cancelled', rupees(booked)), { exact: true }),
      ).toBeVisible();
      expect(appointmentStatusText('cancelled', rupees(booked))).toBe(
        'Cancelled: nothing is due for this appointment.',
      );
    });
  });
}
