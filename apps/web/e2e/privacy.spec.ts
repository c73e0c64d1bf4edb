import { readFile } from 'node:fs/promises';
import { myDataSchema, TEXTS } from '@clinic/contracts';
import { expect, test } from './support/fixtures';
import { toast } from './support/steps';

test.describe('privacy rights', () => {
  test('a patient downloads their data as a JSON file that holds their e-mail and name', async ({
    page,
    patient,
  }) => {
    await page.goto('/my-profile');
    const yourData = page.getByRole('region', { name: 'Your data' });
    await expect(yourData).toBeVisible();

    const downloading = page.waitForEvent('download');
    await yourData.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;

    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = myDataSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
    expect(data.account).toMatchObject({ email: patient.email, name: patient.name });
    expect(data.consents).toEqual([expect.objectContaining({ purposes: ['care'] })]);
  });

  test('a patient deletes their account and then cannot log in with it', async ({
    page,
    patient,
  }) => {
    await page.goto('/my-profile');
    const yourData = page.getByRole('region', { name: 'Your data' });
    await yourData.getByRole('button', { name: 'Withdraw consent and delete my account' }).click();
    const form = yourData.getByRole('form', { name: 'Delete my account' });
    await form.getByLabel('Your password').fill(patient.password);
    await form.getByRole('button', { name: 'Delete my account permanently' }).click();

    await expect(toast(page, TEXTS.accountDeleted)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: TEXTS.createAccount }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Login here' }).click();
    await page.getByLabel('Email').fill(patient.email);
    await page.getByLabel('Password').fill(patient.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(toast(page, TEXTS.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
