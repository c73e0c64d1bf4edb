import { TEXTS } from '@clinic/contracts';
import { expect, test } from './support/fixtures';
import { solidPng } from './support/png';
import { toast } from './support/steps';

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
      buffer: solidPng(96, [32, 120, 200]),
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

    const picture = page.getByRole('img', { name: `Profile picture of ${newName}` });
    await expect(picture).toBeVisible();
    await expect(picture).not.toHaveAttribute('src', /^data:/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The navbar's picture is the new one too.
    await expect(
      page.getByRole('button', { name: /^Account menu/ }).locator('img'),
    ).toHaveAttribute('src', (await picture.getAttribute('src')) ?? '');
  });
});
