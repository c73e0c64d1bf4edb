import { SITE_PAGES, STAFF_TEXTS, TEXTS } from '@clinic/contracts';
import type { Browser, Page } from '@playwright/test';
import { availableDoctor } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { readInvitationLink } from './support/outbox';
import {
  appointmentCard,
  bookFirstFreeSlot,
  choose,
  operatorLogin,
  staffLogin,
  toast,
} from './support/steps';

/** A staff member the owner invites, joined and logged in on a page of their own. */
async function joined(
  browser: Browser,
  owner: Page,
  member: { name: string; role: 'Front desk' | 'Doctor'; doctor?: string },
): Promise<Page> {
  const email = `${member.name.split(' ')[0]?.toLowerCase()}.${Date.now()}@clinic.test`;
  const password = 'a steady lamp at dusk';
  await owner.goto('/console/staff');
  const form = owner.getByRole('form', { name: 'Invite a staff member' });
  await form.getByLabel('Name').fill(member.name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption({ label: member.role });
  if (member.doctor) await form.getByLabel('Doctor').selectOption({ label: member.doctor });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(owner, STAFF_TEXTS.invitationSent)).toBeVisible();
  const page = await (
    await browser.newContext({ viewport: { width: 375, height: 667 } })
  ).newPage();
  await page.goto(await readInvitationLink(email));
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/console\/login$/);
  await staffLogin(page, email, password);
  return page;
}

/**
 * The intake before a first visit, on a phone: a patient books, answers with PHQ-9's item 9 above
 * 'Not at all', sees help before anything else; the clinic's console shows the alert at once, the
 * call-back is recorded, and the scores show as a table and a chart.
 */
test.use({ viewport: { width: 375, height: 667 } });

test('a patient at risk sees help first; the front desk sees the alert, not the answers, and records the call-back; the doctor sees the scores and chart', async ({
  page,
  browser,
  request,
  patient,
}) => {
  const doctor = await availableDoctor(request, 3);
  const slot = await bookFirstFreeSlot(page, doctor);
  const card = appointmentCard(page, slot);
  await card.getByRole('link', { name: /a few questions for your doctor/ }).click();
  await expect(page).toHaveURL(/\/my-appointment\/[a-f\d]{24}\/intake$/);
  const appointmentId = page.url().split('/').at(-2) ?? '';
  expect(page.url()).toContain(SITE_PAGES.intake(appointmentId));

  await expect(page.getByRole('heading', { level: 1, name: 'Before your visit' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I agree, start' }).click();
  await expect(toast(page, TEXTS.intakeConsentOn)).toBeVisible();

  await page.getByLabel('Why are you coming? In your own words').fill('I cannot sleep');
  await choose(
    page.getByRole('group', { name: /in danger now/ }).getByRole('radio', { name: 'No' }),
  );
  for (const name of ['PHQ-9', 'GAD-7']) {
    const groups = page.getByRole('region', { name }).getByRole('group');
    const count = await groups.count();
    for (let index = 0; index < count; index += 1) {
      const answer = name === 'PHQ-9' && index === count - 1 ? 'Several days' : 'Not at all';
      await choose(groups.nth(index).getByRole('radio', { name: answer }));
    }
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send my answers' }).click();

  const help = page.getByRole('heading', { name: 'Thank you for telling us. Help is here now.' });
  await expect(help).toBeFocused();
  const helpSection = page.getByRole('region', { name: /Help is here now/ });
  await expect(helpSection.getByRole('link', { name: '14416' })).toBeVisible();
  await expect(helpSection.getByText(/will call you today/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue to my answers' }).click();
  await expect(page.getByText('Score 1 of 27: minimal')).toBeVisible();
  await expect(page.getByText(/A score is not a diagnosis/)).toBeVisible();

  const owner = await (await browser.newContext()).newPage();
  await operatorLogin(owner);
  const desk = await joined(browser, owner, { name: 'Kavya Nair', role: 'Front desk' });
  const doctorsPage = await joined(browser, owner, {
    name: 'Ishaan Rao',
    role: 'Doctor',
    doctor: doctor.name,
  });

  await expect(desk.getByText(/patients? needs? a call today/)).toBeVisible();
  await desk.getByRole('link', { name: 'See who and record the call-back' }).click();
  const alert = desk.getByRole('listitem').filter({ hasText: patient.name });
  await expect(alert.getByText(/Waiting \d+ min/)).toBeVisible();
  await expect(alert).not.toContainText('I cannot sleep');
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.goto('/console/appointments');
  await expect(desk.getByRole('table', { name: 'Appointments' })).toContainText('Intake done');
  await expect(desk.getByRole('link', { name: /Intake and scores/ })).toHaveCount(0);
  await desk.goto(`/console/appointments/${appointmentId}/intake`);
  await expect(desk.getByRole('alert').filter({ hasText: TEXTS.forbidden })).toBeVisible();
  await desk.goto('/console/safety-alerts');
  await alert.getByLabel('What came of the call').fill('Spoke with them; seen today at 16:00');
  await alert.getByRole('button', { name: 'Record the call-back' }).click();
  await expect(alert.getByText(/Called back by Kavya Nair/)).toBeVisible();

  await doctorsPage.goto(`/console/appointments/${appointmentId}/intake`);
  await expect(doctorsPage.getByRole('table', { name: 'Scores, oldest first' })).toContainText(
    '1 (Minimal)',
  );
  await expect(doctorsPage.getByRole('img', { name: /Scores over time/ })).toBeVisible();
  await expect(doctorsPage.getByText('I cannot sleep')).toBeVisible();
  expect(await seriousViolations(doctorsPage)).toEqual([]);
});
