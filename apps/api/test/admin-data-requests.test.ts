import { ADMIN_API, API, TEXTS, adminDataRequestsResponse } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { expectFailure, loginOperator } from './admin-fixtures.js';
import { PATIENT_PASSWORD, addPatient, auth, forEachStore } from './support/harness.js';

forEachStore((api) => {
  describe('GET /api/admin/data-requests', () => {
    it('when patients asked for their data and erasure, then the operator sees the requests newest first, page by page', async () => {
      const operator = await loginOperator(api());
      const priya = await addPatient(api(), 'Priya Sharma');
      const ravi = await addPatient(api(), 'Ravi Kumar');
      await api().request.get(API.myData).set(auth(priya.token)).expect(200);
      api().clock.advance(60_000);
      await api().request.get(API.myData).set(auth(ravi.token)).expect(200);
      api().clock.advance(60_000);
      await api()
        .request.post(API.deleteAccount)
        .set(auth(priya.token))
        .send({ password: PATIENT_PASSWORD })
        .expect(200);

      const first = await api()
        .request.get(ADMIN_API.dataRequests)
        .query({ pageSize: 2 })
        .set(auth(operator.token))
        .expect(200);
      const second = await api()
        .request.get(ADMIN_API.dataRequests)
        .query({ page: 2, pageSize: 2 })
        .set(auth(operator.token))
        .expect(200);

      expect(first.headers['cache-control']).toBe('no-store');
      const page1 = adminDataRequestsResponse.parse(first.body);
      const page2 = adminDataRequestsResponse.parse(second.body);
      expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page1.requests.map(({ kind, patientId, at }) => [kind, patientId, at])).toEqual([
        ['erasure', priya.id, '2026-03-02T03:32:00.000Z'],
        ['export', ravi.id, '2026-03-02T03:31:00.000Z'],
      ]);
      expect(page2.requests.map(({ kind, patientId }) => [kind, patientId])).toEqual([
        ['export', priya.id],
      ]);
    });

    it('when a patient token is sent, then it is a 403; without a token, a 401', async () => {
      const priya = await addPatient(api());
      const forbidden = await api()
        .request.get(ADMIN_API.dataRequests)
        .set(auth(priya.token))
        .expect(403);
      expectFailure(forbidden.body, TEXTS.forbidden);
      await api().request.get(ADMIN_API.dataRequests).expect(401);
    });

    it('when the page is not a positive number, then it is a 400', async () => {
      const operator = await loginOperator(api());
      for (const query of [{ page: '0' }, { page: 'last' }, { pageSize: '1000' }]) {
        const response = await api()
          .request.get(ADMIN_API.dataRequests)
          .query(query)
          .set(auth(operator.token))
          .expect(400);
        expectFailure(response.body, TEXTS.invalidInput);
      }
    });
  });
});
