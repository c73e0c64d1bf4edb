import { TEXTS } from '@clinic/contracts';
import { expect, test } from '@playwright/test';
import { newPatient } from './support/api';
import { readOtp } from './support/outbox';
import { toast } from './support/steps';

test.describe('sign-up and login', () => {
  test('a visitor signs up with the e-mailed code, logs out and logs in again', async ({
    page,
  }) => {
    const patient = newPatient();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: TEXTS.createAccount })).toBeVisible();

    await page.getByLabel('Full Name').fill(patient.name);
    await page.getByLabel('Email').fill(patient.email);
    await page.getByLabel('Password').fill(patient.password);
    await page.getByLabel('Phone').fill(patient.phone);
    await page
      .getByRole('checkbox', {
        name: 'I agree to the privacy notice and to the clinic using my details to care for me.',
      })
      .check();
    await expect(page.getByLabel('Verification code')).toHaveCount(0);
    await page.getByRole('button', { name: TEXTS.sendOtp }).click();

    await expect(toast(page, TEXTS.otpSent)).toBeVisible();
    const code = page.getByLabel('Verification code');
    await expect(code).toBeVisible();
    await code.fill(await readOtp(patient.email));
    await page.getByRole('button', { name: TEXTS.createAccount }).click();

    await expect(toast(page, TEXTS.registered)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const accountMenu = page.getByRole('button', { name: `Account menu for ${patient.name}` });
    await expect(accountMenu).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: TEXTS.createAccount }),
    ).toHaveCount(0);

    await accountMenu.click();
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Appointment' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(accountMenu).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('link', { name: TEXTS.createAccount }),
    ).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: TEXTS.createAccount }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Login here' }).click();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await page.getByLabel('Email').fill(patient.email);
    await page.getByLabel('Password').fill(patient.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(toast(page, TEXTS.loggedIn)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu).toBeVisible();
  });
});
