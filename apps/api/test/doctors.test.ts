import { API, doctorListResponse } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { addDoctor, addPatient, auth, forEachStore } from './support/harness.js';

forEachStore((api) => {
  describe('GET /api/doctor/list', () => {
    it('when doctors exist, then it lists them all without e-mail or password', async () => {
      await addDoctor(api(), { name: 'Dr. Asha Rao' });
      await addDoctor(api(), {
        name: 'Dr. Vikram Menon',
        speciality: 'Pediatrician',
        available: false,
      });

      const response = await api().request.get(API.doctorList).expect(200);

      const body = doctorListResponse.parse(response.body);
      expect(body.doctors.map((doctor) => [doctor.name, doctor.available])).toEqual([
        ['Dr. Asha Rao', true],
        ['Dr. Vikram Menon', false],
      ]);
      for (const doctor of response.body.doctors as Record<string, unknown>[]) {
        expect(doctor).not.toHaveProperty('email');
        expect(doctor).not.toHaveProperty('password');
      }
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('when the client sends the ETag back, then it answers 304 with no body', async () => {
      await addDoctor(api());
      const first = await api().request.get(API.doctorList).expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);

      const second = await api().request.get(API.doctorList).set('If-None-Match', etag).expect(304);

      expect(second.text).toBe('');
      expect(second.headers.etag).toBe(etag);
    });

    it('when a booking changes a doctor, then the list and its ETag change at once', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      const before = await api().request.get(API.doctorList).expect(200);

      await api()
        .request.post(API.bookAppointment)
        .set(auth(patient.token))
        .send({ docId: doctor._id, slotDate: '3_3_2026', slotTime: '10:00' })
        .expect(201);
      const after = await api()
        .request.get(API.doctorList)
        .set('If-None-Match', before.headers.etag as string)
        .expect(200);

      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(doctorListResponse.parse(after.body).doctors[0]?.slots_booked).toEqual({
        '3_3_2026': ['10:00'],
      });
    });

    it('when the client accepts gzip and the list is large, then the answer is gzipped', async () => {
      for (let index = 0; index < 8; index++)
        await addDoctor(api(), { name: `Dr. Number ${index}` });

      const response = await api()
        .request.get(API.doctorList)
        .set('Accept-Encoding', 'gzip')
        .expect(200);

      expect(response.headers['content-encoding']).toBe('gzip');
      expect(doctorListResponse.parse(response.body).doctors).toHaveLength(8);
    });
  });
});
