import { ADMIN_API, TEXTS, auditResponse } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { expectFailure, loginOperator } from './admin-fixtures.js';
import { addDoctor, auth, forEachStore } from './support/harness.js';

forEachStore((api) => {
  describe('GET /api/admin/audit', () => {
    it('when operators acted, then the entries come newest first, page by page, with who and when', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      for (const available of [false, true, false]) {
        api().clock.advance(60_000);
        await api()
          .request.post(ADMIN_API.doctorAvailability(doctor._id))
          .set(auth(operator.token))
          .send({ available })
          .expect(200);
      }

      const first = await api()
        .request.get(ADMIN_API.audit)
        .query({ pageSize: 2 })
        .set(auth(operator.token))
        .expect(200);
      const second = await api()
        .request.get(ADMIN_API.audit)
        .query({ page: 2, pageSize: 2 })
        .set(auth(operator.token))
        .expect(200);

      const page1 = auditResponse.parse(first.body);
      const page2 = auditResponse.parse(second.body);
      expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page1.entries.map((entry) => [entry.at, entry.after])).toEqual([
        ['2026-03-02T03:33:00.000Z', { name: 'Dr. Asha Rao', available: false }],
        ['2026-03-02T03:32:00.000Z', { name: 'Dr. Asha Rao', available: true }],
      ]);
      expect(page2.entries.map((entry) => [entry.at, entry.before, entry.after])).toEqual([
        [
          '2026-03-02T03:31:00.000Z',
          { name: 'Dr. Asha Rao', available: true },
          { name: 'Dr. Asha Rao', available: false },
        ],
      ]);
      expect(page2.entries[0]).toMatchObject({
        actorId: operator.id,
        actorEmail: 'desk@clinic.example',
        targetType: 'doctor',
        targetId: doctor._id,
      });
    });

    it('when the page is not a positive number, then it is a 400', async () => {
      const operator = await loginOperator(api());
      for (const query of [{ page: '0' }, { page: 'last' }, { pageSize: '1000' }]) {
        const response = await api()
          .request.get(ADMIN_API.audit)
          .query(query)
          .set(auth(operator.token))
          .expect(400);
        expectFailure(response.body, TEXTS.invalidInput);
      }
    });
  });
});
