import { test as base } from '@playwright/test';
import { newPatient, registerPatient, type Patient } from './api';
import { signIn } from './steps';

export interface SignedInPatient extends Patient {
  token: string;
}

/**
 * `patient`: a new patient, registered through the API with the e-mailed code and signed in on
 * `page`. Journeys that are about signing up walk that part in the browser themselves.
 */
export const test = base.extend<{ patient: SignedInPatient }>({
  patient: async ({ page, request }, provide) => {
    const details = newPatient();
    const token = await registerPatient(request, details);
    await signIn(page, token);
    await provide({ ...details, token });
  },
});

export { expect } from '@playwright/test';
