import { API, TEXTS, TOKEN_HEADER } from '@clinic/contracts';
import { expect, test } from '@playwright/test';
import { newPatient, registerPatient } from './support/api';
import { readOtp } from './support/outbox';
import { toast } from './support/steps';

test.describe('forgot password', () => {
  test('a patient resets the password with the e-mailed code, the old password and token stop working, the new one logs in', async ({
    page,
    request,
  }) => {
    const patient = newPatient('Kavya');
    const oldToken = await registerPatient(request, patient);
    const newPassword = `green hills after rain ${Date.now().toString(36)}`;

    await page.goto('/login');
    await page.getByRole('button', { name: 'Login here' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    await page.getByLabel('Email').fill(patient.email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(toast(page, TEXTS.resetCodeSent)).toBeVisible();
    await page.getByLabel('Reset code').fill(await readOtp(patient.email));
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(toast(page, TEXTS.passwordReset)).toBeVisible();
    await expect(page).toHaveURL(/\/login\?mode=login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    const profile = await request.get(API.getProfile, { headers: { [TOKEN_HEADER]: oldToken } });
    expect(profile.status()).toBe(401);

    await page.getByLabel('Email').fill(patient.email);
    await page.getByLabel('Password').fill(patient.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, TEXTS.invalidCredentials)).toBeVisible();

    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, TEXTS.loggedIn)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('button', { name: `Account menu for ${patient.name}` }),
    ).toBeVisible();
  });
});
