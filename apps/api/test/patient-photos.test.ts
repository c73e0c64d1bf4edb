/**
 * A patient's photo is theirs (docs/privacy.md, Profile and medical details): answered to the
 * patient and to staff who may see one of their appointments, never kept by a cache, and a 404
 * to everyone else, so that nobody learns that it exists.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_API,
  API,
  TEXTS,
  auditResponse,
  errorResponse,
  profileResponse,
} from '@clinic/contracts';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID, book, pngImage } from './admin-fixtures.js';
import {
  PATIENT_PASSWORD,
  addDoctor,
  addOperatorToken,
  addPatient,
  auth,
  forEachStore,
} from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

/** The photo through the profile form, as the web app sends it; answers its address. */
async function uploadPhoto(api: TestApi, patient: Patient): Promise<string> {
  await api.request
    .post(API.updateProfile)
    .set(auth(patient.token))
    .field('name', 'Priya Sharma')
    .field('phone', '9988776655')
    .attach('image', await pngImage(), 'me.png')
    .expect(200);
  const profile = await api.request.get(API.getProfile).set(auth(patient.token)).expect(200);
  return profileResponse.parse(profile.body).userData.image;
}

/** GET `path` with `token` (none when undefined), the body read whole whatever its type. */
function get(api: TestApi, path: string, token?: string) {
  const request = api.request.get(path);
  if (token) request.set(auth(token));
  return request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** The answer carries the photo: a 512 px WebP, private to the caller and kept by no cache. */
async function expectPhoto(response: Response): Promise<void> {
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(await sharp(response.body as Buffer).metadata()).toMatchObject({
    format: 'webp',
    width: 512,
  });
}

function expectNotFound(response: Response): void {
  expect(response.status).toBe(404);
  expect(errorResponse.parse(JSON.parse((response.body as Buffer).toString())).message).toBe(
    TEXTS.notFound,
  );
}

async function photoReads(api: TestApi) {
  const owner = await addOperatorToken(api, 'owner');
  const response = await api.request
    .get(ADMIN_API.audit)
    .query({ action: 'patient-photo.read' })
    .set(auth(owner))
    .expect(200);
  return auditResponse.parse(response.body).entries;
}

forEachStore((api) => {
  describe('GET /api/user/photo', () => {
    it('when the patient asks with their token, then they get their photo, private and no-store', async () => {
      const priya = await addPatient(api(), 'Priya Sharma');
      const image = await uploadPhoto(api(), priya);

      expect(image).toMatch(/^\/api\/user\/photo\?v=[a-f0-9]{16}$/);
      await expectPhoto(await get(api(), image, priya.token));
    });

    it('when a stranger asks, then it is a 401; another patient gets their own (none: 404), staff a 403', async () => {
      const priya = await addPatient(api(), 'Priya Sharma');
      const ravi = await addPatient(api(), 'Ravi Kumar');
      const image = await uploadPhoto(api(), priya);

      expect((await get(api(), image)).status).toBe(401);
      expectNotFound(await get(api(), image, ravi.token));
      expect((await get(api(), image, await addOperatorToken(api(), 'owner'))).status).toBe(403);
    });

    it("when the patient's account is erased, then the photo is gone for them and for staff", async () => {
      const doctor = await addDoctor(api());
      const priya = await addPatient(api(), 'Priya Sharma');
      await book(api(), priya, doctor._id, '3_3_2026', '10:00');
      const image = await uploadPhoto(api(), priya);
      const stored = (await api().store.users.findById(priya.id))?.image ?? '';

      await api()
        .request.post(API.deleteAccount)
        .set(auth(priya.token))
        .send({ password: PATIENT_PASSWORD })
        .expect(200);

      expect((await get(api(), image, priya.token)).status).toBe(401);
      expectNotFound(
        await get(api(), ADMIN_API.patientPhoto(priya.id), await addOperatorToken(api(), 'owner')),
      );
      expect(existsSync(path.join(api().dataDir, stored))).toBe(false);
    });
  });

  describe('GET /api/admin/patients/:id/photo', () => {
    it.each(['owner', 'front-desk'] as const)(
      'when the %s asks for the photo of a patient with an appointment, then they get it and the audit names them and the patient',
      async (role) => {
        const doctor = await addDoctor(api());
        const priya = await addPatient(api(), 'Priya Sharma');
        await book(api(), priya, doctor._id, '3_3_2026', '10:00');
        await uploadPhoto(api(), priya);
        const token = await addOperatorToken(api(), role);

        await expectPhoto(await get(api(), ADMIN_API.patientPhoto(priya.id), token));

        const [entry] = await photoReads(api());
        expect(entry).toMatchObject({
          actorRole: role,
          action: 'patient-photo.read',
          targetType: 'patient',
          targetId: priya.id,
          patientIds: [priya.id],
          at: api().clock.now().toISOString(),
        });
      },
    );

    it('when a doctor asks, then they get the photo of their own patient and a 404 for anyone else, as for an unknown patient', async () => {
      const own = await addDoctor(api(), { name: 'Dr. Asha Rao' });
      const other = await addDoctor(api(), { name: 'Dr. Vikram Menon' });
      const priya = await addPatient(api(), 'Priya Sharma');
      const ravi = await addPatient(api(), 'Ravi Kumar');
      await book(api(), priya, own._id, '3_3_2026', '10:00');
      await book(api(), ravi, other._id, '3_3_2026', '10:00');
      await uploadPhoto(api(), priya);
      await uploadPhoto(api(), ravi);
      const token = await addOperatorToken(api(), 'doctor', own._id);

      await expectPhoto(await get(api(), ADMIN_API.patientPhoto(priya.id), token));
      expectNotFound(await get(api(), ADMIN_API.patientPhoto(ravi.id), token));
      expectNotFound(await get(api(), ADMIN_API.patientPhoto(UNKNOWN_ID), token));

      expect((await photoReads(api())).map((entry) => entry.targetId)).toEqual([priya.id]);
    });

    it('when the patient has no appointment or no photo, then it is a 404 for every role and nothing is audited', async () => {
      const doctor = await addDoctor(api());
      const withoutVisit = await addPatient(api(), 'Priya Sharma');
      const withoutPhoto = await addPatient(api(), 'Ravi Kumar');
      await uploadPhoto(api(), withoutVisit);
      await book(api(), withoutPhoto, doctor._id, '3_3_2026', '10:00');
      const owner = await addOperatorToken(api(), 'owner');

      expectNotFound(await get(api(), ADMIN_API.patientPhoto(withoutVisit.id), owner));
      expectNotFound(await get(api(), ADMIN_API.patientPhoto(withoutPhoto.id), owner));
      expect(await photoReads(api())).toEqual([]);
    });

    it("when no staff token comes, then it is a 401; a patient's own token, a 403; a malformed id, a 400", async () => {
      const doctor = await addDoctor(api());
      const priya = await addPatient(api(), 'Priya Sharma');
      await book(api(), priya, doctor._id, '3_3_2026', '10:00');
      await uploadPhoto(api(), priya);

      expect((await get(api(), ADMIN_API.patientPhoto(priya.id))).status).toBe(401);
      expect((await get(api(), ADMIN_API.patientPhoto(priya.id), priya.token)).status).toBe(403);
      const owner = await addOperatorToken(api(), 'owner');
      expect((await get(api(), ADMIN_API.patientPhoto('not-an-id'), owner)).status).toBe(400);
    });
  });
});
