import {
  API,
  SERIES_TEXTS,
  SITE_PAGES,
  STAFF_TEXTS,
  TEXTS,
  TOKEN_HEADER,
  appointmentListResponse,
  dateKeyToInput,
  scanDays,
} from '@clinic/contracts';
import type { APIRequestContext } from '@playwright/test';
import { availableDoctor, getConfig } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { readInvitationLink } from './support/outbox';
import {
  appointmentCard,
  bookedSlot,
  choose,
  operatorLogin,
  staffLogin,
  toast,
} from './support/steps';

/** The patient's appointments as the API answers them, oldest booking first. */
async function appointmentsOf(request: APIRequestContext, token: string) {
  const response = await request.get(API.appointments, { headers: { [TOKEN_HEADER]: token } });
  return appointmentListResponse.parse(await response.json()).appointments;
}

test.describe('a series', () => {
  test('the front desk books a weekly series of 6, one session is then moved, and the patient sees the rest unchanged', async ({
    page,
    browser,
    request,
    patient,
  }) => {
    const doctor = await availableDoctor(request, 3);
    const { timeZone } = await getConfig(request);
    // Tomorrow, or the day after when tomorrow is a Sunday: every later session is that weekday.
    const firstDay = scanDays(new Date(), timeZone).find(
      (day, index) => index > 0 && day.weekday !== 0,
    );
    if (!firstDay) throw new Error('no clinic day ahead');

    // The owner invites a front-desk member, who joins and logs in.
    const owner = await (await browser.newContext()).newPage();
    await operatorLogin(owner);
    await owner
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Staff' })
      .click();
    const desk = {
      email: `meena.${Date.now()}@clinic.test`,
      password: 'a steady series desk',
    };
    const invite = owner.getByRole('form', { name: 'Invite a staff member' });
    await invite.getByLabel('Name').fill('Meena Iyer');
    await invite.getByLabel('Email').fill(desk.email);
    await invite.getByLabel('Role').selectOption({ label: 'Front desk' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(owner, STAFF_TEXTS.invitationSent)).toBeVisible();
    const deskPage = await (await browser.newContext()).newPage();
    await deskPage.goto(await readInvitationLink(desk.email));
    await deskPage.getByLabel('New password').fill(desk.password);
    await deskPage.getByLabel('Confirm password').fill(desk.password);
    await deskPage.getByRole('button', { name: 'Create my account' }).click();
    await expect(deskPage).toHaveURL(/\/console\/login$/);
    await staffLogin(deskPage, desk.email, desk.password);

    // The front desk books the series from 'Book a series', after its preview.
    await deskPage
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Book a series' })
      .click();
    const form = deskPage.getByRole('form', { name: 'Series' });
    await form.getByLabel("Patient's e-mail").fill(patient.email);
    await form.getByLabel('Doctor').selectOption({ label: doctor.name });
    await form.getByLabel('First day').fill(dateKeyToInput(firstDay.dateKey));
    await form.getByLabel('Time').selectOption({ label: '06:30 pm' });
    await form.getByLabel('Repeat').selectOption({ label: 'Weekly' });
    await form.getByLabel('Sessions').fill('6');
    await form.getByRole('button', { name: 'Preview sessions' }).click();
    const sessions = deskPage.getByRole('table', { name: 'Sessions' });
    await expect(sessions.getByRole('row')).toHaveCount(7);
    await expect(sessions.getByText('Bookable')).toHaveCount(6);
    expect(await seriousViolations(deskPage)).toEqual([]);
    await deskPage.getByRole('button', { name: 'Book 6 sessions' }).click();
    await expect(toast(deskPage, SERIES_TEXTS.seriesBooked)).toBeVisible();

    // The patient sees six sessions, each with its own payment.
    const days = Array.from({ length: 6 }, (_, index) => {
      const date = new Date(
        Date.UTC(firstDay.date.year, firstDay.date.month - 1, firstDay.date.day + index * 7),
      );
      return `${date.getUTCDate()}_${date.getUTCMonth() + 1}_${date.getUTCFullYear()}`;
    });
    const slots = days.map((day) => bookedSlot(doctor, day, '18:30'));
    // My Appointments shows the newest three; each session's own page shows it alone.
    const firstCard = appointmentCard(page, slots[0]!);
    await page.goto('/my-appointment');
    await expect(page.getByRole('heading', { name: 'My Appointments' })).toBeVisible();
    await expect(page.getByText(/^Session \d of 6$/)).toHaveCount(3);
    for (const [index, slot] of slots.slice(3).entries()) {
      const card = appointmentCard(page, slot);
      await expect(card.getByText(`Session ${index + 4} of 6`)).toBeVisible();
      await expect(card.getByRole('button', { name: TEXTS.payOnline })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Cancel the rest' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The first session is moved to another time, from its own page.
    const booked = await appointmentsOf(page.request, patient.token);
    const firstId = booked.find((appointment) => appointment.slotDate === days[0])?._id ?? '';
    await page.goto(SITE_PAGES.appointment(firstId));
    await expect(firstCard.getByText('Session 1 of 6')).toBeVisible();
    await expect(firstCard.getByRole('button', { name: 'Cancel the rest' })).toBeVisible();
    await firstCard.getByRole('link', { name: 'Reschedule' }).click();
    const day = page.getByRole('group', { name: 'Booking slots: choose a day' }).getByRole('radio');
    await choose(day.last());
    const time = page.getByRole('group', { name: 'Choose a time' }).getByRole('radio').first();
    await choose(time);
    const moved = bookedSlot(doctor, await day.last().inputValue(), await time.inputValue());
    await page.getByRole('button', { name: 'Move appointment' }).click();
    await expect(toast(page, TEXTS.appointmentRescheduled)).toBeVisible();

    // The rest stand as booked: each session still at its day and time, none cancelled.
    const after = await appointmentsOf(page.request, patient.token);
    expect(
      after.map((appointment) => [
        appointment.slotDate,
        appointment.slotTime,
        appointment.cancelled,
      ]),
    ).toEqual([
      [moved.slotDate, moved.slotTime, false],
      ...days.slice(1).map((slotDate) => [slotDate, '18:30', false]),
    ]);
    for (const slot of slots.slice(3))
      await expect(appointmentCard(page, slot).getByText(/^Session \d of 6$/)).toBeVisible();
    await expect(appointmentCard(page, slots[0]!)).toHaveCount(0);
  });
});
