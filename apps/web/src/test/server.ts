import {
  API,
  TEXTS,
  appointmentListResponse,
  clinicConfigResponse,
  consentsResponse,
  doctorListResponse,
  familyMembersResponse,
  messageResponse,
  PRIVACY_NOTICE_VERSION,
  RECEIPT_TEXTS,
  errorResponse,
  profileResponse,
  type Appointment,
  type ConsentRecord,
  type Doctor,
  type FamilyMember,
  type UserData,
  type WaitlistResponse,
  waitlistResponse,
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

/** The fixed texts a failure may carry, by their `code` (the API's precedence: TEXTS last). */
const FAILURE_TEXTS = { ...RECEIPT_TEXTS, ...TEXTS };

/** A failure as the API writes it: the fixed text of `code`, and the code beside it. */
export const failure = (code: keyof typeof FAILURE_TEXTS, status: number) =>
  answer(errorResponse, { success: false, message: FAILURE_TEXTS[code], code }, status);

export const signedIn = (request: Request) => request.headers.get('token') === TEST_TOKEN;

/** What the fake API holds; each test starts from a fresh copy. */
export const db: {
  doctors: Doctor[];
  user: UserData;
  appointments: Appointment[];
  consents: ConsentRecord[];
  family: FamilyMember[];
  waitlist: Pick<WaitlistResponse, 'entries' | 'offers'>;
} = {
  doctors: [],
  user: userData,
  appointments: [],
  consents: [],
  family: [],
  waitlist: { entries: [], offers: [] },
};

export function resetDb() {
  db.doctors = Array.from({ length: 12 }, (_, index) => buildDoctor(index + 1));
  db.user = userData;
  db.appointments = [];
  db.family = [];
  db.waitlist = { entries: [], offers: [] };
  db.consents = [
    {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      purposes: ['care'],
      givenAt: '2026-03-01T04:30:00.000Z',
    },
  ];
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
      : failure('notAuthorized', 401),
  ),
  http.get(API.appointments, ({ request }) =>
    signedIn(request)
      ? answer(appointmentListResponse, { success: true, appointments: db.appointments })
      : failure('notAuthorized', 401),
  ),
  http.get(API.waitlist, ({ request }) =>
    signedIn(request)
      ? answer(waitlistResponse, { success: true, ...db.waitlist })
      : failure('notAuthorized', 401),
  ),
  http.post(API.logout, () => answer(messageResponse, { success: true, message: 'Logged out' })),
  http.get(API.consents, ({ request }) =>
    signedIn(request)
      ? answer(consentsResponse, { success: true, consents: db.consents })
      : failure('notAuthorized', 401),
  ),
  http.get(API.familyMembers, ({ request }) =>
    signedIn(request)
      ? answer(familyMembersResponse, { success: true, members: db.family })
      : failure('notAuthorized', 401),
  ),
];

export const server = setupServer(...handlers);
