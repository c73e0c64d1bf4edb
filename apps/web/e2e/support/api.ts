import {
  API,
  blogListResponse,
  blogResponse,
  clinicConfigResponse,
  doctorListResponse,
  tokenResponse,
  seesChildrenOnly,
  type Blog,
  type BlogSummary,
  type ClinicConfig,
  type Doctor,
} from '@clinic/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import { readOtp } from './outbox';

/** Arranging through the API what a journey does not walk itself; answers parsed with contracts. */

export async function getDoctors(request: APIRequestContext): Promise<Doctor[]> {
  const answer = await request.get(API.doctorList);
  expect(answer.status()).toBe(200);
  return doctorListResponse.parse(await answer.json()).doctors;
}

/**
 * A doctor who takes appointments of an adult account holder (a paediatrician sees only a child
 * the holder books for: family.spec.ts); `index` picks another one so journeys seldom share a
 * diary. The demo data has fewer such doctors than journeys, so the count wraps round: journeys
 * run one at a time and each books a time it finds free.
 */
export async function availableDoctor(request: APIRequestContext, index = 0): Promise<Doctor> {
  const available = (await getDoctors(request)).filter(
    (doctor) => doctor.available && !seesChildrenOnly(doctor.speciality),
  );
  const doctor = available[index % available.length];
  if (!doctor) throw new Error('The demo data has no available doctor for adults');
  return doctor;
}

export async function getConfig(request: APIRequestContext): Promise<ClinicConfig> {
  const answer = await request.get(API.config);
  expect(answer.status()).toBe(200);
  return clinicConfigResponse.parse(await answer.json()).config;
}

export async function getBlogs(request: APIRequestContext): Promise<BlogSummary[]> {
  const answer = await request.get(API.blogs);
  expect(answer.status()).toBe(200);
  return blogListResponse.parse(await answer.json()).blogs;
}

export async function getBlog(request: APIRequestContext, id: string): Promise<Blog> {
  const answer = await request.get(API.blog(id));
  expect(answer.status()).toBe(200);
  return blogResponse.parse(await answer.json()).blog;
}

export interface Patient {
  name: string;
  email: string;
  password: string;
  phone: string;
}

/** A new patient's details; the e-mail is unique so that journeys never meet each other's data. */
export function newPatient(first = 'Asha'): Patient {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: `${first} Verma ${tag}`,
    email: `${first.toLowerCase()}+${tag}@example.in`,
    password: `calm river morning ${tag}`,
    phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  };
}

/**
 * Registers `patient` with the code from the outbox and answers their token; `dataDir` is the
 * store of the server `request` talks to (the main server's unless told).
 */
export async function registerPatient(
  request: APIRequestContext,
  patient: Patient,
  dataDir?: string,
): Promise<string> {
  const sent = await request.post(API.sendOtp, { data: { email: patient.email } });
  expect(sent.status()).toBe(200);
  const otp = await readOtp(patient.email, dataDir);
  const registered = await request.post(API.register, { data: { ...patient, otp, consent: true } });
  expect(registered.status()).toBe(201);
  return tokenResponse.parse(await registered.json()).token;
}
