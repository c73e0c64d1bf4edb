/**
 * Receipts and credit notes as PDF downloads: who may download which, the headers, the numbers
 * (gap-free, in approval order, one per appointment, also when asked for at once through two API
 * instances) and what the PDF says, read back with pdf.js.
 */
import path from 'node:path';
import {
  ADMIN_API,
  API,
  RECEIPT_TEXTS,
  SLOT_TIMES,
  TEXTS,
  auditEntrySchema,
} from '@clinic/contracts';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createContext } from '../src/context.js';
import { createLogger } from '../src/libraries/logger.js';
import { createSheetRendering } from '../src/libraries/pdf.js';
import { localImageStore } from '../src/libraries/uploads.js';
import { createReceiptService } from '../src/components/receipts/service.js';
import { UNKNOWN_ID, book, expectFailure, sendProof } from './admin-fixtures.js';
import {
  addDoctor,
  addOperatorToken,
  addPatient,
  auth,
  forEachStore,
  requestWithWorkers,
  startSecondInstance,
} from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';
import { asBytes, pdfText } from './support/pdf-text.js';

/** The n-th free time from Tuesday 3 March on, 14 a day. */
const slot = (n: number) => ({
  slotDate: `${3 + Math.floor(n / SLOT_TIMES.length)}_3_2026`,
  slotTime: SLOT_TIMES[n % SLOT_TIMES.length] as string,
});

interface Visit {
  patient: Patient;
  appointmentId: string;
}

/** `count` appointments of one patient with their proofs sent (not yet approved). */
async function proofsSent(api: TestApi, count: number, patient?: Patient): Promise<Visit[]> {
  const doctor = await addDoctor(api, { fees: 1500, registrationNumber: 'KMC 45678' });
  const owner = patient ?? (await addPatient(api, 'Priya Sharma'));
  const visits = [];
  for (let n = 0; n < count; n += 1) {
    const { slotDate, slotTime } = slot(n);
    const appointmentId = await book(api, owner, doctor._id, slotDate, slotTime);
    await sendProof(api, owner, appointmentId, `UPI4123456789${String(n).padStart(2, '0')}`);
    visits.push({ patient: owner, appointmentId });
  }
  return visits;
}

async function approve(api: TestApi, appointmentId: string, token?: string) {
  const operator = token ?? (await addOperatorToken(api, 'front-desk'));
  await api.request.post(ADMIN_API.approvePayment(appointmentId)).set(auth(operator)).expect(200);
}

async function download(api: TestApi, path: string, token: string) {
  return asBytes(api.request.get(path).set(auth(token))).expect(200);
}

/** The receipt's printed number, read from the PDF. */
async function receiptNumberOf(api: TestApi, visit: Visit): Promise<string | undefined> {
  const response = await download(api, API.receipt(visit.appointmentId), visit.patient.token);
  return (await pdfText(response.body as Buffer)).find((text) => /^R-\d{6}$/.test(text));
}

function receiptService(api: TestApi) {
  return createReceiptService(
    createContext({
      store: api.store,
      config: api.config,
      clock: api.clock.now,
      mailer: api.mailer,
      imageStore: localImageStore(path.join(api.dataDir, 'uploads')),
      logger: createLogger('silent'),
    }),
  );
}

const REFUND = {
  upiReference: 'RFND-412399',
  refundedOn: new Date('2026-03-04T05:30:00Z'),
  amount: 1500,
};

forEachStore(
  (api) => {
    describe('GET /api/user/appointments/:id/receipt', () => {
      it('when the payment was approved, then the patient downloads receipt R-000001 as a PDF with the clinic, doctor, registration, visit, amount, transaction ID and approval date', async () => {
        const [visit] = await proofsSent(api(), 1);
        api().clock.advance(60 * 60_000);
        await approve(api(), visit!.appointmentId);

        const response = await download(
          api(),
          API.receipt(visit!.appointmentId),
          visit!.patient.token,
        );

        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          'attachment; filename="receipt-R-000001.pdf"',
        );
        expect(response.headers['cache-control']).toBe('no-store');
        const body = response.body as Buffer;
        expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = await pdfText(body);
        const { clinic } = api().config;
        for (const expected of [
          'Receipt R-000001',
          'R-000001',
          clinic.name,
          clinic.address.line1,
          clinic.address.line2,
          'Priya Sharma',
          'Dr. Asha Rao',
          'KMC 45678',
          'Tuesday, 3 March 2026 at 10:00 am IST',
          '₹1,500',
          'UPI, transaction ID UPI412345678900',
          '2 March 2026',
        ])
          expect(text).toContain(expected);
        expect(text.slice(text.indexOf('Payment approved on'))[1]).toBe('2 March 2026');
        expect(text.join(' ')).not.toContain('Psychiatrist');
      });

      it('when the PDF queue is full, then the download answers 503 with Retry-After at once, and works once the queue drains', async () => {
        const [visit] = await proofsSent(api(), 1);
        await approve(api(), visit!.appointmentId);
        const sheets = createSheetRendering({ maxThreads: 1, maxQueue: 1 });
        onTestFinished(() => sheets.close());
        const request = requestWithWorkers(api(), { sheets });
        const receipt = () =>
          request.get(API.receipt(visit!.appointmentId)).set(auth(visit!.patient.token));
        const sheet = { title: 'Filler', letterhead: ['Clinic'], rows: [], notes: [] };
        // One sheet on the thread (or waiting for it to start) and one queued: the queue is full.
        const filling = [1, 2].map(() => sheets.render({ ...sheet, createdAt: new Date() }));

        const busy = await receipt().expect(503);

        expect(busy.headers['retry-after']).toBe('2');
        expect(busy.body).toEqual({
          success: false,
          message: TEXTS.serverBusy,
          code: 'serverBusy',
        });
        await Promise.all(filling);
        const pdf = await asBytes(receipt()).expect(200);
        expect(await pdfText(pdf.body as Buffer)).toContain('R-000001');
      });

      it('when it is downloaded again, then it is the same receipt with the same number', async () => {
        const [visit] = await proofsSent(api(), 1);
        await approve(api(), visit!.appointmentId);

        expect(await receiptNumberOf(api(), visit!)).toBe('R-000001');
        api().clock.advance(2 * 60 * 60_000);
        expect(await receiptNumberOf(api(), visit!)).toBe('R-000001');
      });

      it('when payments are approved one after another, then the receipts are numbered in the order of approval, whatever the order of download', async () => {
        const visits = await proofsSent(api(), 3);
        const token = await addOperatorToken(api(), 'owner');
        for (const index of [2, 0, 1]) await approve(api(), visits[index]!.appointmentId, token);

        const numbers = [];
        for (const visit of visits) numbers.push(await receiptNumberOf(api(), visit));
        expect(numbers).toEqual(['R-000002', 'R-000003', 'R-000001']);
      });

      it('when 20 payments are approved at once through two API instances, then their receipts are R-000001 to R-000020, each once', async () => {
        const visits = await proofsSent(api(), 20);
        const token = await addOperatorToken(api(), 'front-desk');
        const second = await startSecondInstance(api());
        try {
          await Promise.all(
            visits.map((visit, index) =>
              (index % 2 ? second.request : api().request)
                .post(ADMIN_API.approvePayment(visit.appointmentId))
                .set(auth(token))
                .expect(200),
            ),
          );
        } finally {
          await second.close();
        }

        const numbers = await Promise.all(visits.map((visit) => receiptNumberOf(api(), visit)));
        expect([...numbers].sort()).toEqual(
          Array.from({ length: 20 }, (_, index) => `R-${String(index + 1).padStart(6, '0')}`),
        );
      });

      it('when a payment was approved before receipts were numbered, then the first download numbers it, and 5 downloads at once through two instances get one number', async () => {
        const [earlier, later] = await proofsSent(api(), 2);
        // Approved in the store alone, as a build before receipts did.
        await api().store.appointments.decideProof(earlier!.appointmentId, {
          status: 'approved',
          decidedAt: api().clock.now(),
        });
        await approve(api(), later!.appointmentId);
        const second = await startSecondInstance(api());
        try {
          const responses = await Promise.all(
            Array.from({ length: 5 }, (_, index) =>
              asBytes(
                (index % 2 ? second.request : api().request)
                  .get(API.receipt(earlier!.appointmentId))
                  .set(auth(earlier!.patient.token)),
              ).expect(200),
            ),
          );
          expect(
            new Set(responses.map((response) => response.headers['content-disposition'])),
          ).toEqual(new Set(['attachment; filename="receipt-R-000002.pdf"']));
        } finally {
          await second.close();
        }
        expect(await receiptNumberOf(api(), later!)).toBe('R-000001');
      });

      it('when the payment is not approved (no proof, proof pending or rejected), then 409 with the reason, and no number is taken', async () => {
        const patient = await addPatient(api(), 'Priya Sharma');
        const doctor = await addDoctor(api());
        const none = await book(api(), patient, doctor._id, '3_3_2026', '10:00');
        const [pending, rejected, paid] = await proofsSent(api(), 3, patient);
        const token = await addOperatorToken(api(), 'owner');
        await api()
          .request.post(ADMIN_API.rejectPayment(rejected!.appointmentId))
          .set(auth(token))
          .send({ reason: 'No such payment' })
          .expect(200);

        for (const appointmentId of [none, pending!.appointmentId, rejected!.appointmentId]) {
          const response = await api()
            .request.get(API.receipt(appointmentId))
            .set(auth(patient.token))
            .expect(409);
          expectFailure(response.body, RECEIPT_TEXTS.notPaid);
        }
        await approve(api(), paid!.appointmentId, token);
        expect(await receiptNumberOf(api(), paid!)).toBe('R-000001');
      });

      it("when the appointment is another patient's, unknown or malformed, or no one is signed in, then 403, 404, 400 and 401", async () => {
        const [visit] = await proofsSent(api(), 1);
        await approve(api(), visit!.appointmentId);
        const stranger = await addPatient(api(), 'Ravi Kumar');

        const foreign = await api()
          .request.get(API.receipt(visit!.appointmentId))
          .set(auth(stranger.token))
          .expect(403);
        expectFailure(foreign.body, TEXTS.forbidden);
        const unknown = await api()
          .request.get(API.receipt(UNKNOWN_ID))
          .set(auth(stranger.token))
          .expect(404);
        expectFailure(unknown.body, TEXTS.appointmentNotFound);
        await api().request.get(API.receipt('not-an-id')).set(auth(stranger.token)).expect(400);
        await api().request.get(API.receipt(visit!.appointmentId)).expect(401);
        const staff = await addOperatorToken(api(), 'owner');
        await api().request.get(API.receipt(visit!.appointmentId)).set(auth(staff)).expect(403);
      });
    });

    describe('GET /api/user/appointments/:id/credit-note', () => {
      it('when no refund was recorded, then 404 with the reason, even for a paid appointment', async () => {
        const [visit] = await proofsSent(api(), 1);
        await approve(api(), visit!.appointmentId);

        const response = await api()
          .request.get(API.creditNote(visit!.appointmentId))
          .set(auth(visit!.patient.token))
          .expect(404);
        expectFailure(response.body, RECEIPT_TEXTS.noCreditNote);
      });

      it('when a refund was recorded, then the patient downloads credit note CN-000001 against the receipt, with the amount, the UPI reference and the date of the refund', async () => {
        const [first, second] = await proofsSent(api(), 2);
        await approve(api(), first!.appointmentId);
        await approve(api(), second!.appointmentId);
        await receiptService(api()).issueCreditNote(second!.appointmentId, REFUND);

        const response = await download(
          api(),
          API.creditNote(second!.appointmentId),
          second!.patient.token,
        );

        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          'attachment; filename="credit-note-CN-000001.pdf"',
        );
        expect(response.headers['cache-control']).toBe('no-store');
        const text = await pdfText(response.body as Buffer);
        for (const expected of [
          'Credit note CN-000001',
          'R-000002',
          api().config.clinic.name,
          'Priya Sharma',
          'Dr. Asha Rao',
          'KMC 45678',
          'Tuesday, 3 March 2026 at 10:30 am IST',
          '₹1,500',
          'UPI, reference RFND-412399',
          '4 March 2026',
        ])
          expect(text).toContain(expected);
        const stranger = await addPatient(api(), 'Ravi Kumar');
        await api()
          .request.get(API.creditNote(second!.appointmentId))
          .set(auth(stranger.token))
          .expect(403);
      });
    });

    describe('issueCreditNote (for the refunds, no route of its own)', () => {
      it('when a paid appointment is refunded, then its credit note is numbered once and a second call answers the same one', async () => {
        const visits = await proofsSent(api(), 3);
        for (const visit of visits) await approve(api(), visit.appointmentId);
        const service = receiptService(api());

        const first = await service.issueCreditNote(visits[2]!.appointmentId, REFUND);
        const again = await service.issueCreditNote(visits[2]!.appointmentId, {
          ...REFUND,
          amount: 100,
        });
        const next = await service.issueCreditNote(visits[0]!.appointmentId, {
          ...REFUND,
          amount: 500,
        });

        expect(first).toEqual({
          kind: 'credit-note',
          number: 1,
          appointmentId: visits[2]!.appointmentId,
          issuedAt: api().clock.now(),
          refund: REFUND,
        });
        expect(again).toEqual(first);
        expect(next).toMatchObject({ number: 2, refund: { amount: 500 } });
      });

      it('when the appointment was approved before receipts were numbered, then its receipt is numbered first', async () => {
        const [visit] = await proofsSent(api(), 1);
        await api().store.appointments.decideProof(visit!.appointmentId, {
          status: 'approved',
          decidedAt: api().clock.now(),
        });

        await receiptService(api()).issueCreditNote(visit!.appointmentId, REFUND);

        expect((await api().store.receipts.findReceipt(visit!.appointmentId))?.number).toBe(1);
        expect(await receiptNumberOf(api(), visit!)).toBe('R-000001');
      });

      it('when the appointment is unknown or unpaid, or the refund is empty or more than was paid, then it is refused and nothing is numbered', async () => {
        const [unpaid, paid] = await proofsSent(api(), 2);
        await approve(api(), paid!.appointmentId);
        const service = receiptService(api());

        await expect(service.issueCreditNote(UNKNOWN_ID, REFUND)).rejects.toMatchObject({
          status: 404,
        });
        await expect(service.issueCreditNote(unpaid!.appointmentId, REFUND)).rejects.toMatchObject({
          status: 409,
          message: RECEIPT_TEXTS.notPaid,
        });
        await expect(
          service.issueCreditNote(paid!.appointmentId, { ...REFUND, amount: 1501 }),
        ).rejects.toMatchObject({ status: 400 });
        await expect(
          service.issueCreditNote(paid!.appointmentId, { ...REFUND, upiReference: '  ' }),
        ).rejects.toThrow();
        await expect(
          service.issueCreditNote(paid!.appointmentId, { ...REFUND, amount: 0 }),
        ).rejects.toThrow();
        expect(await api().store.receipts.findCreditNote(paid!.appointmentId)).toBeNull();
        expect((await service.issueCreditNote(paid!.appointmentId, REFUND)).number).toBe(1);
      });
    });

    describe('GET /api/admin/appointments/:id/receipt', () => {
      it.each(['owner', 'front-desk'] as const)(
        'when a %s downloads a receipt, then it is the patient’s PDF and the audit names the read and the patient',
        async (role) => {
          const [visit] = await proofsSent(api(), 1);
          await approve(api(), visit!.appointmentId);
          const token = await addOperatorToken(api(), role);

          const response = await download(api(), ADMIN_API.receipt(visit!.appointmentId), token);

          expect(response.headers['content-type']).toBe('application/pdf');
          expect(response.headers['content-disposition']).toBe(
            'attachment; filename="receipt-R-000001.pdf"',
          );
          expect(response.headers['cache-control']).toBe('no-store');
          expect(await pdfText(response.body as Buffer)).toContain('Priya Sharma');
          const { entries } = await api().store.audit.list({
            page: 1,
            pageSize: 10,
            action: 'receipt.read',
          });
          expect(entries.map((entry) => auditEntrySchema.parse(entry))).toMatchObject([
            {
              actorRole: role,
              action: 'receipt.read',
              targetType: 'appointment',
              targetId: visit!.appointmentId,
              after: { receipt: 'R-000001' },
              patientIds: [visit!.patient.id],
            },
          ]);
        },
      );

      it('when the appointment is unknown or not paid, or the caller is a doctor, then 404, 409 or 403, and nothing is audited', async () => {
        const [visit] = await proofsSent(api(), 1);
        const token = await addOperatorToken(api(), 'front-desk');

        const unknown = await api()
          .request.get(ADMIN_API.receipt(UNKNOWN_ID))
          .set(auth(token))
          .expect(404);
        expectFailure(unknown.body, TEXTS.appointmentNotFound);
        const unpaid = await api()
          .request.get(ADMIN_API.receipt(visit!.appointmentId))
          .set(auth(token))
          .expect(409);
        expectFailure(unpaid.body, RECEIPT_TEXTS.notPaid);
        await approve(api(), visit!.appointmentId, token);
        const doctor = await addOperatorToken(api(), 'doctor', UNKNOWN_ID);
        const forbidden = await api()
          .request.get(ADMIN_API.receipt(visit!.appointmentId))
          .set(auth(doctor))
          .expect(403);
        expectFailure(forbidden.body, TEXTS.forbidden);
        expect(
          (await api().store.audit.list({ page: 1, pageSize: 10, action: 'receipt.read' })).total,
        ).toBe(0);
      });
    });
  },
  // Twenty bookings of one patient, unpaid until approved.
  { MAX_UNPAID_BOOKINGS: '100' },
);
