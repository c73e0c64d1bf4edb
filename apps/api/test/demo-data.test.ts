import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.js';
import { DEMO_CLINIC_ADDRESS, DEMO_DOCTORS } from '../src/seed/demo-data.js';

describe('the demo clinic', () => {
  it("when started with the default address, then it is the demo's, in Bengaluru", () => {
    expect(parseEnv({}).clinic.address).toEqual(DEMO_CLINIC_ADDRESS);
    expect(DEMO_CLINIC_ADDRESS.line2).toBe('Bengaluru, Karnataka 560038');
  });

  it.each(DEMO_DOCTORS.map((doctor) => [doctor.name, doctor] as const))(
    '%s sees patients in a room at the clinic, registered in Karnataka or nationally',
    (_name, doctor) => {
      expect(doctor.address.line1).toMatch(/^Room \d+, 12 MG Road, Indiranagar$/);
      expect(doctor.address.line2).toBe(DEMO_CLINIC_ADDRESS.line2);
      expect(doctor.registrationNumber).toMatch(/^(KMC|RCI) /);
    },
  );
});
