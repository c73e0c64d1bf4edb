import { TEXTS } from '@clinic/contracts';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { solidPng } from './support/png';
import { toast } from './support/steps';

const NEW_PICTURE_COLOUR: [number, number, number] = [32, 120, 200];

/** The colour at the middle of a loaded picture, or null while it loads. */
function centreColour(picture: Locator): Promise<number[] | null> {
  return picture.evaluate((img: HTMLImageElement) => {
    if (!img.complete || img.naturalWidth === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(img, 0, 0);
    const [red, green, blue] = context.getImageData(
      Math.floor(img.naturalWidth / 2),
      Math.floor(img.naturalHeight / 2),
      1,
      1,
    ).data;
    return [red ?? 0, green ?? 0, blue ?? 0];
  });
}

test.describe('my profile', () => {
  test('the patient edits the profile with a new picture and sees it saved', async ({
    page,
    patient,
  }) => {
    await page.goto('/my-profile');
    await expect(page.getByRole('heading', { level: 1, name: patient.name })).toBeVisible();
    await expect(page.getByRole('img', { name: `Profile picture of ${patient.name}` })).toHaveCount(
      0,
    );
    await page.getByRole('button', { name: 'Edit' }).click();

    const newName = `${patient.name} Rao`;
    await page.getByLabel('Full name').fill(newName);
    await page.getByLabel('Address line 1').fill('12 Lake View Road');
    await page.getByLabel('Address line 2').fill('Bengaluru 560001');
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Birthday').fill('1994-08-15');
    await page.getByLabel('Blood group').selectOption('B+');
    await page.getByLabel('Allergies').fill('Penicillin');
    await page.getByLabel('Change profile picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: solidPng(96, NEW_PICTURE_COLOUR),
    });
    await expect(
      page.getByRole('img', { name: 'Preview of your new profile picture' }),
    ).toBeVisible();
    await page.getByRole('button', { name: TEXTS.saveInformation }).click();

    await expect(toast(page, TEXTS.profileUpdated)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    const details = page.getByRole('definition');
    await expect(details).toContainText([
      patient.email,
      patient.phone,
      '12 Lake View Road, Bengaluru 560001',
      'Female',
      '1994-08-15',
      'B+',
      'Penicillin',
    ]);

    // The photo is the patient's own, fetched with the token and shown from an object URL; the
    // page and the navbar each show the new one (its colour, within the WebP encoding's rounding).
    const picture = page.getByRole('img', { name: `Profile picture of ${newName}` });
    const navbarPicture = page.getByRole('button', { name: /^Account menu/ }).locator('img');
    for (const shown of [picture, navbarPicture]) {
      await expect(shown).toHaveAttribute('src', /^blob:/);
      await expect.poll(() => centreColour(shown)).not.toBeNull();
      const colour = (await centreColour(shown)) ?? [];
      colour.forEach((channel, index) =>
        expect(Math.abs(channel - NEW_PICTURE_COLOUR[index]!)).toBeLessThanOrEqual(4),
      );
    }
  });
});
