import { API, TEXTS } from '@clinic/contracts';
import { expect, test } from '@playwright/test';
import { hydrated, toast } from './support/steps';

test.describe('contact form', () => {
  test('the form names each problem, then sends the message', async ({ page }) => {
    await page.goto('/contact');
    // The checks below are the app's: a message sent before it listens goes to the server as is.
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Email Us' });
    const error = form.getByRole('alert');
    const send = form.getByRole('button', { name: 'Send Message' });

    await form.getByLabel('Name').fill('Ravi Kumar');
    await form.getByLabel('Subject').fill('Appointment for my son');
    await send.click();
    await expect(error).toHaveText(TEXTS.contactAllFieldsRequired);

    await form.getByLabel('Email').fill('ravi.example.in');
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByLabel('Message').fill('Could we see a child psychologist next week?');
    await send.click();
    await expect(error).toHaveText(TEXTS.contactInvalidEmail);
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email').fill('ravi@example.in');
    await form.getByLabel('Phone').fill('5123456789');
    await send.click();
    await expect(error).toHaveText(TEXTS.contactInvalidPhone);
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');

    // The message is held on its way until the form has been seen sending.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${API.econtact}`, async (route) => {
      await held;
      await route.continue();
    });
    await form.getByLabel('Phone').fill('9876543210');
    await send.click();
    await expect(form.getByRole('button', { name: TEXTS.sending })).toBeDisabled();
    release();
    await expect(toast(page, TEXTS.messageSent)).toBeVisible();
    await expect(send).toBeEnabled();
    await expect(error).toHaveCount(0);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });
});
