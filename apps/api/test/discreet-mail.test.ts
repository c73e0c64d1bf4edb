/**
 * Every mail the API sends is discreet (docs/decisions.md, Mail): a patient's mail may be read
 * by others, so no subject, sender or patient's body names a condition, a speciality or the word
 * 'mental' (the words of src/libraries/discreet.ts). Each mail is made here through the API, the way a patient or the operator
 * makes it (a reminder as the schedule makes it), with a doctor whose speciality and degree
 * would show if a template used them; the calendar invites are held to the same words. Each mail
 * ends with the crisis line, which names the first helpline by its short name (env.ts refuses
 * one that names a condition) and numbers.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ADMIN_API, API, SPECIALITIES, TEXTS, messageResponse } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { indiscreetWords } from '../src/libraries/discreet.js';
import { createLogger } from '../src/libraries/logger.js';
import type { MailMessage } from '../src/libraries/mail.js';
import { startSchedule } from '../src/schedule.js';
import { book, loginOperator, sendProof } from './admin-fixtures.js';
import {
  MAIL_FOOTER,
  PATIENT_PASSWORD,
  addDoctor,
  addPatient,
  auth,
  forEachStore,
} from './support/harness.js';
import type { TestApi } from './support/harness.js';

/** The catalogue of conditions the patient site describes, read as text. */
const CATALOGUE = fileURLToPath(
  new URL('../../web/src/features/services/content/catalogue.ts', import.meta.url),
);

/** The display name of a From header: 'Clinic <no-reply@x>' -> 'Clinic'. */
function senderName(from: string): string {
  return from.replace(/<[^>]*>/, '').trim();
}

async function everyMail(api: TestApi): Promise<Record<string, MailMessage>> {
  const operator = await loginOperator(api);
  const doctor = await addDoctor(api, {
    name: 'Dr. Asha Rao',
    speciality: 'Psychiatrist',
    degree: 'MBBS, MD (Psychiatry)',
  });
  const priya = await addPatient(api, 'Priya Sharma');
  const ravi = await addPatient(api, 'Ravi Kumar');
  const meera = await addPatient(api, 'Meera Iyer');
  const mails: Record<string, MailMessage> = {};
  const last = (name: string) => {
    const mail = api.mailer.sent.at(-1);
    if (!mail) throw new Error(`No mail for ${name}`);
    mails[name] = mail;
  };

  await api.request.post(API.sendOtp).send({ email: 'new.patient@example.in' }).expect(200);
  last('sign-up code');
  await api.request.post(API.sendOtp).send({ email: priya.email }).expect(200);
  last('account exists');

  const contact = await api.request
    .post(API.econtact)
    .send({
      name: 'Anil Kumar',
      email: 'anil.kumar@example.in',
      subject: 'Anxiety and sleep',
      phone: '9876501234',
      message: 'Could I see someone about sleepless nights this week?',
    })
    .expect(200);
  expect(messageResponse.parse(contact.body).message).toBe(TEXTS.messageSent);
  last('contact message to the clinic');

  const approved = await book(api, priya, doctor._id, '3_3_2026', '10:00');
  last('booked');
  await sendProof(api, priya, approved, 'UPI100');
  await api.request.post(ADMIN_API.approvePayment(approved)).set(auth(operator.token)).expect(200);
  last('payment approved');

  const rejected = await book(api, ravi, doctor._id, '3_3_2026', '10:30');
  await sendProof(api, ravi, rejected, 'UPI200');
  await api.request
    .post(ADMIN_API.rejectPayment(rejected))
    .set(auth(operator.token))
    .send({ reason: 'No payment with this ID reached the clinic' })
    .expect(200);
  last('payment rejected');

  const cancelled = await book(api, meera, doctor._id, '3_3_2026', '11:00');
  await api.request
    .post(ADMIN_API.cancelAppointment(cancelled))
    .set(auth(operator.token))
    .expect(200);
  last('cancelled by the clinic');

  const changedMind = await book(api, priya, doctor._id, '3_3_2026', '11:30');
  await api.request
    .post(API.cancelAppointment)
    .set(auth(priya.token))
    .send({ appointmentId: changedMind })
    .expect(200);
  last('cancelled by the patient');

  // A day before Priya's 10:00 visit on Tuesday, the schedule reminds her.
  api.clock.set(new Date('2026-03-02T04:30:00Z'));
  const schedule = startSchedule({ ...api, clock: api.clock.now, logger: createLogger('silent') });
  await schedule.runOnce();
  schedule.stop();
  last('reminder');

  await api.request.post(API.forgotPassword).send({ email: ravi.email }).expect(200);
  last('password reset code');
  await api.request.post(API.forgotPassword).send({ email: 'nobody.here@example.in' }).expect(200);
  last('password reset, no account');

  // Meera's appointment was cancelled above; her account goes now, with a confirmation.
  await api.request
    .post(API.deleteAccount)
    .set(auth(meera.token))
    .send({ password: PATIENT_PASSWORD })
    .expect(200);
  last('account deleted');

  return mails;
}

describe('the words a mail must not name', () => {
  it('when the list is read, then it names every speciality, every condition of the catalogue, mental, psychiatr and therapy', () => {
    const titles = [...readFileSync(CATALOGUE, 'utf8').matchAll(/^\s+title: '([^']+)',$/gm)].map(
      (match) => match[1] ?? '',
    );
    expect(titles).toHaveLength(10);

    const missed = [
      ...SPECIALITIES,
      'Paediatrician',
      ...titles,
      'mental',
      'psychiatric',
      'therapy',
    ].filter((word) => indiscreetWords(word).length === 0);
    expect(missed).toEqual([]);
  });
});

forEachStore((api) => {
  describe('every mail the API sends', () => {
    it('when each mail is sent, then there are twelve kinds, to the people they are for', async () => {
      const mails = await everyMail(api());

      expect(Object.keys(mails)).toHaveLength(12);
      // Each of the four bookings was confirmed; the first confirmation is among the twelve.
      expect(api().mailer.sent).toHaveLength(15);
      expect(mails['contact message to the clinic']?.to).toBe(api().config.clinic.email);
    });

    it('when each mail is sent, then no subject names a condition, a speciality or the word mental', async () => {
      const mails = await everyMail(api());

      const leaks = Object.entries(mails)
        .map(([name, mail]) => [name, mail.subject, indiscreetWords(mail.subject)] as const)
        .filter(([, , words]) => words.length > 0);
      expect(leaks).toEqual([]);
    });

    it('when each mail is sent, then no body names the doctor’s speciality or degree', async () => {
      const mails = await everyMail(api());

      for (const [name, mail] of Object.entries(mails)) {
        const named = SPECIALITIES.filter((speciality) => mail.text.includes(speciality));
        expect([name, named]).toEqual([name, []]);
        expect(mail.text).not.toContain('MD (Psychiatry)');
      }
    });

    it('when a patient is mailed, then the body names no condition, speciality or the word mental either', async () => {
      const mails = await everyMail(api());

      // The clinic's own copy of a contact message carries the sender's words as written.
      const toPatients = Object.entries(mails).filter(
        ([, mail]) => mail.to !== api().config.clinic.email,
      );
      expect(toPatients).toHaveLength(11);
      for (const [name, mail] of toPatients) {
        expect([name, indiscreetWords(mail.text)]).toEqual([name, []]);
      }
    });

    it('when each mail is sent, then it ends with the crisis line under a signature separator', async () => {
      const mails = await everyMail(api());

      for (const [name, mail] of Object.entries(mails)) {
        expect([name, mail.text.endsWith(`\n\n${MAIL_FOOTER}`)]).toEqual([name, true]);
      }
    });

    it('when a mail carries a calendar invite, then the invite names no condition, speciality or the word mental either', async () => {
      const mails = await everyMail(api());

      const invites = Object.entries(mails).flatMap(([name, mail]) =>
        mail.icalEvent ? [[name, mail.icalEvent.content] as const] : [],
      );
      expect(invites.map(([name]) => name)).toEqual([
        'booked',
        'payment approved',
        'payment rejected',
        'cancelled by the clinic',
        'cancelled by the patient',
        'reminder',
      ]);
      for (const [name, invite] of invites) {
        const named = SPECIALITIES.filter((speciality) => invite.includes(speciality));
        expect([name, named, indiscreetWords(invite)]).toEqual([name, [], []]);
      }
    });

    it('when the contact form names a condition in its subject, then the mail’s subject does not', async () => {
      const mails = await everyMail(api());

      expect(mails['contact message to the clinic']?.subject).toBe(
        'Website message from Anil Kumar',
      );
      expect(mails['contact message to the clinic']?.text).toContain('Subject: Anxiety and sleep');
    });

    it('when mail is sent, then the sender and the clinic name it signs with name nothing forbidden', () => {
      const { mail, clinic } = api().config;

      expect(senderName(mail.from)).toBe('Holistic Mind Clinic');
      expect(indiscreetWords(senderName(mail.from))).toEqual([]);
      expect(indiscreetWords(clinic.name)).toEqual([]);
    });
  });
});
