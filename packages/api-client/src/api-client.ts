import { CLIENT_FAILURE_TEXTS, TOKEN_HEADER } from '@clinic/contracts';
import type { ErrorParams } from '@clinic/contracts';

/**
 * A contract schema that checks a successful answer. Optional: the patient site's pages on the
 * performance budget (home, doctors, booking) call without one, since parsing would pull zod
 * (about 25 KB gzipped, and its start-up work) into them; the API's tests parse those same
 * answers with the contract schemas. The console passes one on every call.
 */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/** Where the session token lives; each app keeps its own under its own storage key. */
export interface TokenStore {
  get(): string | null;
  clear(): void;
}

/** What a failure carries besides its message and status. */
export interface ApiErrorDetails {
  /** The contact endpoint's `error` field (docs/decisions.md, Wire conventions). */
  field?: string | undefined;
  /** The server's stable `code`: a key of TEXTS or a composed message's code. */
  code?: string | undefined;
  /** The values a composed message was made from. */
  params?: ErrorParams | undefined;
}

/**
 * A failed call: `message` is the server's text, shown as it is (docs/product.md); `code` and
 * `params` let an app word it in the reader's language. A failure that never reached the server,
 * or an answer without a code, has no code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly code: string | undefined;
  readonly params: ErrorParams | undefined;

  constructor(message: string, status: number, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = details.field;
    this.code = details.code;
    this.params = details.params;
  }
}

/** Search parameters; undefined and empty values are left out of the address. */
export type Query = Record<string, string | number | undefined>;

type Body = { json: unknown } | { form: FormData } | undefined;

/** A file the server sent to be saved (a receipt, say), with the name it gave the file. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

function readText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** `params` when it is an object of strings and numbers, as the contracts' errorResponse says. */
function readParams(value: unknown): ErrorParams | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, item]) => typeof item === 'string' || typeof item === 'number')
    ? (Object.fromEntries(entries) as ErrorParams)
    : undefined;
}

/** The name in `Content-Disposition: attachment; filename="receipt-R-000001.pdf"`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The one client for the API: same origin, JSON or multipart, the token in the `token` header. */
export function createApiClient({ tokenStore }: { tokenStore: TokenStore }) {
  function headersFor(accept: string): Headers {
    const headers = new Headers({ Accept: accept });
    const token = tokenStore.get();
    if (token) headers.set(TOKEN_HEADER, token);
    return headers;
  }

  /** The server's failure as an ApiError; a 401 also drops the token. */
  function failure(response: Response, data: unknown): ApiError {
    const record =
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    // An expired or revoked session: drop the token so the app shows the signed-out view.
    if (response.status === 401) tokenStore.clear();
    const field = readText(record.error);
    const message = readText(record.message) ?? field;
    // An answer that names no problem stands for the client's own internalError, and says so.
    return new ApiError(message ?? CLIENT_FAILURE_TEXTS.internalError, response.status, {
      field,
      code: readText(record.code) ?? (message === undefined ? 'internalError' : undefined),
      params: readParams(record.params),
    });
  }

  async function request<T>(
    method: string,
    path: string,
    schema?: ResponseSchema<T>,
    body?: Body,
  ): Promise<T> {
    const headers = headersFor('application/json');
    let payload: BodyInit | undefined;
    if (body && 'json' in body) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body.json);
    } else if (body) {
      // The browser sets the multipart boundary itself.
      payload = body.form;
    }

    // A network failure rejects here with the browser's own message, shown as is
    // (docs/product.md, Loading and errors).
    const response = await fetch(path, { method, headers, body: payload });

    let data: unknown;
    try {
      data = await response.json();
    } catch {
      const code = response.ok ? 'unexpectedAnswer' : 'internalError';
      throw new ApiError(CLIENT_FAILURE_TEXTS[code], response.status, { code });
    }

    if (!response.ok || (data as { success?: unknown } | null)?.success === false)
      throw failure(response, data);

    if (!schema) return data as T;
    try {
      return schema.parse(data);
    } catch {
      throw new ApiError(CLIENT_FAILURE_TEXTS.unexpectedAnswer, response.status, {
        code: 'unexpectedAnswer',
      });
    }
  }

  /** A file to save; a failure answers JSON and throws as any call's does. */
  async function getFile(path: string): Promise<DownloadedFile> {
    const response = await fetch(path, { method: 'GET', headers: headersFor('*/*') });
    if (!response.ok) throw failure(response, await response.json().catch(() => null));
    return {
      blob: await response.blob(),
      fileName: fileNameOf(
        response.headers.get('Content-Disposition'),
        path.split('/').pop() ?? '',
      ),
    };
  }

  return {
    get: <T>(path: string, schema?: ResponseSchema<T>, query?: Query) =>
      request<T>('GET', withQuery(path, query), schema),
    post: <T>(path: string, schema?: ResponseSchema<T>, json: unknown = {}) =>
      request<T>('POST', path, schema, { json }),
    put: <T>(path: string, schema: ResponseSchema<T> | undefined, json: unknown) =>
      request<T>('PUT', path, schema, { json }),
    patch: <T>(path: string, schema: ResponseSchema<T> | undefined, json: unknown) =>
      request<T>('PATCH', path, schema, { json }),
    delete: <T>(path: string, schema?: ResponseSchema<T>) => request<T>('DELETE', path, schema),
    postForm: <T>(path: string, schema: ResponseSchema<T> | undefined, form: FormData) =>
      request<T>('POST', path, schema, { form }),
    putForm: <T>(path: string, schema: ResponseSchema<T> | undefined, form: FormData) =>
      request<T>('PUT', path, schema, { form }),
    getFile,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The same client seen with a schema required on every call: an app that checks every answer
 * (the console) types its instance with this, so a call without a schema does not compile.
 */
export interface CheckedApiClient {
  get<T>(path: string, schema: ResponseSchema<T>, query?: Query): Promise<T>;
  post<T>(path: string, schema: ResponseSchema<T>, json?: unknown): Promise<T>;
  put<T>(path: string, schema: ResponseSchema<T>, json: unknown): Promise<T>;
  patch<T>(path: string, schema: ResponseSchema<T>, json: unknown): Promise<T>;
  delete<T>(path: string, schema: ResponseSchema<T>): Promise<T>;
  postForm<T>(path: string, schema: ResponseSchema<T>, form: FormData): Promise<T>;
  putForm<T>(path: string, schema: ResponseSchema<T>, form: FormData): Promise<T>;
  getFile(path: string): Promise<DownloadedFile>;
}
