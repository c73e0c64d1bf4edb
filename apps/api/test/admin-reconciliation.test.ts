/**
 * Reconciliation with the clinic's statement: the upload answers the three groups and changes
 * nothing; the approval of the matched proofs goes through the single approval, skipping any
 * proof no longer pending or changed since.
 */
import { readFileSync } from 'node:fs';
import {
  ADMIN_API,
  RECONCILE_APPROVE_MAX,
  RECONCILE_TEXTS,
  STATEMENT_FIELD,
  STATEMENT_MAX_BYTES,
  TEXTS,
  adminAppointmentsResponse,
  auditResponse,
  reconcileApproveResponse,
  reconciliationResponse,
} from '@clinic/contracts';
import type { AuditAction } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { book, expectFailure, pngImage, sendProof } from './admin-fixtures.js';
import { addDoctor, addOperatorToken, addPatient, auth, forEachStore } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/**
 * Proofs waiting as test/fixtures/hdfc-statement.csv sees them: Priya's and Ravi's are paid as
 * sent, Anita's line is ₹1,200 for an ₹800 visit, Karan's UTR is money out, Meera's is not on it.
 */
async function proofsWaiting(api: TestApi) {
  const desk = await addOperatorToken(api, 'front-desk');
  const asha = await addDoctor(api, { name: 'Dr. Asha Rao', fees: 800 });
  const vikram = await addDoctor(api, { name: 'Dr. Vikram Menon', fees: 500 });
  const patients = {
    priya: await addPatient(api, 'Priya Sharma'),
    ravi: await addPatient(api, 'Ravi Kumar'),
    anita: await addPatient(api, 'Anita Desai'),
    karan: await addPatient(api, 'Karan Mehta'),
    meera: await addPatient(api, 'Meera Nair'),
  };
  const priya = await book(api, patients.priya, asha._id, '3_3_2026', '10:00');
  await sendProof(api, patients.priya, priya, '406112345678');
  const ravi = await book(api, patients.ravi, vikram._id, '3_3_2026', '10:30');
  await sendProof(api, patients.ravi, ravi, '406198765432');
  const anita = await book(api, patients.anita, asha._id, '3_3_2026', '11:00');
  await sendProof(api, patients.anita, anita, '406155554444');
  const karan = await book(api, patients.karan, asha._id, '3_3_2026', '11:30');
  await sendProof(api, patients.karan, karan, '406177778888');
  const meera = await book(api, patients.meera, asha._id, '3_3_2026', '12:00');
  await sendProof(api, patients.meera, meera, 'T2603021530009999');
  return { desk, patients, ids: { priya, ravi, anita, karan, meera } };
}

function upload(api: TestApi, token: string, file: Buffer, contentType = 'text/csv') {
  return api.request
    .post(ADMIN_API.reconciliation)
    .set(auth(token))
    .attach(STATEMENT_FIELD, file, { filename: 'statement.csv', contentType });
}

async function pendingIds(api: TestApi, token: string): Promise<string[]> {
  const response = await api.request
    .get(ADMIN_API.appointments)
    .query({ status: 'proof-pending' })
    .set(auth(token))
    .expect(200);
  return adminAppointmentsResponse.parse(response.body).appointments.map((item) => item._id);
}

async function auditOf(api: TestApi, action: AuditAction) {
  const owner = await addOperatorToken(api, 'owner');
  const response = await api.request
    .get(ADMIN_API.audit)
    .query({ action, pageSize: 100 })
    .set(auth(owner))
    .expect(200);
  return auditResponse.parse(response.body).entries;
}

forEachStore((api) => {
  describe('POST /api/admin/reconciliation', () => {
    it('when front desk uploads an HDFC-style statement, then it answers matched, mismatched and unmatched, approves nothing and audits the read', async () => {
      const { desk, patients, ids } = await proofsWaiting(api());

      const response = await upload(api(), desk, fixture('hdfc-statement.csv')).expect(200);

      const answer = reconciliationResponse.parse(response.body);
      expect(answer.format).toEqual({ id: 'hdfc-account', name: 'HDFC-style account statement' });
      expect(answer.linesRead).toBe(6);
      expect(answer.unreadableRows).toEqual([15]);
      expect(answer.matched).toEqual([
        {
          proof: {
            appointmentId: ids.priya,
            patient: 'Priya Sharma',
            doctor: 'Dr. Asha Rao',
            slotDate: '3_3_2026',
            slotTime: '10:00',
            amount: 800,
            transactionId: '406112345678',
          },
          line: {
            row: 9,
            date: '02/03/26',
            amount: 800,
            direction: 'credit',
            transactionIds: ['406112345678'],
          },
        },
        expect.objectContaining({
          proof: expect.objectContaining({ appointmentId: ids.ravi, amount: 500 }),
          line: expect.objectContaining({ row: 10, amount: 500 }),
        }),
      ]);
      expect(
        answer.mismatched.map(({ proof, line, reason }) => [
          proof.appointmentId,
          proof.amount,
          line.amount,
          line.direction,
          reason,
        ]),
      ).toEqual([
        [ids.anita, 800, 1200, 'credit', 'amount'],
        [ids.karan, 800, 800, 'debit', 'debit'],
      ]);
      expect(answer.unmatchedLines.map((line) => [line.row, line.transactionIds])).toEqual([
        [14, ['406199990000']],
      ]);
      expect(answer.unmatchedProofs.map((proof) => proof.appointmentId)).toEqual([ids.meera]);

      expect(await pendingIds(api(), desk)).toHaveLength(5);
      const [read, ...more] = await auditOf(api(), 'reconciliation.read');
      expect(more).toEqual([]);
      expect(read).toMatchObject({
        actorRole: 'front-desk',
        targetType: 'appointments',
        after: {
          format: 'hdfc-account',
          linesRead: 6,
          appointmentIds: [ids.priya, ids.ravi, ids.anita, ids.karan, ids.meera],
        },
      });
      expect([...(read?.patientIds ?? [])].sort()).toEqual(
        Object.values(patients)
          .map((patient) => patient.id)
          .sort(),
      );
    });

    it("when a UPI merchant export is uploaded, then only SUCCESS lines count, a proof may name a line by the app's transaction ID (any case) or the UTR, and a line two proofs name matches neither", async () => {
      const { desk, ids } = await proofsWaiting(api());
      const sunil = await addPatient(api(), 'Sunil Rao');
      const [asha] = await api().store.doctors.list();
      const sameLine = await book(api(), sunil, asha?._id ?? '', '3_3_2026', '15:00');
      // The app's own ID of the line whose UTR Priya sent.
      await sendProof(api(), sunil, sameLine, 't2603021015321234567890');

      const response = await upload(
        api(),
        desk,
        fixture('upi-merchant-transactions.csv'),
        'application/vnd.ms-excel',
      ).expect(200);

      const answer = reconciliationResponse.parse(response.body);
      expect(answer.format.name).toBe('UPI merchant transactions');
      expect(answer.linesRead).toBe(4);
      expect(answer.matched.map(({ proof }) => proof.appointmentId)).toEqual([ids.ravi]);
      expect(answer.mismatched.map(({ proof, reason }) => [proof.appointmentId, reason])).toEqual([
        [ids.priya, 'shared'],
        [ids.anita, 'amount'],
        [ids.karan, 'debit'],
        [sameLine, 'shared'],
      ]);
      expect(answer.unmatchedProofs.map((proof) => proof.appointmentId)).toEqual([ids.meera]);
      expect(answer.unmatchedLines).toEqual([]);
    });

    it('when a doctor uploads a statement, then it is a 403 and nothing is read', async () => {
      const asha = await addDoctor(api());
      const doctor = await addOperatorToken(api(), 'doctor', asha._id);

      const response = await upload(api(), doctor, fixture('hdfc-statement.csv')).expect(403);

      expectFailure(response.body, TEXTS.forbidden);
      expect(await auditOf(api(), 'reconciliation.read')).toEqual([]);
    });

    it('when the body is not multipart, or the file is an image, then it is a 415', async () => {
      const desk = await addOperatorToken(api(), 'front-desk');
      const csv = fixture('upi-merchant-transactions.csv').toString('utf8');

      for (const request of [
        api().request.post(ADMIN_API.reconciliation).set('Content-Type', 'text/csv').send(csv),
        api().request.post(ADMIN_API.reconciliation).send({ statement: csv }),
        upload(api(), desk, await pngImage(), 'image/png'),
      ]) {
        const response = await request.set(auth(desk)).expect(415);
        expectFailure(response.body, RECONCILE_TEXTS.statementNotCsv);
      }
      expect(await auditOf(api(), 'reconciliation.read')).toEqual([]);
    });

    it('when the file is over 2 MB, then it is a 413', async () => {
      const desk = await addOperatorToken(api(), 'front-desk');
      const header = fixture('upi-merchant-transactions.csv');
      const big = Buffer.concat([header, Buffer.alloc(STATEMENT_MAX_BYTES, '\n')]);

      const response = await upload(api(), desk, big).expect(413);

      expectFailure(response.body, RECONCILE_TEXTS.statementTooLarge);
    });

    it('when no file is sent, the columns are of no known format, or the CSV is broken, then it is a 400 that says which', async () => {
      const desk = await addOperatorToken(api(), 'front-desk');

      const none = await api()
        .request.post(ADMIN_API.reconciliation)
        .set(auth(desk))
        .field('note', 'March')
        .expect(400);
      expectFailure(none.body, RECONCILE_TEXTS.statementRequired);
      const unknown = await upload(
        api(),
        desk,
        Buffer.from('Date,Description,Amount\n02/03/26,UPI,800\n'),
      ).expect(400);
      expectFailure(unknown.body, RECONCILE_TEXTS.statementFormatUnknown);
      const broken = await upload(
        api(),
        desk,
        Buffer.from('Transaction Date,Transaction ID,UTR,Amount,Status,Payer VPA\n"2026-03-02,T1'),
      ).expect(400);
      expectFailure(broken.body, RECONCILE_TEXTS.statementUnreadable);
    });
  });

  describe('POST /api/admin/reconciliation/approve', () => {
    it('when the matched proofs are approved and one was approved by hand meanwhile, then the others are approved, audited and mailed, and that one is skipped', async () => {
      const { desk, patients, ids } = await proofsWaiting(api());
      const answer = reconciliationResponse.parse(
        (await upload(api(), desk, fixture('hdfc-statement.csv')).expect(200)).body,
      );
      await api().request.post(ADMIN_API.approvePayment(ids.priya)).set(auth(desk)).expect(200);
      const mailsBefore = api().mailer.sent.length;

      const response = await api()
        .request.post(ADMIN_API.reconciliationApprove)
        .set(auth(desk))
        .send({
          payments: answer.matched.map(({ proof }) => ({
            appointmentId: proof.appointmentId,
            transactionId: proof.transactionId,
            amount: proof.amount,
          })),
        })
        .expect(200);

      expect(reconcileApproveResponse.parse(response.body)).toEqual({
        success: true,
        message: RECONCILE_TEXTS.approved,
        approved: [ids.ravi],
        skipped: [{ appointmentId: ids.priya, reason: 'not-pending' }],
      });
      expect(await pendingIds(api(), desk)).toEqual([ids.anita, ids.karan, ids.meera]);
      const ravi = await api().store.appointments.findById(ids.ravi);
      expect(ravi).toMatchObject({
        payment: true,
        isCompleted: true,
        paymentProof: { status: 'approved' },
      });
      const approvals = await auditOf(api(), 'payment.approve');
      expect(approvals.map((entry) => [entry.targetId, entry.actorRole]).sort()).toEqual(
        [
          [ids.priya, 'front-desk'],
          [ids.ravi, 'front-desk'],
        ].sort(),
      );
      const mails = api().mailer.sent.slice(mailsBefore);
      expect(mails.map((mail) => mail.to)).toEqual([patients.ravi.email]);
      expect(mails[0]?.text).toContain('406198765432');
    });

    it('when the transaction ID or amount sent is not what the proof holds now, then it is skipped as changed and stays pending', async () => {
      const { desk, ids } = await proofsWaiting(api());

      const response = await api()
        .request.post(ADMIN_API.reconciliationApprove)
        .set(auth(desk))
        .send({
          payments: [
            { appointmentId: ids.anita, transactionId: '406155554444', amount: 1200 },
            { appointmentId: ids.meera, transactionId: 'T-OTHER', amount: 800 },
            { appointmentId: ids.priya, transactionId: ' 406112345678 ', amount: 800 },
          ],
        })
        .expect(200);

      expect(reconcileApproveResponse.parse(response.body)).toMatchObject({
        approved: [ids.priya],
        skipped: [
          { appointmentId: ids.anita, reason: 'changed' },
          { appointmentId: ids.meera, reason: 'changed' },
        ],
      });
      expect(await pendingIds(api(), desk)).toEqual([ids.ravi, ids.anita, ids.karan, ids.meera]);
    });

    it('when the list is empty, repeats an appointment or is too long, then it is a 400 and nothing is approved', async () => {
      const { desk, ids } = await proofsWaiting(api());
      const payment = { appointmentId: ids.priya, transactionId: '406112345678', amount: 800 };

      for (const payments of [
        [],
        [payment, payment],
        Array.from({ length: RECONCILE_APPROVE_MAX + 1 }, (_, n) => ({
          ...payment,
          appointmentId: n.toString(16).padStart(24, '0'),
        })),
        [{ ...payment, amount: '800' }],
      ]) {
        const response = await api()
          .request.post(ADMIN_API.reconciliationApprove)
          .set(auth(desk))
          .send({ payments })
          .expect(400);
        expectFailure(response.body, TEXTS.invalidInput);
      }
      expect(await pendingIds(api(), desk)).toHaveLength(5);
    });

    it('when a doctor sends the approval, then it is a 403 and nothing is approved', async () => {
      const { desk, ids } = await proofsWaiting(api());
      const asha = (await api().store.doctors.list())[0];
      const doctor = await addOperatorToken(api(), 'doctor', asha?._id);

      const response = await api()
        .request.post(ADMIN_API.reconciliationApprove)
        .set(auth(doctor))
        .send({
          payments: [{ appointmentId: ids.priya, transactionId: '406112345678', amount: 800 }],
        })
        .expect(403);

      expectFailure(response.body, TEXTS.forbidden);
      expect(await pendingIds(api(), desk)).toHaveLength(5);
    });
  });
});
