import { expect, test } from './support/fixtures';
import { E2E } from './support/env';

// The journeys' server runs with PUBLIC_URL set to its own address (playwright.config.ts).
test.describe('answers other clients can use', () => {
  test('the doctor photos on /doctors are absolute addresses under PUBLIC_URL, and each loads', async ({
    page,
  }) => {
    await page.goto('/doctors');
    const photos = page.getByRole('img', { name: /^Portrait of / });
    await expect(photos.first()).toBeVisible();

    const count = await photos.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const photo = photos.nth(index);
      expect(await photo.getAttribute('src')).toMatch(new RegExp(`^${E2E.baseUrl}/uploads/`));
      // Photos below the fold load lazily: each is brought into view first.
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('the sitemap lists the doctors page under PUBLIC_URL', async ({ request }) => {
    const response = await request.get('/sitemap.xml');

    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`  <url><loc>${E2E.baseUrl}/doctors</loc></url>\n`);
  });
});
