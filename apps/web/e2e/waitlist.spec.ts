import { TEXTS } from '@clinic/contracts';
import { availableDoctor, newPatient, registerPatient } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { newestMatch } from './support/outbox';
import { appointmentCard, bookFirstFreeSlot, signIn, toast } from './support/steps';

test.describe('the waiting list', () => {
  test("a patient on a doctor's waiting list receives the time another patient cancels, held for them, and claims it with one click", async ({
    browser,
    page,
    request,
    patient: _holder,
  }) => {
    const doctor = await availableDoctor(request, 2);
    const booked = await bookFirstFreeSlot(page, doctor);

    // The waiting patient, in a browser of their own, joins the list from the booking page.
    const waiting = newPatient('Meena');
    const token = await registerPatient(request, waiting);
    const theirs = await (await browser.newContext()).newPage();
    await signIn(theirs, token);
    await theirs.goto(`/appointment/${doctor._id}`);
    await expect(theirs.getByRole('heading', { name: 'No time that suits you?' })).toBeVisible();
    await theirs.getByRole('button', { name: 'Join the waitlist' }).click();
    await theirs.getByRole('radio', { name: 'Any time' }).check();
    expect(await seriousViolations(theirs)).toEqual([]);
    await theirs.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(toast(theirs, TEXTS.waitlistJoined)).toBeVisible();
    await expect(
      theirs.getByText(new RegExp(`You are on ${doctor.name}'s waiting list until`)),
    ).toBeVisible();

    // The first patient cancels: the time is offered to the waiting patient by mail.
    const card = appointmentCard(page, booked);
    await card.getByRole('button', { name: 'Cancel appointment' }).click();
    await card
      .getByRole('group', { name: 'Confirm cancellation' })
      .getByRole('button', { name: 'Yes, cancel it' })
      .click();
    await expect(toast(page, TEXTS.appointmentCancelledMessage)).toBeVisible();
    const mailed = await newestMatch(
      waiting.email,
      /A time you were waiting for has freed: [^\n]+/,
    );
    expect(mailed).toContain(booked.time);

    // Held for them: the booking page shows the time taken to everyone else.
    await page.goto(`/appointment/${doctor._id}`);
    await page
      .getByRole('radio', { name: new RegExp(`^\\w+day ${booked.day}$`) })
      .locator('xpath=ancestor::label[1]')
      .click();
    await expect(
      page
        .getByRole('group', { name: 'Choose a time' })
        .getByRole('radio', { name: booked.time, exact: true }),
    ).toHaveCount(0);

    // On My Appointments the waiting patient sees the offer and its hold, and claims it.
    await theirs.goto('/my-appointment');
    const offers = theirs.getByRole('region', { name: 'A time offered to you' });
    await expect(offers).toContainText(`${doctor.name} on ${booked.day} at ${booked.time}`);
    await expect(offers).toContainText(/Held for you until \d{1,2}:\d{2}/);
    await expect(theirs.getByRole('region', { name: 'Your waiting lists' })).toBeVisible();
    expect(await seriousViolations(theirs)).toEqual([]);
    await offers.getByRole('button', { name: 'Claim this time' }).click();
    await expect(toast(theirs, TEXTS.waitlistOfferClaimed)).toBeVisible();
    await expect(appointmentCard(theirs, booked)).toHaveCount(1);
    await expect(theirs.getByRole('region', { name: 'A time offered to you' })).toHaveCount(0);
    await theirs.context().close();
  });
});
