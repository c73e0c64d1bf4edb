import { TEXTS } from '@clinic/contracts';
import type { Locator } from '@playwright/test';
import { getConfig, getDoctors } from './support/api';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';

/**
 * The small things that made the site look unfinished, on a phone and on a laptop: the footer's
 * e-mail addresses wrap only at an '@' or a dot, the consent checkboxes are 24 px targets, the
 * closing banner's words stand in its middle, and the demo is one clinic, in Bengaluru.
 */
const WIDTHS = [
  { name: 'phone', width: 375, height: 667 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/**
 * Where the text of `link` wraps: the character that starts each line after the first, with
 * the one before it.
 */
const wrapPoints = (link: Locator) =>
  link.evaluate((element) => {
    const characters: { text: string; top: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        characters.push({
          text: node.textContent?.[index] ?? '',
          top: range.getBoundingClientRect().top,
        });
      }
    }
    return characters.flatMap((character, index) => {
      const before = characters[index - 1];
      return before && Math.abs(character.top - before.top) > 2
        ? [before.text + character.text]
        : [];
    });
  });

/** The middle, across, of what `locator` draws: its text, not the width of its box. */
const centreOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const box = range.getBoundingClientRect();
    return box.x + box.width / 2;
  });

for (const { name: device, width, height } of WIDTHS) {
  test.describe(`finishing touches on a ${device} (${width} px)`, () => {
    test.use({ viewport: { width, height } });

    test("the footer's e-mail addresses wrap only before an '@' or a dot, inside the page", async ({
      page,
    }) => {
      const { email, privacy } = await getConfig(page.request);
      await page.goto('/contact');
      const footer = page.getByRole('contentinfo');
      for (const address of [email, privacy.contact.email]) {
        const link = footer.getByRole('link', { name: address, exact: true });
        await expect(link).toHaveAttribute('href', `mailto:${address}`);
        await expect(link).toHaveText(address);
        for (const point of await wrapPoints(link)) expect(point, address).toMatch(/^.[@.]$/);
        const box = await link.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      }
    });

    test('the consent checkboxes of the sign-up form are 24 by 24 px at least', async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: TEXTS.createAccount })).toBeVisible();
      const boxes = page.getByRole('main').getByRole('checkbox');
      await expect(boxes).toHaveCount(2);
      for (const box of await boxes.all()) {
        const size = await box.boundingBox();
        expect(size?.width).toBeGreaterThanOrEqual(24);
        expect(size?.height).toBeGreaterThanOrEqual(24);
      }
    });

    test("the closing banner's words stand in its middle (a laptop's), and it stays hidden on a phone", async ({
      page,
    }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: /^Book Appointment/ });
      if (width === 375) {
        await expect(banner).toBeHidden();
        return;
      }
      await banner.scrollIntoViewIfNeeded();
      const bannerBox = await banner.boundingBox();
      if (!bannerBox) throw new Error('not shown');
      const middle = bannerBox.x + bannerBox.width / 2;
      const heading = banner.getByRole('heading', { name: /^Book Appointment/ });
      const words = heading.getByText('With 10+ Trusted Doctors');
      const link = banner.getByRole('link', { name: TEXTS.createAccount });
      for (const part of [words, link]) {
        expect(Math.abs((await centreOf(part)) - middle)).toBeLessThanOrEqual(2);
      }
      await page.screenshot({ path: `${E2E.screenshotDir}closing-banner-${width}.png` });
    });

    test('the demo is one clinic in Bengaluru: /contact gives the address every doctor sees patients at', async ({
      page,
    }) => {
      const { address } = await getConfig(page.request);
      expect(address.line2).toBe('Bengaluru, Karnataka 560038');
      const doctors = await getDoctors(page.request);
      for (const doctor of doctors) {
        expect(doctor.address.line2, doctor.name).toBe(address.line2);
        expect(doctor.address.line1, doctor.name).toMatch(
          new RegExp(`^Room \\d+, ${address.line1}$`),
        );
      }
      await page.goto('/contact');
      await expect(page.getByRole('main').getByText(address.line2, { exact: true })).toBeVisible();
      const doctor = doctors[0];
      if (!doctor) throw new Error('no doctors');
      await page.goto(`/appointment/${doctor._id}`);
      await expect(page.getByRole('main').getByText(address.line2).first()).toBeAttached();
    });
  });
}
