import { ADMIN_API, TEXTS, adminAppointmentsResponse } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { book, expectFailure } from './admin-fixtures.js';
import { addDoctor, addOperatorToken, addPatient, auth, forEachStore } from './support/harness.js';
import type { TestApi } from './support/harness.js';

/** The console's day of all doctors: the appointments list for one day, no doctor given. */
function dayOfAll(api: TestApi, token: string, day: string) {
  return api.request
    .get(ADMIN_API.appointments)
    .query({ from: day, to: day, page: 1, pageSize: 100 })
    .set(auth(token));
}

forEachStore((api) => {
  describe('one day of every doctor (GET /api/admin/appointments?from=day&to=day)', () => {
    it("when the front desk asks for a day, then it gets every doctor's appointments of that day only, uncached", async () => {
      const asha = await addDoctor(api(), { name: 'Dr. Asha Rao' });
      const vikram = await addDoctor(api(), { name: 'Dr. Vikram Menon' });
      const priya = await addPatient(api(), 'Priya Sharma');
      const ravi = await addPatient(api(), 'Ravi Kumar');
      await book(api(), priya, asha._id, '3_3_2026', '15:00');
      await book(api(), ravi, vikram._id, '3_3_2026', '10:30');
      await book(api(), ravi, asha._id, '4_3_2026', '10:00');
      const frontDesk = await addOperatorToken(api(), 'front-desk');

      const response = await dayOfAll(api(), frontDesk, '3_3_2026').expect(200);

      expect(response.headers['cache-control']).toBe('no-store');
      const { appointments, total } = adminAppointmentsResponse.parse(response.body);
      expect(total).toBe(2);
      expect(
        appointments.map((item) => [item.slotTime, item.docData.name, item.userData.name]).sort(),
      ).toEqual([
        ['10:30', 'Dr. Vikram Menon', 'Ravi Kumar'],
        ['15:00', 'Dr. Asha Rao', 'Priya Sharma'],
      ]);
    });

    it('when a doctor asks for the day, then only their own appointments come; a patient or no session is refused', async () => {
      const asha = await addDoctor(api(), { name: 'Dr. Asha Rao' });
      const vikram = await addDoctor(api(), { name: 'Dr. Vikram Menon' });
      const priya = await addPatient(api(), 'Priya Sharma');
      await book(api(), priya, asha._id, '3_3_2026', '15:00');
      await book(api(), priya, vikram._id, '3_3_2026', '10:30');
      const ashaToken = await addOperatorToken(api(), 'doctor', asha._id);

      const own = await dayOfAll(api(), ashaToken, '3_3_2026').expect(200);

      expect(
        adminAppointmentsResponse.parse(own.body).appointments.map((item) => item.docData.name),
      ).toEqual(['Dr. Asha Rao']);
      expectFailure(
        (await dayOfAll(api(), priya.token, '3_3_2026').expect(403)).body,
        TEXTS.forbidden,
      );
      await api()
        .request.get(ADMIN_API.appointments)
        .query({ from: '3_3_2026', to: '3_3_2026' })
        .expect(401);
    });
  });
});
