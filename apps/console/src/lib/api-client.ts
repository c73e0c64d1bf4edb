import { TEXTS, TOKEN_HEADER } from '@clinic/contracts';
import { tokenStore } from './token-storage';

/** Any contract schema: every successful answer is checked against one. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/** A failed call; `message` is the server's text, shown to the operator as it is. */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type Body = { json: unknown } | { form: FormData } | undefined;
export type Query = Record<string, string | number | undefined>;

const UNEXPECTED_ANSWER = 'Unexpected answer from the server. Please try again.';

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function request<T>(
  method: string,
  path: string,
  schema: ResponseSchema<T>,
  body?: Body,
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = tokenStore.get();
  if (token) headers.set(TOKEN_HEADER, token);
  let payload: BodyInit | undefined;
  if (body && 'json' in body) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body.json);
  } else if (body) {
    // The browser sets the multipart boundary itself.
    payload = body.form;
  }

  const response = await fetch(path, { method, headers, body: payload });

  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ApiError(response.ok ? UNEXPECTED_ANSWER : TEXTS.internalError, response.status);
  }

  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  // An expired or revoked session: drop the token, the router sends the operator to the login.
  if (response.status === 401) tokenStore.clear();
  if (!response.ok || record.success === false) {
    const message =
      typeof record.message === 'string' && record.message ? record.message : TEXTS.internalError;
    throw new ApiError(message, response.status);
  }

  try {
    return schema.parse(data);
  } catch {
    throw new ApiError(UNEXPECTED_ANSWER, response.status);
  }
}

/** The one client for the API: same origin, JSON or multipart, the token in the `token` header. */
export const apiClient = {
  get: <T>(path: string, schema: ResponseSchema<T>, query?: Query) =>
    request('GET', withQuery(path, query), schema),
  post: <T>(path: string, schema: ResponseSchema<T>, json: unknown = {}) =>
    request('POST', path, schema, { json }),
  put: <T>(path: string, schema: ResponseSchema<T>, json: unknown) =>
    request('PUT', path, schema, { json }),
  delete: <T>(path: string, schema: ResponseSchema<T>) => request('DELETE', path, schema),
  postForm: <T>(path: string, schema: ResponseSchema<T>, form: FormData) =>
    request('POST', path, schema, { form }),
  putForm: <T>(path: string, schema: ResponseSchema<T>, form: FormData) =>
    request('PUT', path, schema, { form }),
};
