import { TEXTS } from '@clinic/contracts';
import { availableDoctor } from './support/api';
import { expect, test } from './support/fixtures';
import { readInvite } from './support/outbox';
import { appointmentCard, bookFirstFreeSlot, choose, toast } from './support/steps';

test.describe('booking an appointment', () => {
  test('a patient books the first free time and lands on My Appointments', async ({
    page,
    request,
    patient,
  }) => {
    const doctor = await availableDoctor(request);
    const booked = await bookFirstFreeSlot(page, doctor);

    // The confirmation mail carries a calendar invite with a neutral title.
    const { subject, invite } = await readInvite(patient.email);
    expect(subject).not.toContain(doctor.speciality);
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain('SUMMARY:Appointment at ');
    expect(invite).toContain('SEQUENCE:0');
    expect(invite).not.toContain(doctor.speciality);

    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
    const card = appointmentCard(page, booked);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(doctor.speciality);
    await expect(card).toContainText(`₹${doctor.fees.toLocaleString('en-IN')}`);
    await expect(card.getByRole('button', { name: TEXTS.payOnline })).toBeVisible();

    // The booked time is gone from the doctor's page. Late in the clinic's day it may have been
    // today's last free time (other journeys book this doctor too): then the whole day is gone.
    await page.goto(`/appointment/${doctor._id}`);
    const days = page.getByRole('group', { name: 'Booking slots: choose a day' });
    await expect(days.getByRole('radio').first()).toBeVisible();
    const bookedDay = days.getByRole('radio', { name: new RegExp(`^\\w+day ${booked.day}$`) });
    if ((await bookedDay.count()) === 0) return;
    await choose(bookedDay);
    const times = page.getByRole('group', { name: 'Choose a time' }).getByRole('radio');
    await expect(times.first()).toBeVisible();
    await expect(
      times.and(page.getByRole('radio', { name: booked.time, exact: true })),
    ).toHaveCount(0);
  });

  test('a visitor who is not logged in is sent to the login page', async ({ page, request }) => {
    const doctor = await availableDoctor(request);
    await page.goto(`/appointment/${doctor._id}`);
    await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
    await choose(page.getByRole('group', { name: 'Choose a time' }).getByRole('radio').first());
    await page.getByRole('button', { name: TEXTS.bookAppointment }).click();

    await expect(toast(page, TEXTS.loginToBook)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: TEXTS.createAccount })).toBeVisible();
  });

  test('reloading a deep link to a doctor still shows the doctor', async ({ page, request }) => {
    const doctor = await availableDoctor(request, 1);
    await page.goto(`/appointment/${doctor._id}`);
    await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
    await expect(
      page.getByRole('img', { name: `Portrait of ${doctor.name}` }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: TEXTS.bookAppointment })).toBeVisible();
    await expect(page).toHaveTitle(`Book an appointment with ${doctor.name}`);
  });
});
