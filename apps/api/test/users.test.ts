import {
  API,
  DEFAULT_PATIENT_IMAGE,
  TEXTS,
  errorResponse,
  messageResponse,
  profileResponse,
} from '@clinic/contracts';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addOperatorToken, addPatient, auth, forEachStore } from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

const PROFILE = {
  name: 'Priya Sharma',
  fathername: 'Ravi Sharma',
  mothername: 'Lata Sharma',
  phone: '9988776655',
  address: JSON.stringify({ line1: '4 Lake View', line2: 'Pune' }),
  gender: 'Female',
  dob: '1994-07-21',
  bloodGroup: 'B+',
  allergy: 'Penicillin',
  medicalCondition: 'Mild asthma',
};

function photo(format: 'jpeg' | 'png' | 'webp', width = 1200, height = 900): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 160 } },
  }).withExif({
    IFD0: { Artist: 'Home address 4 Lake View', Copyright: 'private' },
  });
  return image.toFormat(format).toBuffer();
}

function updateProfile(api: TestApi, patient: Patient, fields: Record<string, string> = PROFILE) {
  const request = api.request.post(API.updateProfile).set(auth(patient.token));
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  return request;
}

async function profileOf(api: TestApi, patient: Patient) {
  const response = await api.request.get(API.getProfile).set(auth(patient.token)).expect(200);
  return profileResponse.parse(response.body).userData;
}

/** Where the photo is kept: the store's reference, a path under DATA_DIR. */
async function storedPhoto(api: TestApi, patient: Patient): Promise<string> {
  return (await api.store.users.findById(patient.id))?.image ?? '';
}

/** The photo as the patient's token gets it, its bytes read whole. */
function ownPhoto(api: TestApi, patient: Patient, image: string) {
  return api.request
    .get(image)
    .set(auth(patient.token))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

forEachStore((api) => {
  describe('GET /api/user/get-profile', () => {
    it('when logged in, then it answers the own profile without password hash', async () => {
      const patient = await addPatient(api(), 'Priya Sharma');

      const response = await api().request.get(API.getProfile).set(auth(patient.token)).expect(200);

      const { userData } = profileResponse.parse(response.body);
      expect(userData).toMatchObject({
        _id: patient.id,
        name: 'Priya Sharma',
        email: patient.email,
        gender: '',
        image: DEFAULT_PATIENT_IMAGE,
      });
      expect(JSON.stringify(response.body)).not.toMatch(/password/i);
    });

    it('when no token is sent, then it answers 401', async () => {
      const response = await api().request.get(API.getProfile).expect(401);

      expect(errorResponse.parse(response.body).message).toBe(TEXTS.notAuthorized);
    });
  });

  describe('POST /api/user/update-profile', () => {
    it('when the multipart form is valid, then every field is saved and the e-mail stays', async () => {
      const patient = await addPatient(api());

      const response = await updateProfile(api(), patient, {
        ...PROFILE,
        email: 'changed@example.in',
      }).expect(200);

      expect(messageResponse.parse(response.body).message).toBe(TEXTS.profileUpdated);
      expect(await profileOf(api(), patient)).toMatchObject({
        name: 'Priya Sharma',
        fathername: 'Ravi Sharma',
        mothername: 'Lata Sharma',
        email: patient.email,
        phone: '9988776655',
        address: { line1: '4 Lake View', line2: 'Pune' },
        gender: 'Female',
        dob: '1994-07-21',
        bloodGroup: 'B+',
        allergy: 'Penicillin',
        medicalCondition: 'Mild asthma',
      });
    });

    it.each(['jpeg', 'png', 'webp'] as const)(
      'when a %s photo is attached, then it is stored re-encoded as a small WebP without its metadata and served to its patient',
      async (format) => {
        const patient = await addPatient(api());

        await updateProfile(api(), patient)
          .attach('image', await photo(format), {
            filename: `me.${format}`,
            contentType: `image/${format}`,
          })
          .expect(200);

        const { image } = await profileOf(api(), patient);
        expect(image).toMatch(/^\/api\/user\/photo\?v=[a-f0-9]{16}$/);
        expect(await storedPhoto(api(), patient)).toMatch(
          /^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/,
        );
        const served = await ownPhoto(api(), patient, image).expect(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const metadata = await sharp(served.body as Buffer).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
        expect(metadata.exif).toBeUndefined();
      },
    );

    it('when a second photo is uploaded, then the first is deleted from DATA_DIR/uploads and the second served', async () => {
      const patient = await addPatient(api());
      await updateProfile(api(), patient)
        .attach('image', await photo('png', 64, 64), 'a.png')
        .expect(200);
      const first = (await profileOf(api(), patient)).image;
      const firstFile = await storedPhoto(api(), patient);
      expect(existsSync(path.join(api().dataDir, firstFile))).toBe(true);

      await updateProfile(api(), patient)
        .attach('image', await photo('png', 80, 80), 'b.png')
        .expect(200);

      const second = (await profileOf(api(), patient)).image;
      expect(second).toMatch(/^\/api\/user\/photo\?v=[a-f0-9]{16}$/);
      expect(second).not.toBe(first);
      expect(existsSync(path.join(api().dataDir, firstFile))).toBe(false);
      const served = await ownPhoto(api(), patient, second).expect(200);
      expect((await sharp(served.body as Buffer).metadata()).width).toBe(512);
    });

    it('when the first photo cannot be deleted, then the second is still saved', async () => {
      const patient = await addPatient(api());
      await updateProfile(api(), patient)
        .attach('image', await photo('png', 64, 64), 'a.png')
        .expect(200);
      const first = path.join(api().dataDir, await storedPhoto(api(), patient));
      // A folder where the file was: removing it as a file fails, even for root.
      rmSync(first);
      mkdirSync(first);

      await updateProfile(api(), patient)
        .attach('image', await photo('png', 80, 80), 'b.png')
        .expect(200);

      expect(path.join(api().dataDir, await storedPhoto(api(), patient))).not.toBe(first);
      await ownPhoto(api(), patient, (await profileOf(api(), patient)).image).expect(200);
    });

    it('when the photo is over 2 MB, then it answers 413 and the profile is unchanged', async () => {
      const patient = await addPatient(api(), 'Priya Sharma');
      const huge = Buffer.concat([
        await photo('jpeg', 64, 64),
        Buffer.alloc(2 * 1024 * 1024 + 1, 1),
      ]);

      const response = await updateProfile(api(), patient, { ...PROFILE, name: 'Changed Name' })
        .attach('image', huge, { filename: 'big.jpg', contentType: 'image/jpeg' })
        .expect(413);

      expect(errorResponse.parse(response.body).message).toBe(TEXTS.imageTooLarge);
      expect((await profileOf(api(), patient)).name).toBe('Priya Sharma');
    });

    it('when the photo is over 16 megapixels, then it answers 413 and the profile is unchanged', async () => {
      const patient = await addPatient(api(), 'Priya Sharma');
      // 5000 × 4000 = 20 MP of one colour: a few hundred kB, well under the 2 MB limit.
      const large = await photo('png', 5000, 4000);

      const response = await updateProfile(api(), patient, { ...PROFILE, name: 'Changed Name' })
        .attach('image', large, { filename: 'large.png', contentType: 'image/png' })
        .expect(413);

      expect(errorResponse.parse(response.body).message).toBe(TEXTS.imageTooManyPixels);
      expect(await profileOf(api(), patient)).toMatchObject({
        name: 'Priya Sharma',
        image: DEFAULT_PATIENT_IMAGE,
      });
    });

    it('when the photo has exactly 16 megapixels, then it is accepted', async () => {
      const patient = await addPatient(api());

      await updateProfile(api(), patient)
        .attach('image', await photo('png', 4000, 4000), {
          filename: 'square.png',
          contentType: 'image/png',
        })
        .expect(200);

      expect(await storedPhoto(api(), patient)).toMatch(/^\/uploads\/avatars\//);
    });

    it.each([
      ['a script named .jpg', Buffer.from('<script>alert(1)</script>'), 'image/jpeg'],
      ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), 'application/pdf'],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif'],
      ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a]), 'image/jpeg'],
    ])(
      'when the file is %s, then it answers 400 and the profile is unchanged',
      async (_case, bytes, contentType) => {
        const patient = await addPatient(api(), 'Priya Sharma');

        const response = await updateProfile(api(), patient, { ...PROFILE, name: 'Changed Name' })
          .attach('image', bytes, { filename: 'photo.jpg', contentType })
          .expect(400);

        expect(errorResponse.parse(response.body).message).toBe(TEXTS.imageNotAllowed);
        expect(await profileOf(api(), patient)).toMatchObject({
          name: 'Priya Sharma',
          image: DEFAULT_PATIENT_IMAGE,
        });
      },
    );

    it.each([
      ['address that is not JSON', { address: '{line1:' }, 'address'],
      [
        'address JSON with an object inside',
        { address: JSON.stringify({ line1: { $gt: '' }, line2: '' }) },
        'address.line1',
      ],
      ['a blank name', { name: ' ' }, 'name'],
      ['a gender outside the list', { gender: 'Unknown' }, 'gender'],
      ['a blood group outside the list', { bloodGroup: 'C+' }, 'bloodGroup'],
      ['a date of birth in another format', { dob: '21/07/1994' }, 'dob'],
      ['a phone that is not 10 digits', { phone: '12345' }, 'phone'],
    ])(
      'when the form has %s, then it answers 400 naming the field and changes nothing',
      async (_case, overrides, field) => {
        const patient = await addPatient(api(), 'Priya Sharma');

        const response = await updateProfile(api(), patient, { ...PROFILE, ...overrides }).expect(
          400,
        );

        const body = errorResponse.parse(response.body);
        expect(body.message).toBe(TEXTS.invalidInput);
        expect(body.errors).toHaveProperty(field);
        expect(await profileOf(api(), patient)).toMatchObject({
          name: 'Priya Sharma',
          phone: '9876543210',
        });
      },
    );

    it('when a multipart field smuggles an operator object (name[$ne]), then it answers 400', async () => {
      const patient = await addPatient(api());
      const { name: _name, ...rest } = PROFILE;

      const response = await updateProfile(api(), patient, { ...rest, 'name[$ne]': 'x' }).expect(
        400,
      );

      expect(errorResponse.parse(response.body).errors).toHaveProperty('name');
    });

    it('when the same fields come as JSON, then they are saved too', async () => {
      const patient = await addPatient(api());

      await api()
        .request.post(API.updateProfile)
        .set(auth(patient.token))
        .send({ ...PROFILE, name: 'Priya S.' })
        .expect(200);

      expect((await profileOf(api(), patient)).name).toBe('Priya S.');
    });

    it('when no token is sent, then it answers 401 and reads no file', async () => {
      const response = await api()
        .request.post(API.updateProfile)
        .field('name', 'Somebody')
        .attach('image', await photo('png', 32, 32), 'a.png')
        .expect(401);

      expect(errorResponse.parse(response.body).message).toBe(TEXTS.notAuthorized);
    });

    it('when an operator token is sent, then it answers 403', async () => {
      const token = await addOperatorToken(api());

      await api().request.post(API.updateProfile).set(auth(token)).send(PROFILE).expect(403);
    });

    it('when two files are sent, then it answers 400', async () => {
      const patient = await addPatient(api());
      const image = await photo('png', 32, 32);

      await updateProfile(api(), patient)
        .attach('image', image, 'a.png')
        .attach('image', image, 'b.png')
        .expect(400);
    });
  });
});
