import {
  API,
  appointmentListResponse,
  bookAppointmentResponse,
  cancelPolicyText,
  errorResponse,
  insideCancelCutoff,
  slotStart,
  slotWindow,
  TEXTS,
  TOKEN_HEADER,
  composedText,
} from '@clinic/contracts';
import { availableDoctor, getConfig } from './support/api';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';
import { appointmentCard, bookedSlot, choose, toast } from './support/steps';

/** A time that starts sooner than this may pass while the journey runs. */
const SAFE_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;

test.describe('the cancellation policy', () => {
  // This server was started with CANCEL_CUTOFF_HOURS=24 (playwright.config.ts).
  test.use({ baseURL: E2E.cutoff.baseUrl, serverDataDir: E2E.cutoff.dataDir });

  test('inside the cut-off the patient is sent to the phone; further ahead they still change it', async ({
    page,
    request,
    patient,
  }) => {
    const cutoffHours = E2E.cutoff.hours;
    const config = await getConfig(request);
    expect(config.cancelCutoffHours).toBe(cutoffHours);
    const doctor = await availableDoctor(request);
    const now = new Date();
    const free = slotWindow({
      now,
      timeZone: config.timeZone,
      slotsBooked: doctor.slots_booked,
      blockedSlots: doctor.blockedSlots,
    }).flatMap((day) => day.slots.map((slotTime) => ({ slotDate: day.dateKey, slotTime })));
    const ahead = (slot: { slotDate: string; slotTime: string }) =>
      (slotStart(slot.slotDate, slot.slotTime, config.timeZone)?.getTime() ?? 0) - now.getTime();
    // The earliest free time, inside the cut-off whenever the clinic opens within it (all week but
    // Saturday evening to Sunday morning in the clinic's zone), and one beyond twice the cut-off.
    const soon = free.find((slot) => ahead(slot) >= SAFE_MS);
    const later = free.find((slot) => ahead(slot) >= 2 * cutoffHours * HOUR_MS);
    if (!soon || !later) throw new Error('The booking window has no free times to book');
    const near = bookedSlot(doctor, soon.slotDate, soon.slotTime);
    const far = bookedSlot(doctor, later.slotDate, later.slotTime);

    // The booking page states the policy before the patient books; the patient books the soon one.
    await page.goto(`/appointment/${doctor._id}`);
    await expect(page.getByText(cancelPolicyText(cutoffHours), { exact: true })).toBeVisible();
    await choose(page.getByRole('radio', { name: new RegExp(`^\\w+day ${near.day}$`) }));
    await choose(
      page
        .getByRole('group', { name: 'Choose a time' })
        .getByRole('radio', { name: near.time, exact: true }),
    );
    await page.getByRole('button', { name: TEXTS.bookAppointment }).click();
    await expect(toast(page, TEXTS.appointmentBooked)).toBeVisible();
    await expect(page).toHaveURL(/\/my-appointment$/);

    const headers = { [TOKEN_HEADER]: patient.token };
    const booked = await page.request.post(API.bookAppointment, {
      headers,
      data: { docId: doctor._id, slotDate: far.slotDate, slotTime: far.slotTime },
    });
    expect(booked.status()).toBe(201);
    bookAppointmentResponse.parse(await booked.json());
    await page.reload();

    const phoneLine = composedText('changeByPhone', { cutoffHours, phone: config.phone });
    const nearInside = insideCancelCutoff(near, {
      now: new Date(),
      timeZone: config.timeZone,
      cutoffHours,
    });
    // Outside the cut-off the patient still cancels and moves it: always the far one, and the near
    // one too when no clinic time fell inside the cut-off as the journey ran.
    for (const slot of nearInside ? [far] : [near, far]) {
      const card = appointmentCard(page, slot);
      await expect(card.getByRole('button', { name: 'Cancel appointment' })).toBeVisible();
      await expect(card.getByRole('link', { name: 'Reschedule' })).toBeVisible();
      await expect(card).not.toContainText(phoneLine);
    }
    if (!nearInside) return;

    // Inside it: the policy's line with the clinic's number to call, and no Cancel or Reschedule.
    const card = appointmentCard(page, near);
    await expect(card.getByText(phoneLine, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: config.phone })).toHaveAttribute(
      'href',
      `tel:${config.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(card.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);

    // The API refuses the patient's own cancel with the same words.
    const listed = await page.request.get(API.appointments, { headers });
    expect(listed.status()).toBe(200);
    const appointment = appointmentListResponse
      .parse(await listed.json())
      .appointments.find(
        (item) => item.slotDate === near.slotDate && item.slotTime === near.slotTime,
      );
    if (!appointment) throw new Error("The near appointment is not in the patient's list");
    const refused = await page.request.post(API.cancelAppointment, {
      headers,
      data: { appointmentId: appointment._id },
    });
    expect(refused.status()).toBe(409);
    expect(errorResponse.parse(await refused.json()).message).toBe(phoneLine);
  });
});
