import { TEXTS } from '@clinic/contracts';
import { availableDoctor } from './support/api';
import { expect, test } from './support/fixtures';
import { appointmentCard, bookedSlot, bookFirstFreeSlot, choose, toast } from './support/steps';

test.describe('moving an appointment', () => {
  test('a patient moves a booked appointment to another time from My Appointments, and the old time can be booked again', async ({
    page,
    request,
    patient: _signedIn,
  }) => {
    const doctor = await availableDoctor(request, 1);
    const booked = await bookFirstFreeSlot(page, doctor);

    await appointmentCard(page, booked).getByRole('link', { name: 'Reschedule' }).click();
    await expect(
      page.getByRole('heading', { name: `Moving your appointment of ${booked.shownAs}` }),
    ).toBeVisible();
    // The window's last day: never the booked one (the first or second), and far from the clock.
    const day = page.getByRole('group', { name: 'Booking slots: choose a day' }).getByRole('radio');
    await choose(day.last());
    const time = page.getByRole('group', { name: 'Choose a time' }).getByRole('radio').first();
    await choose(time);
    const moved = bookedSlot(doctor, await day.last().inputValue(), await time.inputValue());
    await page.getByRole('button', { name: 'Move appointment' }).click();

    await expect(toast(page, TEXTS.appointmentRescheduled)).toBeVisible();
    await expect(page).toHaveURL(/\/my-appointment$/);
    await expect(appointmentCard(page, moved)).toHaveCount(1);
    await expect(appointmentCard(page, booked)).toHaveCount(0);

    await page.goto(`/appointment/${doctor._id}`);
    await choose(page.getByRole('radio', { name: new RegExp(`^\\w+day ${booked.day}$`) }));
    await expect(
      page
        .getByRole('group', { name: 'Choose a time' })
        .getByRole('radio', { name: booked.time, exact: true }),
    ).toHaveCount(1);
  });
});
