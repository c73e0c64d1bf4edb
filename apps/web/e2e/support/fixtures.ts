import { test as base } from '@playwright/test';
import { newPatient, registerPatient, type Patient } from './api';
import { E2E } from './env';
import { signIn } from './steps';

export interface SignedInPatient extends Patient {
  token: string;
}

/**
 * `patient`: a new patient, registered through the API with the e-mailed code and signed in on
 * `page`. Journeys that are about signing up walk that part in the browser themselves.
 * `serverDataDir`: the store of the server at `baseURL`, where its outbox is; a journey that
 * sets `baseURL` to another server sets this with it.
 */
export const test = base.extend<{ patient: SignedInPatient; serverDataDir: string }>({
  serverDataDir: [E2E.dataDir, { option: true }],
  patient: async ({ page, request, serverDataDir }, provide) => {
    const details = newPatient();
    const token = await registerPatient(request, details, serverDataDir);
    await signIn(page, token);
    await provide({ ...details, token });
  },
});

export { expect } from '@playwright/test';
