import path from 'node:path';
import {
  ADMIN_API,
  API,
  GAD7,
  PHQ9,
  TEXTS,
  adminAppointmentsResponse,
  adminIntakeResponse,
  blankAnswers,
  callBackResponse,
  intakeStateResponse,
  myDataResponse,
  myIntakesResponse,
  openSafetyAlertsResponse,
  safetyAlertsResponse,
  saveIntakeResponse,
} from '@clinic/contracts';
import type { Answer, IntakeAnswers, StaffRole } from '@clinic/contracts';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import {
  resealPatientFields,
  resealPatientFieldsAtStart,
} from '../src/libraries/patient-fields.js';
import { createFieldSeal } from '../src/libraries/sealing.js';
import { startSchedule } from '../src/schedule.js';
import { auditEntriesOf, book, expectFailure } from './admin-fixtures.js';
import {
  MONDAY_9AM_IST,
  MONGODB_URI,
  PATIENT_PASSWORD,
  addDoctor,
  addOperatorToken,
  addPatient,
  auth,
  forEachStore,
  startSecondInstance,
  testConfig,
} from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

const DAY_MS = 86_400_000;
const REASON = 'Cannot sleep since the move to Pune';
const MEDICINES = 'Escitalopram 10 mg nightly';
const PREVIOUS_CARE = 'Six sessions with a counsellor in 2024';

/** Answers adding up to `phq9Score` and `gad7Score`, item 9 at `item9`. */
function answers(phq9Score = 12, gad7Score = 8, item9: Answer = 0): IntakeAnswers {
  const fill = (count: number, score: number) => {
    let left = score;
    return Array.from({ length: count }, (): Answer => {
      const answer = Math.min(3, left) as 0 | 1 | 2 | 3;
      left -= answer;
      return answer;
    });
  };
  const phq9 = [...fill(8, phq9Score - (item9 ?? 0)), item9];
  return {
    reason: REASON,
    medicines: MEDICINES,
    previousCare: PREVIOUS_CARE,
    inDanger: false,
    phq9,
    difficulty: null,
    gad7: fill(GAD7.items.length, gad7Score),
  };
}

async function consent(api: TestApi, patient: Patient, intake = true): Promise<void> {
  await api.request.post(API.intakeConsent).set(auth(patient.token)).send({ intake }).expect(200);
}

function save(
  request: TestApi['request'],
  patient: Patient,
  appointmentId: string,
  body: { answers: IntakeAnswers; submit?: boolean },
) {
  return request.put(API.intake(appointmentId)).set(auth(patient.token)).send(body);
}

interface Visit {
  patient: Patient;
  doctorId: string;
  appointmentId: string;
}

/** A patient who consented to the intake, booked with a doctor today at 11:00. */
async function bookedVisit(api: TestApi, name = 'Priya Sharma'): Promise<Visit> {
  const doctor = await addDoctor(api);
  const patient = await addPatient(api, name);
  await consent(api, patient);
  const appointmentId = await book(api, patient, doctor._id, '2_3_2026', '11:00');
  return { patient, doctorId: doctor._id, appointmentId };
}

/** Everything the store holds, as text: every sqlite row of every table, or MongoDB document. */
async function rawStore(api: TestApi): Promise<string> {
  if (api.engine === 'sqlite') {
    const db = new Database(path.join(api.dataDir, 'clinic.db'), { readonly: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
        name: string;
      }[];
      return tables
        .map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all()))
        .join('\n');
    } finally {
      db.close();
    }
  }
  const { default: mongoose } = await import('mongoose');
  const connection = await mongoose
    .createConnection(MONGODB_URI ?? '', { dbName: api.mongoDatabase })
    .asPromise();
  try {
    const collections = await connection.db?.listCollections().toArray();
    const dumps = await Promise.all(
      (collections ?? []).map(async ({ name }) =>
        JSON.stringify(await connection.db?.collection(name).find({}).toArray()),
      ),
    );
    return dumps.join('\n');
  } finally {
    await connection.close();
  }
}

forEachStore(
  (api) => {
    describe('PUT /api/user/intake/:appointmentId', () => {
      it('when the patient has not agreed to the intake, then it is refused with 409 and nothing is kept', async () => {
        const doctor = await addDoctor(api());
        const patient = await addPatient(api());
        const appointmentId = await book(api(), patient, doctor._id, '2_3_2026', '11:00');

        const response = await save(api().request, patient, appointmentId, { answers: answers() });

        expect(response.status).toBe(409);
        expectFailure(response.body, TEXTS.intakeConsentRequired);
        expect(await api().store.intakes.findByAppointment(appointmentId)).toBeNull();
      });

      it('when a problem is checked, then PHQ-9’s closing answer is kept, unscored, and the doctor reads it; with none checked it is not kept', async () => {
        const visit = await bookedVisit(api());
        const other = await bookedVisit(api());
        const doctor = await addOperatorToken(api(), 'doctor', visit.doctorId);
        const otherDoctor = await addOperatorToken(api(), 'doctor', other.doctorId);

        const asked = await save(api().request, visit.patient, visit.appointmentId, {
          answers: { ...answers(12), difficulty: 2 },
          submit: true,
        });
        const notAsked = await save(api().request, other.patient, other.appointmentId, {
          answers: { ...answers(0), difficulty: 3 },
          submit: true,
        });
        const read = (appointmentId: string, token: string) =>
          api()
            .request.get(ADMIN_API.appointmentIntake(appointmentId))
            .set(auth(token))
            .expect(200);

        expect(saveIntakeResponse.parse(asked.body).intake).toMatchObject({
          answers: { difficulty: 2 },
          results: { phq9: { score: 12, band: 'moderate' } },
        });
        expect(saveIntakeResponse.parse(notAsked.body).intake.answers.difficulty).toBeNull();
        expect(
          adminIntakeResponse.parse((await read(visit.appointmentId, doctor)).body).intake?.answers
            .difficulty,
        ).toBe(2);
        expect(
          adminIntakeResponse.parse((await read(other.appointmentId, otherDoctor)).body).intake
            ?.answers.difficulty,
        ).toBeNull();
      });

      it('when an intake was saved before the closing question was asked, then it reads back unanswered', async () => {
        const { patient, appointmentId } = await bookedVisit(api());
        await save(api().request, patient, appointmentId, { answers: answers(12) });
        const record = await api().store.intakes.findByAppointment(appointmentId);
        if (!record) throw new Error('The intake was not saved');
        // Written back as an earlier build sealed it: without the closing question's answer.
        const fieldSeal = createFieldSeal(api().config.fieldSealKeys);
        const { difficulty: _absent, ...before } = JSON.parse(
          fieldSeal.open(record.answers),
        ) as IntakeAnswers;
        await api().store.intakes.reseal(record._id, record, {
          answers: fieldSeal.seal(JSON.stringify(before)),
          results: record.results,
        });

        const state = await api()
          .request.get(API.intake(appointmentId))
          .set(auth(patient.token))
          .expect(200);

        expect(intakeStateResponse.parse(state.body).intake?.answers).toMatchObject({
          reason: REASON,
          difficulty: null,
        });
      });

      it('when answers are saved part way and finished later, then the API scores them and the patient reads them back', async () => {
        const { patient, appointmentId } = await bookedVisit(api());
        const partWay = { ...answers(), gad7: GAD7.items.map(() => null) };

        const draft = await save(api().request, patient, appointmentId, { answers: partWay });

        expect(draft.status).toBe(200);
        expect(saveIntakeResponse.parse(draft.body)).toMatchObject({
          message: TEXTS.intakeSaved,
          safety: false,
          intake: {
            kind: 'first',
            status: 'draft',
            results: { phq9: { score: 12, band: 'moderate' }, gad7: null },
          },
        });

        api().clock.advance(60 * 60_000);
        const done = await save(api().request, patient, appointmentId, {
          answers: answers(12, 15),
          submit: true,
        });

        expect(saveIntakeResponse.parse(done.body)).toMatchObject({
          message: TEXTS.intakeSubmitted,
          intake: {
            status: 'submitted',
            submittedAt: new Date(MONDAY_9AM_IST.getTime() + 60 * 60_000).toISOString(),
            results: { phq9: { score: 12, band: 'moderate' }, gad7: { score: 15, band: 'severe' } },
          },
        });
        const state = await api()
          .request.get(API.intake(appointmentId))
          .set(auth(patient.token))
          .expect(200);
        expect(intakeStateResponse.parse(state.body)).toMatchObject({
          offer: null,
          consented: true,
          intake: { answers: { reason: REASON, medicines: MEDICINES } },
        });
        const mine = await api().request.get(API.intakes).set(auth(patient.token)).expect(200);
        expect(myIntakesResponse.parse(mine.body).intakes).toHaveLength(1);
      });

      it('when the intake is finished, then another save is refused with 409', async () => {
        const { patient, appointmentId } = await bookedVisit(api());
        await save(api().request, patient, appointmentId, { answers: answers(), submit: true });

        const again = await save(api().request, patient, appointmentId, { answers: answers(0, 0) });

        expect(again.status).toBe(409);
        expectFailure(again.body, TEXTS.intakeFinished);
      });

      it('when an answer is out of range or the id malformed, then it is refused with 400', async () => {
        const { patient, appointmentId } = await bookedVisit(api());
        const bad = { ...blankAnswers(), phq9: [4, 0, 0, 0, 0, 0, 0, 0, 0] };

        const response = await api()
          .request.put(API.intake(appointmentId))
          .set(auth(patient.token))
          .send({ answers: bad });
        const malformed = await save(api().request, patient, 'not-an-id', { answers: answers() });

        expect(response.status).toBe(400);
        expect(malformed.status).toBe(400);
      });

      it('when the visit has started, then no intake is offered and a save is refused with 409', async () => {
        const { patient, appointmentId } = await bookedVisit(api());
        api().clock.set(new Date('2026-03-02T05:30:00Z'));

        const state = await api()
          .request.get(API.intake(appointmentId))
          .set(auth(patient.token))
          .expect(200);
        const response = await save(api().request, patient, appointmentId, { answers: answers() });

        expect(intakeStateResponse.parse(state.body).offer).toBeNull();
        expect(response.status).toBe(409);
        expectFailure(response.body, TEXTS.intakeNotOffered);
      });

      it('when a follow-up comes within 14 days of the last questionnaires, then none is offered; from the 14th day they are, without the first visit questions', async () => {
        const { patient, doctorId, appointmentId } = await bookedVisit(api());
        await save(api().request, patient, appointmentId, { answers: answers(), submit: true });
        const soon = await book(api(), patient, doctorId, '4_3_2026', '11:00');
        api().clock.advance(13 * DAY_MS);
        const later = await book(api(), patient, doctorId, '16_3_2026', '17:00');

        const tooSoon = await save(api().request, patient, later, { answers: answers() });
        const soonState = await api().request.get(API.intake(soon)).set(auth(patient.token));
        api().clock.advance(DAY_MS);
        const due = await save(api().request, patient, later, { answers: answers(4, 3) });

        expect(tooSoon.status).toBe(409);
        expectFailure(tooSoon.body, TEXTS.intakeNotOffered);
        expect(intakeStateResponse.parse(soonState.body).offer).toBeNull();
        expect(saveIntakeResponse.parse(due.body).intake).toMatchObject({
          kind: 'follow-up',
          answers: { reason: '', medicines: '', previousCare: '' },
          results: { phq9: { score: 4, band: 'minimal' }, gad7: { score: 3, band: 'minimal' } },
        });
      });
    });

    describe('the safety net', () => {
      it('when item 9 is above Not at all, then the answer says so, one alert is raised and the clinic gets one discreet mail without answers', async () => {
        const { patient, appointmentId } = await bookedVisit(api());

        const first = await save(api().request, patient, appointmentId, {
          answers: answers(14, 8, 1),
        });
        const second = await save(api().request, patient, appointmentId, {
          answers: answers(15, 8, 2),
          submit: true,
        });

        expect(saveIntakeResponse.parse(first.body).safety).toBe(true);
        expect(saveIntakeResponse.parse(second.body).safety).toBe(true);
        const mails = api().mailer.sent.filter((mail) => mail.to === api().config.clinic.email);
        expect(mails).toHaveLength(1);
        expect(mails[0]?.subject).toBe('Holistic Mind Clinic: a patient asks for a call today');
        for (const text of [REASON, MEDICINES, 'Priya', 'PHQ', PHQ9.items[8] ?? ''])
          expect(mails[0]?.text).not.toContain(text);
        const owner = await addOperatorToken(api(), 'owner');
        const alerts = await api().request.get(ADMIN_API.safetyAlerts).set(auth(owner)).expect(200);
        expect(safetyAlertsResponse.parse(alerts.body).alerts).toEqual([
          expect.objectContaining({ appointmentId, patientName: 'Priya Sharma', callBack: null }),
        ]);
        const open = await api()
          .request.get(ADMIN_API.openSafetyAlerts)
          .set(auth(owner))
          .expect(200);
        expect(openSafetyAlertsResponse.parse(open.body).open).toBe(1);
      });

      it('when the patient says they are in danger, then the answer says so', async () => {
        const { patient, appointmentId } = await bookedVisit(api());

        const response = await save(api().request, patient, appointmentId, {
          answers: { ...blankAnswers(), inDanger: true },
        });

        expect(saveIntakeResponse.parse(response.body).safety).toBe(true);
      });

      it('when two API processes save a worrying answer at the same moment, then exactly one alert and one mail come of it', async () => {
        const second = await startSecondInstance(api());
        try {
          const visits = await Promise.all(
            ['Asha Nair', 'Ravi Kumar', 'Meena Das', 'Karan Shah', 'Divya Rao'].map((name, index) =>
              addPatient(api(), name).then(async (patient) => {
                const doctor = await addDoctor(api(), { name: `Dr. ${index}` });
                await consent(api(), patient);
                const appointmentId = await book(api(), patient, doctor._id, '2_3_2026', '11:00');
                return { patient, appointmentId };
              }),
            ),
          );

          const responses = await Promise.all(
            visits.flatMap(({ patient, appointmentId }) =>
              [api().request, second.request, api().request, second.request].map((request) =>
                save(request, patient, appointmentId, { answers: answers(14, 8, 3) }),
              ),
            ),
          );

          expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
          const alerts = await api().store.safetyAlerts.list(100);
          expect(alerts.map((alert) => alert.appointmentId).sort()).toEqual(
            visits.map(({ appointmentId }) => appointmentId).sort(),
          );
          expect(
            api().mailer.sent.filter((mail) => mail.to === api().config.clinic.email),
          ).toHaveLength(5);
          for (const { appointmentId } of visits)
            expect((await api().store.intakes.findByAppointment(appointmentId))?.status).toBe(
              'draft',
            );
        } finally {
          await second.close();
        }
      });
    });

    describe('POST /api/admin/safety-alerts/:id/call-back', () => {
      it('when the front desk records the call-back, then the alert closes with who, when and what came of it, once, audited', async () => {
        const { patient, appointmentId } = await bookedVisit(api());
        await save(api().request, patient, appointmentId, { answers: answers(14, 8, 1) });
        const desk = await addOperatorToken(api(), 'front-desk');
        const [alert] = await api().store.safetyAlerts.list(10);
        api().clock.advance(25 * 60_000);

        const response = await api()
          .request.post(ADMIN_API.safetyAlertCallBack(alert?._id ?? ''))
          .set(auth(desk))
          .send({ outcome: 'Spoke with her; visit brought forward to today 16:00' });
        const again = await api()
          .request.post(ADMIN_API.safetyAlertCallBack(alert?._id ?? ''))
          .set(auth(desk))
          .send({ outcome: 'Twice' });

        expect(response.status).toBe(200);
        expect(callBackResponse.parse(response.body).alert.callBack).toEqual({
          operatorId: expect.any(String),
          operatorName: 'Front desk',
          at: new Date(MONDAY_9AM_IST.getTime() + 25 * 60_000).toISOString(),
          outcome: 'Spoke with her; visit brought forward to today 16:00',
        });
        expect(again.status).toBe(409);
        expectFailure(again.body, TEXTS.callBackAlreadyRecorded);
        const [entry] = await auditEntriesOf(api(), 'safety-alert.call-back');
        expect(entry).toMatchObject({ actorRole: 'front-desk', patientIds: [patient.id] });
        expect(JSON.stringify(entry)).not.toContain('brought forward');
      });

      it('when the outcome is blank, then it is refused with 400', async () => {
        const { patient, appointmentId } = await bookedVisit(api());
        await save(api().request, patient, appointmentId, { answers: answers(14, 8, 1) });
        const desk = await addOperatorToken(api(), 'front-desk');
        const [alert] = await api().store.safetyAlerts.list(10);

        await api()
          .request.post(ADMIN_API.safetyAlertCallBack(alert?._id ?? ''))
          .set(auth(desk))
          .send({ outcome: '  ' })
          .expect(400);
      });
    });

    describe('who sees what', () => {
      /** Every intake call with what each caller gets. */
      async function statusesFor(visit: Visit, token: string | null) {
        const [alert] = await api().store.safetyAlerts.list(10);
        const alertId = alert?._id ?? '';
        const call = (request: ReturnType<TestApi['request']['get']>) =>
          (token === null ? request : request.set(auth(token))).then((response) => response.status);
        return {
          patientState: await call(api().request.get(API.intake(visit.appointmentId))),
          patientSave: await call(
            api()
              .request.put(API.intake(visit.appointmentId))
              .send({ answers: answers() }) as unknown as ReturnType<TestApi['request']['get']>,
          ),
          patientList: await call(api().request.get(API.intakes)),
          staffIntake: await call(
            api().request.get(ADMIN_API.appointmentIntake(visit.appointmentId)),
          ),
          staffAlerts: await call(api().request.get(ADMIN_API.safetyAlerts)),
          staffCallBack: await call(
            api()
              .request.post(ADMIN_API.safetyAlertCallBack(alertId))
              .send({ outcome: 'Called' }) as unknown as ReturnType<TestApi['request']['get']>,
          ),
        };
      }

      it.each([
        ['nobody', 401, 401, 401, 401, 401, 401],
        ['another patient', 403, 403, 200, 403, 403, 403],
        ['the front desk', 403, 403, 403, 403, 200, 200],
        ['another doctor', 403, 403, 403, 403, 200, 403],
        ['the appointment’s doctor', 403, 403, 403, 200, 200, 200],
        ['the owner', 403, 403, 403, 200, 200, 200],
      ] as const)(
        'when %s calls, then the patient calls answer %i, %i, %i and the staff calls %i, %i, %i',
        async (
          caller,
          patientState,
          patientSave,
          patientList,
          staffIntake,
          staffAlerts,
          staffCallBack,
        ) => {
          const visit = await bookedVisit(api());
          await save(api().request, visit.patient, visit.appointmentId, {
            answers: answers(14, 8, 1),
          });
          const roles: Record<string, () => Promise<string | null>> = {
            nobody: async () => null,
            'another patient': async () => (await addPatient(api(), 'Ravi Kumar')).token,
            'the front desk': () => addOperatorToken(api(), 'front-desk'),
            'another doctor': async () =>
              addOperatorToken(
                api(),
                'doctor',
                (await addDoctor(api(), { name: 'Dr. Other' }))._id,
              ),
            'the appointment’s doctor': () => addOperatorToken(api(), 'doctor', visit.doctorId),
            'the owner': () => addOperatorToken(api(), 'owner' as StaffRole),
          };
          const token = await roles[caller]?.();

          expect(await statusesFor(visit, token ?? null)).toEqual({
            patientState,
            patientSave,
            patientList,
            staffIntake,
            staffAlerts,
            staffCallBack,
          });
        },
      );

      it('when the doctor reads the intake, then they see the answers and every score of the patient, and the read is audited', async () => {
        const visit = await bookedVisit(api());
        await save(api().request, visit.patient, visit.appointmentId, {
          answers: answers(16, 11),
          submit: true,
        });
        const doctor = await addOperatorToken(api(), 'doctor', visit.doctorId);

        const response = await api()
          .request.get(ADMIN_API.appointmentIntake(visit.appointmentId))
          .set(auth(doctor))
          .expect(200);

        expect(adminIntakeResponse.parse(response.body)).toMatchObject({
          withdrawn: false,
          intake: { answers: { reason: REASON } },
          scores: [
            {
              appointmentId: visit.appointmentId,
              phq9: { score: 16, band: 'moderately-severe' },
              gad7: { score: 11, band: 'moderate' },
            },
          ],
        });
        const [entry] = await auditEntriesOf(api(), 'intake.read');
        expect(entry).toMatchObject({
          actorRole: 'doctor',
          targetId: visit.appointmentId,
          patientIds: [visit.patient.id],
        });
      });

      it('when the front desk lists appointments, then it sees that the intake was done and no answer', async () => {
        const visit = await bookedVisit(api());
        await save(api().request, visit.patient, visit.appointmentId, {
          answers: answers(),
          submit: true,
        });
        const desk = await addOperatorToken(api(), 'front-desk');

        const response = await api()
          .request.get(ADMIN_API.appointments)
          .set(auth(desk))
          .expect(200);

        expect(adminAppointmentsResponse.parse(response.body).appointments[0]?.intake).toBe(
          'submitted',
        );
        expect(JSON.stringify(response.body)).not.toContain(REASON);
      });

      it('when the patient withdraws the intake consent, then staff see no answers or scores and new questionnaires are refused', async () => {
        const visit = await bookedVisit(api());
        await save(api().request, visit.patient, visit.appointmentId, {
          answers: answers(),
          submit: true,
        });
        await consent(api(), visit.patient, false);
        const owner = await addOperatorToken(api(), 'owner');
        api().clock.advance(15 * DAY_MS);
        const later = await book(api(), visit.patient, visit.doctorId, '20_3_2026', '11:00');

        const staff = await api()
          .request.get(ADMIN_API.appointmentIntake(visit.appointmentId))
          .set(auth(owner))
          .expect(200);
        const refused = await save(api().request, visit.patient, later, { answers: answers() });
        const own = await api().request.get(API.intakes).set(auth(visit.patient.token)).expect(200);

        expect(adminIntakeResponse.parse(staff.body)).toEqual({
          success: true,
          withdrawn: true,
          intake: null,
          scores: [],
        });
        expect(refused.status).toBe(409);
        expectFailure(refused.body, TEXTS.intakeConsentRequired);
        expect(myIntakesResponse.parse(own.body).intakes).toHaveLength(1);
      });
    });

    describe('protected at rest', () => {
      it('when answers, a call-back and medical details are saved, then the raw store holds none of them in clear, and the patient reads them back', async () => {
        const visit = await bookedVisit(api());
        await save(api().request, visit.patient, visit.appointmentId, {
          answers: answers(14, 8, 1),
          submit: true,
        });
        const desk = await addOperatorToken(api(), 'front-desk');
        const [alert] = await api().store.safetyAlerts.list(10);
        await api()
          .request.post(ADMIN_API.safetyAlertCallBack(alert?._id ?? ''))
          .set(auth(desk))
          .send({ outcome: 'Reached her brother Vikram at home' })
          .expect(200);
        await api()
          .request.post(API.updateProfile)
          .set(auth(visit.patient.token))
          .field('name', 'Priya Sharma')
          .field('phone', '9876543210')
          .field('allergy', 'Penicillin rash')
          .field('medicalCondition', 'Hypothyroidism since 2019')
          .field('bloodGroup', 'AB-')
          .expect(200);

        const raw = await rawStore(api());

        for (const secret of [
          REASON,
          MEDICINES,
          PREVIOUS_CARE,
          'Reached her brother Vikram',
          'Penicillin rash',
          'Hypothyroidism',
          '"phq9"',
          '"moderate"',
        ])
          expect(raw, secret).not.toContain(secret);
        // The blood group alone, not inside a sealed value's base64url text, where its three
        // letters can turn up by chance (they did, in 'I1bAB-ryA').
        expect(raw).not.toMatch(/(?<![\w-])AB-(?![\w-])/);
        const profile = await api()
          .request.get(API.getProfile)
          .set(auth(visit.patient.token))
          .expect(200);
        expect(profile.body.userData).toMatchObject({
          allergy: 'Penicillin rash',
          medicalCondition: 'Hypothyroidism since 2019',
          bloodGroup: 'AB-',
        });
      });

      it('when the key is rotated, then start-up re-seals every field under the new key and the old key can go', async () => {
        const visit = await bookedVisit(api());
        await save(api().request, visit.patient, visit.appointmentId, { answers: answers() });
        await api()
          .request.post(API.updateProfile)
          .set(auth(visit.patient.token))
          .field('name', 'Priya Sharma')
          .field('phone', '9876543210')
          .field('allergy', 'Penicillin rash')
          .expect(200);
        const [oldKey] = api().config.fieldSealKeys;
        const newKey = 'n'.repeat(48);

        const first = await resealPatientFields(
          api().store,
          createFieldSeal([newKey, oldKey ?? '']),
        );
        const again = await resealPatientFields(api().store, createFieldSeal([newKey]));
        const rotated = await startSecondInstance(
          api(),
          testConfig(api().dataDir, { FIELD_SEAL_KEY: newKey }),
        );
        try {
          const state = await rotated.request
            .get(API.intake(visit.appointmentId))
            .set(auth(visit.patient.token))
            .expect(200);
          const profile = await rotated.request
            .get(API.getProfile)
            .set(auth(visit.patient.token))
            .expect(200);

          expect(first).toEqual({ resealed: 2, unreadable: 0 });
          expect(again).toEqual({ resealed: 0, unreadable: 0 });
          expect(intakeStateResponse.parse(state.body).intake?.answers.reason).toBe(REASON);
          expect(profile.body.userData.allergy).toBe('Penicillin rash');
        } finally {
          await rotated.close();
        }
      });

      it('when a profile kept medical details in clear before fields were sealed, then start-up seals them', async () => {
        const patient = await addPatient(api());
        await api().store.users.updateProfile(patient.id, { allergy: 'Sulfa drugs' });

        const result = await resealPatientFields(
          api().store,
          createFieldSeal(api().config.fieldSealKeys),
        );

        expect(result).toEqual({ resealed: 1, unreadable: 0 });
        expect(await rawStore(api())).not.toContain('Sulfa drugs');
      });

      it('when every field is sealed under the key, then a later start opens no patient’s fields; a new key, or a rotation, opens them again', async () => {
        const patient = await addPatient(api());
        await api().store.users.updateProfile(patient.id, { allergy: 'Sulfa drugs' });
        const [key = ''] = api().config.fieldSealKeys;
        const newKey = 'n'.repeat(48);
        const reads = vi.spyOn(api().store.users, 'listMedicalFields');
        const startWith = (keys: string[]) =>
          resealPatientFieldsAtStart(api().store, createFieldSeal(keys), api().clock.now());

        const upgrade = await startWith([key]);
        const restart = await startWith([key]);
        const rotating = await startWith([newKey, key]);
        const rotatingAgain = await startWith([newKey, key]);
        const rotated = await startWith([newKey]);
        const rotatedRestart = await startWith([newKey]);

        expect([upgrade, restart, rotating, rotatingAgain, rotated, rotatedRestart]).toEqual([
          { resealed: 1, unreadable: 0 },
          null,
          { resealed: 1, unreadable: 0 },
          { resealed: 0, unreadable: 0 },
          { resealed: 0, unreadable: 0 },
          null,
        ]);
        expect(reads).toHaveBeenCalledTimes(4);
        expect(await rawStore(api())).not.toContain('Sulfa drugs');
      });

      it('when the key is rotated, then a family member’s medical details are re-sealed too', async () => {
        const holder = await addPatient(api());
        const [oldKey = ''] = api().config.fieldSealKeys;
        const newKey = 'n'.repeat(48);
        const member = await api().store.family.add(
          holder.id,
          {
            name: 'Riya Sharma',
            dob: '2015-06-10',
            relation: 'child',
            gender: 'Female',
            bloodGroup: '',
            allergy: createFieldSeal([oldKey]).seal('Peanuts'),
            medicalCondition: 'Asthma since 2020',
          },
          10,
        );

        const result = await resealPatientFields(api().store, createFieldSeal([newKey, oldKey]));

        const stored = await api().store.family.findById(member._id);
        const onlyNew = createFieldSeal([newKey]);
        expect(result).toEqual({ resealed: 1, unreadable: 0 });
        expect(onlyNew.open(stored?.allergy ?? '')).toBe('Peanuts');
        expect(onlyNew.open(stored?.medicalCondition ?? '')).toBe('Asthma since 2020');
        expect(await rawStore(api())).not.toContain('Asthma since 2020');
      });

      it('when a start meets a field no key opens, then the next start tries again', async () => {
        const patient = await addPatient(api());
        await api().store.users.updateProfile(patient.id, {
          allergy: createFieldSeal(['lost'.repeat(12)]).seal('Sulfa drugs'),
        });
        const fieldSeal = createFieldSeal(api().config.fieldSealKeys);

        const first = await resealPatientFieldsAtStart(api().store, fieldSeal, api().clock.now());
        const second = await resealPatientFieldsAtStart(api().store, fieldSeal, api().clock.now());

        expect(first).toEqual({ resealed: 0, unreadable: 1 });
        expect(second).toEqual({ resealed: 0, unreadable: 1 });
      });

      it('when another process writes a field in clear after the start’s pass (a rolling upgrade), then the schedule’s daily pass seals it', async () => {
        const fieldSeal = createFieldSeal(api().config.fieldSealKeys);
        await resealPatientFieldsAtStart(api().store, fieldSeal, api().clock.now());
        const patient = await addPatient(api());
        await api().store.users.updateProfile(patient.id, { allergy: 'Sulfa drugs' });
        const quiet = () => undefined;
        const schedule = startSchedule({
          ...api(),
          clock: api().clock.now,
          logger: { debug: quiet, info: quiet, warn: quiet, error: quiet },
        });
        try {
          await schedule.runOnce();
        } finally {
          schedule.stop();
        }

        expect(await resealPatientFieldsAtStart(api().store, fieldSeal, api().clock.now())).toBe(
          null,
        );
        expect(await rawStore(api())).not.toContain('Sulfa drugs');
      });
    });

    describe('the patient’s rights', () => {
      it('when the patient downloads their data, then the intake, its scores and the alert are in clear', async () => {
        const visit = await bookedVisit(api());
        await save(api().request, visit.patient, visit.appointmentId, {
          answers: answers(14, 8, 1),
          submit: true,
        });

        const response = await api()
          .request.get(API.myData)
          .set(auth(visit.patient.token))
          .expect(200);

        const data = myDataResponse.parse(response.body).data;
        expect(data.intakes).toEqual([
          expect.objectContaining({
            appointmentId: visit.appointmentId,
            answers: expect.objectContaining({ reason: REASON, medicines: MEDICINES }),
            results: { phq9: { score: 14, band: 'moderate' }, gad7: { score: 8, band: 'mild' } },
          }),
        ]);
        expect(data.safetyAlerts).toHaveLength(1);
        expect(data.consents.at(-1)?.purposes).toEqual(['care', 'intake']);
      });

      it('when the patient erases their account, then their intakes and alerts are gone', async () => {
        const visit = await bookedVisit(api());
        await save(api().request, visit.patient, visit.appointmentId, {
          answers: answers(14, 8, 1),
        });

        await api()
          .request.post(API.deleteAccount)
          .set(auth(visit.patient.token))
          .send({ password: PATIENT_PASSWORD })
          .expect(200);

        expect(await api().store.intakes.listByUser(visit.patient.id)).toEqual([]);
        expect(await api().store.safetyAlerts.listByUser(visit.patient.id)).toEqual([]);
        expect(await rawStore(api())).not.toContain(REASON);
      });

      it('when the patient changes the newsletter consent, then the intake consent stays', async () => {
        const { patient } = await bookedVisit(api());

        await api()
          .request.post(API.consents)
          .set(auth(patient.token))
          .send({ newsletter: true })
          .expect(200);

        const consents = await api().store.consents.listByUser(patient.id);
        expect(consents.at(-1)?.purposes).toEqual(['care', 'intake', 'newsletter']);
      });
    });
  },
  { SESSION_HOURS: String(24 * 30) },
);
