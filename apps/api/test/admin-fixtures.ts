/**
 * Shared steps of the operator API tests: an operator logged in through the API, a booking and a
 * payment proof made the way a patient makes them, and small images and videos to upload.
 */
import {
  ADMIN_API,
  API,
  adminLoginResponse,
  auditResponse,
  bookAppointmentResponse,
  secondFactorResponse,
} from '@clinic/contracts';
import type { AuditAction, AuditEntry, StaffRole } from '@clinic/contracts';
import sharp from 'sharp';
import { expect } from 'vitest';
import { addOperatorToken, addStaff, auth, totpCode } from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

export const OPERATOR_EMAIL = 'desk@clinic.example';
export const OPERATOR_PASSWORD = 'quiet harbour lamp';

export interface LoggedInOperator {
  id: string;
  token: string;
  /** The TOTP secret of their authenticator app. */
  secret: string;
}

/** A staff member of `role` (the owner's unless given), logged in through both steps. */
export async function loginOperator(
  api: TestApi,
  email = OPERATOR_EMAIL,
  role: StaffRole = 'owner',
): Promise<LoggedInOperator> {
  const staff = await addStaff(api, { email, role, password: OPERATOR_PASSWORD });
  return {
    id: staff.id,
    secret: staff.secret,
    token: await operatorToken(api, staff.secret, email),
  };
}

/** The password step: the challenge the second factor needs. */
export async function passwordStep(api: TestApi, email = OPERATOR_EMAIL): Promise<string> {
  const response = await api.request
    .post(ADMIN_API.login)
    .send({ email, password: OPERATOR_PASSWORD })
    .expect(200);
  return adminLoginResponse.parse(response.body).challenge;
}

/**
 * A fresh session for an existing operator, with the app's code at the fake clock's time (after
 * the clock has moved on from the last login: each code works once).
 */
export async function operatorToken(
  api: TestApi,
  secret: string,
  email = OPERATOR_EMAIL,
): Promise<string> {
  const challenge = await passwordStep(api, email);
  const response = await api.request
    .post(ADMIN_API.secondFactor)
    .send({ challenge, code: totpCode(secret, api.clock.now()) })
    .expect(200);
  return secondFactorResponse.parse(response.body).token;
}

export async function book(
  api: TestApi,
  patient: Patient,
  docId: string,
  slotDate: string,
  slotTime: string,
): Promise<string> {
  const response = await api.request
    .post(API.bookAppointment)
    .set(auth(patient.token))
    .send({ docId, slotDate, slotTime })
    .expect(201);
  return bookAppointmentResponse.parse(response.body).appointmentId;
}

export async function sendProof(
  api: TestApi,
  patient: Patient,
  appointmentId: string,
  transactionId: string,
): Promise<void> {
  await api.request
    .post(API.confirmPayment)
    .set(auth(patient.token))
    .send({ appointmentId, name: 'Priya Sharma', transactionId })
    .expect(200);
}

/** A real PNG made on the spot, so the upload goes through the image library for real. */
export function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 63, g: 75, b: 191 } } })
    .png()
    .toBuffer();
}

/** The first bytes of an MP4 (an `ftyp` box) are what the upload check reads. */
export function mp4Bytes(): Buffer {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write('ftypisom', 4, 'latin1');
  return box;
}

export const UNKNOWN_ID = 'ffffffffffffffffffffffff';

/** Every failure answer has this shape (docs/decisions.md, Wire conventions). */
export function expectFailure(body: unknown, message: string): void {
  expect(body).toMatchObject({ success: false, message });
}

/** The audit entries of `action`, newest first, as the owner reads them. */
export async function auditEntriesOf(api: TestApi, action: AuditAction): Promise<AuditEntry[]> {
  const owner = await addOperatorToken(api, 'owner');
  const response = await api.request
    .get(ADMIN_API.audit)
    .query({ action })
    .set(auth(owner))
    .expect(200);
  return auditResponse.parse(response.body).entries;
}
