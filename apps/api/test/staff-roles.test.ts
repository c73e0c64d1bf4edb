/**
 * What each staff role may call, checked on the server for every operator call: allowed calls
 * get past the role check (their own answer: 200, 400 or 404), the others answer 403 with
 * TEXTS.forbidden before the request is read. A doctor reaches only their own doctor record.
 */
import {
  ADMIN_API,
  STAFF_TEXTS,
  TEXTS,
  adminAppointmentsResponse,
  adminDoctorsResponse,
} from '@clinic/contracts';
import type { StaffRole } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID, book, expectFailure } from './admin-fixtures.js';
import {
  addDoctor,
  addOperatorToken,
  addPatient,
  addStaff,
  auth,
  forEachStore,
  staffToken,
} from './support/harness.js';
import type { TestApi } from './support/harness.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface RoleCall {
  method: Method;
  path: string;
  body?: object;
  /** The roles that get past the role check; every other role answers 403. */
  allowed: StaffRole[];
}

const ALL: StaffRole[] = ['owner', 'front-desk', 'doctor'];
const DESK: StaffRole[] = ['owner', 'front-desk'];
const OWNER: StaffRole[] = ['owner'];

/** Every operator call but the logout, aimed at the doctor's own record where it takes one. */
function roleCalls(ownDoctor: string, staffMember: string): RoleCall[] {
  return [
    { method: 'get', path: ADMIN_API.me, allowed: ALL },
    { method: 'post', path: ADMIN_API.password, body: {}, allowed: ALL },
    { method: 'get', path: ADMIN_API.dashboard, allowed: DESK },
    { method: 'get', path: ADMIN_API.appointments, allowed: ALL },
    { method: 'post', path: ADMIN_API.cancelAppointment(UNKNOWN_ID), allowed: DESK },
    {
      method: 'post',
      path: ADMIN_API.recordRefund(UNKNOWN_ID),
      body: { upiReference: 'RFD1', refundedOn: '2026-03-01' },
      allowed: DESK,
    },
    {
      method: 'post',
      path: ADMIN_API.rescheduleAppointment(UNKNOWN_ID),
      body: { slotDate: '10_3_2026', slotTime: '10:00' },
      allowed: DESK,
    },
    { method: 'post', path: ADMIN_API.approvePayment(UNKNOWN_ID), allowed: DESK },
    {
      method: 'post',
      path: ADMIN_API.rejectPayment(UNKNOWN_ID),
      body: { reason: 'No such payment' },
      allowed: DESK,
    },
    {
      method: 'post',
      path: ADMIN_API.markAttendance(UNKNOWN_ID),
      body: { attendance: 'missed' },
      allowed: ALL,
    },
    { method: 'get', path: ADMIN_API.receipt(UNKNOWN_ID), allowed: DESK },
    { method: 'post', path: ADMIN_API.seriesPreview, body: {}, allowed: ALL },
    { method: 'post', path: ADMIN_API.series, body: {}, allowed: ALL },
    { method: 'post', path: ADMIN_API.cancelSeriesRest(UNKNOWN_ID), allowed: ALL },
    { method: 'get', path: ADMIN_API.patientPhoto(UNKNOWN_ID), allowed: ALL },
    {
      method: 'get',
      path: ADMIN_API.appointmentIntake(UNKNOWN_ID),
      allowed: ['owner', 'doctor'],
    },
    { method: 'get', path: ADMIN_API.safetyAlerts, allowed: ALL },
    { method: 'get', path: ADMIN_API.openSafetyAlerts, allowed: ALL },
    {
      method: 'post',
      path: ADMIN_API.safetyAlertCallBack(UNKNOWN_ID),
      body: { outcome: 'Called' },
      allowed: ALL,
    },
    { method: 'get', path: ADMIN_API.doctors, allowed: ALL },
    { method: 'post', path: ADMIN_API.doctors, body: {}, allowed: OWNER },
    {
      method: 'put',
      path: ADMIN_API.doctor(ownDoctor),
      body: { about: 'Sees adults and teenagers.' },
      allowed: ['owner', 'doctor'],
    },
    {
      method: 'post',
      path: ADMIN_API.doctorAvailability(ownDoctor),
      body: { available: true },
      allowed: ALL,
    },
    {
      method: 'put',
      path: ADMIN_API.doctorBlockedSlots(ownDoctor),
      body: { date: '10_3_2026', times: [] },
      allowed: ALL,
    },
    { method: 'post', path: ADMIN_API.blogs, body: {}, allowed: DESK },
    { method: 'put', path: ADMIN_API.blog(UNKNOWN_ID), body: {}, allowed: DESK },
    { method: 'delete', path: ADMIN_API.blog(UNKNOWN_ID), allowed: DESK },
    { method: 'get', path: ADMIN_API.messages, allowed: DESK },
    { method: 'post', path: ADMIN_API.readMessage(UNKNOWN_ID), allowed: DESK },
    { method: 'get', path: ADMIN_API.audit, allowed: OWNER },
    { method: 'get', path: ADMIN_API.dataRequests, allowed: OWNER },
    { method: 'get', path: ADMIN_API.staff, allowed: OWNER },
    { method: 'post', path: ADMIN_API.staffInvitations, body: {}, allowed: OWNER },
    { method: 'delete', path: ADMIN_API.staffInvitation(UNKNOWN_ID), allowed: OWNER },
    {
      method: 'patch',
      path: ADMIN_API.staffMember(staffMember),
      body: { disabled: false },
      allowed: OWNER,
    },
    { method: 'post', path: ADMIN_API.staffSecondFactorReset(staffMember), allowed: OWNER },
    { method: 'post', path: ADMIN_API.staffPasswordChange(staffMember), allowed: OWNER },
    { method: 'get', path: ADMIN_API.socialLinks, allowed: OWNER },
    { method: 'put', path: ADMIN_API.socialLinks, body: { links: [] }, allowed: OWNER },
    { method: 'post', path: ADMIN_API.reconciliation, allowed: DESK },
    {
      method: 'post',
      path: ADMIN_API.reconciliationApprove,
      body: { payments: [{ appointmentId: UNKNOWN_ID, transactionId: 'UPI1', amount: 800 }] },
      allowed: DESK,
    },
  ];
}

function call(api: TestApi, token: string, { method, path, body }: RoleCall) {
  const request = api.request[method](path).set(auth(token));
  return body ? request.send(body) : request;
}

async function doctorWithToken(api: TestApi) {
  const own = await addDoctor(api, { name: 'Dr. Asha Rao' });
  const other = await addDoctor(api, { name: 'Dr. Vikram Menon' });
  const token = await addOperatorToken(api, 'doctor', own._id);
  return { own, other, token };
}

forEachStore((api) => {
  describe('staff roles', () => {
    it.each(ALL)(
      'when a %s makes every operator call, then exactly the calls of their role pass the role check',
      async (role) => {
        const { own, token: doctorToken } = await doctorWithToken(api());
        const token = role === 'doctor' ? doctorToken : await addOperatorToken(api(), role);
        const member = await addStaff(api(), { role: 'front-desk' });

        const seen: [string, string][] = [];
        for (const roleCall of roleCalls(own._id, member.id)) {
          const response = await call(api(), token, roleCall);
          const expected = roleCall.allowed.includes(role);
          seen.push([
            `${roleCall.method} ${roleCall.path}`,
            response.status === 403 ? 'forbidden' : 'allowed',
          ]);
          if (!expected) expectFailure(response.body, TEXTS.forbidden);
          else expect(response.status, `${roleCall.method} ${roleCall.path}`).toBeLessThan(500);
        }
        expect(seen).toEqual(
          roleCalls(own._id, member.id).map((roleCall) => [
            `${roleCall.method} ${roleCall.path}`,
            roleCall.allowed.includes(role) ? 'allowed' : 'forbidden',
          ]),
        );
      },
    );

    it("when a doctor lists appointments or doctors, then only their own show, and another doctor's are a 403", async () => {
      const { own, other, token } = await doctorWithToken(api());
      const patient = await addPatient(api(), 'Priya Sharma');
      await book(api(), patient, own._id, '3_3_2026', '10:00');
      await book(api(), patient, other._id, '3_3_2026', '11:00');

      const list = adminAppointmentsResponse.parse(
        (await api().request.get(ADMIN_API.appointments).set(auth(token)).expect(200)).body,
      );
      expect(list.appointments.map((appointment) => appointment.docId)).toEqual([own._id]);
      expect(list.appointments[0]?.userData.name).toBe('Priya Sharma');
      const doctors = adminDoctorsResponse.parse(
        (await api().request.get(ADMIN_API.doctors).set(auth(token)).expect(200)).body,
      );
      expect(doctors.doctors.map((doctor) => doctor._id)).toEqual([own._id]);

      const foreign = await api()
        .request.get(ADMIN_API.appointments)
        .query({ docId: other._id })
        .set(auth(token))
        .expect(403);
      expectFailure(foreign.body, TEXTS.forbidden);
    });

    it('when a doctor blocks times or edits a profile, then only their own diary and own text change; other fields and other doctors are a 403', async () => {
      const { own, other, token } = await doctorWithToken(api());

      await api()
        .request.put(ADMIN_API.doctorBlockedSlots(own._id))
        .set(auth(token))
        .send({ date: '10_3_2026', times: ['10:00'] })
        .expect(200);
      await api()
        .request.put(ADMIN_API.doctor(own._id))
        .set(auth(token))
        .send({ about: 'Sees adults and teenagers.' })
        .expect(200);
      for (const forbidden of [
        api()
          .request.put(ADMIN_API.doctorBlockedSlots(other._id))
          .send({ date: '10_3_2026', times: ['10:00'] }),
        api().request.post(ADMIN_API.doctorAvailability(other._id)).send({ available: false }),
        api().request.put(ADMIN_API.doctor(other._id)).send({ about: 'Not mine.' }),
        api().request.put(ADMIN_API.doctor(own._id)).send({ fees: '1', about: 'Cheaper.' }),
      ]) {
        const response = await forbidden.set(auth(token)).expect(403);
        expectFailure(response.body, TEXTS.forbidden);
      }

      const [mine, theirs] = await Promise.all([
        api().store.doctors.findById(own._id),
        api().store.doctors.findById(other._id),
      ]);
      expect(mine?.about).toBe('Sees adults and teenagers.');
      expect(mine?.blockedSlots).toEqual([{ date: '10_3_2026', times: ['10:00'] }]);
      expect(mine?.fees).toBe(own.fees);
      expect(theirs).toMatchObject({ about: other.about, blockedSlots: [], available: true });
    });

    it('when the owner requires a new password, then every call but me, logout and the password change is a 403 until it is changed', async () => {
      const member = await addStaff(api(), { role: 'front-desk', password: 'old desk password' });
      await api().store.operators.update(member.id, { mustChangePassword: true });
      const token = await staffToken(api(), member.id);

      const blocked = await api().request.get(ADMIN_API.appointments).set(auth(token)).expect(403);
      expectFailure(blocked.body, STAFF_TEXTS.passwordChangeRequired);
      const me = await api().request.get(ADMIN_API.me).set(auth(token)).expect(200);
      expect(me.body.operator.mustChangePassword).toBe(true);
      await api()
        .request.post(ADMIN_API.password)
        .set(auth(token))
        .send({ currentPassword: 'old desk password', newPassword: 'a fresh desk password' })
        .expect(200);
      await api().request.get(ADMIN_API.appointments).set(auth(token)).expect(200);
    });

    it('when an account is switched off, then its open session answers 401 at the next call', async () => {
      const member = await addStaff(api(), { role: 'front-desk' });
      const token = await staffToken(api(), member.id);
      await api().request.get(ADMIN_API.me).set(auth(token)).expect(200);

      await api().store.operators.update(member.id, { disabled: true });

      const response = await api().request.get(ADMIN_API.me).set(auth(token)).expect(401);
      expectFailure(response.body, TEXTS.notAuthorized);
    });
  });
});

describe('the role table', () => {
  it('when the calls are listed, then every /api/admin call but the login steps, set-up, joining and logout is in it', () => {
    const listed = new Set(
      roleCalls(':own', ':member').map((roleCall) => roleCall.path.split('/')[3]),
    );
    const paths = Object.values(ADMIN_API).map(
      (path) => (typeof path === 'function' ? path(':id') : path).split('/')[3],
    );
    const outside = new Set(['login', 'setup', 'invitations', 'logout']);
    expect(paths.filter((path) => !outside.has(path ?? '') && !listed.has(path))).toEqual([]);
  });
});
