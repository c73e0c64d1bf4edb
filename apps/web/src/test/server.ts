import {
  API,
  TEXTS,
  appointmentListResponse,
  clinicConfigResponse,
  doctorListResponse,
  messageResponse,
  profileResponse,
  type Appointment,
  type Doctor,
  type UserData,
} from '@clinic/contracts';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { buildDoctor, clinicConfig, userData } from './data';

/** The token the handlers accept as the signed-in patient's. */
export const TEST_TOKEN = 'test-token';

/** An answer as the API writes it: parsed with the contract's response schema first. */
export const answer = <T extends JsonBodyType>(
  schema: { parse(data: unknown): T },
  body: unknown,
  status = 200,
) => HttpResponse.json(schema.parse(body), { status });

export const failure = (message: string, status: number) =>
  HttpResponse.json({ success: false, message }, { status });

export const signedIn = (request: Request) => request.headers.get('token') === TEST_TOKEN;

/** What the fake API holds; each test starts from a fresh copy. */
export const db: { doctors: Doctor[]; user: UserData; appointments: Appointment[] } = {
  doctors: [],
  user: userData,
  appointments: [],
};

export function resetDb() {
  db.doctors = Array.from({ length: 12 }, (_, index) => buildDoctor(index + 1));
  db.user = userData;
  db.appointments = [];
}

/** The read-only calls every page makes; tests add the calls they exercise with server.use(). */
export const handlers = [
  http.get(API.config, () => answer(clinicConfigResponse, { success: true, config: clinicConfig })),
  http.get(API.doctorList, () =>
    answer(doctorListResponse, { success: true, doctors: db.doctors }),
  ),
  http.get(API.getProfile, ({ request }) =>
    signedIn(request)
      ? answer(profileResponse, { success: true, userData: db.user })
      : failure(TEXTS.notAuthorized, 401),
  ),
  http.get(API.appointments, ({ request }) =>
    signedIn(request)
      ? answer(appointmentListResponse, { success: true, appointments: db.appointments })
      : failure(TEXTS.notAuthorized, 401),
  ),
  http.post(API.logout, () => answer(messageResponse, { success: true, message: 'Logged out' })),
];

export const server = setupServer(...handlers);
