import { ADMIN_API, API, TEXTS, TOKEN_HEADER, composedText } from '@clinic/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ResponseSchema } from './api-client.js';

const TOKEN = 'session-token';

interface Sent {
  url: string;
  method: string;
  token: string | null;
  type: string | null;
  body: BodyInit | null | undefined;
}

/** An in-memory token store, as the apps' storage modules would hold one. */
function memoryTokenStore(initial: string | null) {
  let token = initial;
  return {
    get: () => token,
    clear: () => {
      token = null;
    },
  };
}

/** Stubs fetch with one answer (a fresh copy for every call) and records what was sent. */
function answerWith(response: Response | Error): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({
        url,
        method: init.method ?? 'GET',
        token: headers.get(TOKEN_HEADER),
        type: headers.get('content-type'),
        body: init.body,
      });
      if (response instanceof Error) throw response;
      return response.clone();
    }),
  );
  return sent;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A hand-written schema: this package stays free of zod. */
const greeting: ResponseSchema<{ success: true; text: string }> = {
  parse(data) {
    const record = data as Record<string, unknown>;
    if (record.success !== true || typeof record.text !== 'string') throw new Error('mismatch');
    return { success: true, text: record.text };
  },
};

let tokenStore: ReturnType<typeof memoryTokenStore>;
let client: ReturnType<typeof createApiClient>;

beforeEach(() => {
  tokenStore = memoryTokenStore(TOKEN);
  client = createApiClient({ tokenStore });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createApiClient', () => {
  it('when the answer matches the schema, then the parsed answer is returned', async () => {
    const sent = answerWith(json({ success: true, text: 'hello', extra: 1 }));

    await expect(client.get('/api/greeting', greeting)).resolves.toEqual({
      success: true,
      text: 'hello',
    });
    expect(sent).toEqual([
      { url: '/api/greeting', method: 'GET', token: TOKEN, type: null, body: undefined },
    ]);
  });

  it('when no schema is given, then the answer is returned as it came', async () => {
    answerWith(json({ success: true, doctors: [] }));

    await expect(client.get(API.doctorList)).resolves.toEqual({ success: true, doctors: [] });
  });

  it('sends the token in the "token" header and JSON bodies', async () => {
    const sent = answerWith(json({ success: true, message: 'ok' }));

    await client.post(API.cancelAppointment, undefined, { appointmentId: 'a' });

    expect(sent).toEqual([
      {
        url: API.cancelAppointment,
        method: 'POST',
        token: TOKEN,
        type: 'application/json',
        body: JSON.stringify({ appointmentId: 'a' }),
      },
    ]);
  });

  it('when a post has no body, then it sends an empty JSON object', async () => {
    const sent = answerWith(json({ success: true }));

    await client.post(API.econtact);

    expect(sent[0]?.body).toBe('{}');
  });

  it('when no one is signed in, then no token header is sent', async () => {
    tokenStore.clear();
    const sent = answerWith(json({ success: true }));

    await client.get(API.doctorList);

    expect(sent[0]?.token).toBeNull();
  });

  it('puts and patches JSON and deletes with the right methods', async () => {
    const sent = answerWith(json({ success: true }));

    await client.put(ADMIN_API.doctor('d1'), undefined, { fees: 800 });
    await client.patch(ADMIN_API.staffMember('s1'), undefined, { disabled: true });
    await client.delete(ADMIN_API.doctor('d1'));

    expect(sent.map(({ method, type, body }) => ({ method, type, body }))).toEqual([
      { method: 'PUT', type: 'application/json', body: '{"fees":800}' },
      { method: 'PATCH', type: 'application/json', body: '{"disabled":true}' },
      { method: 'DELETE', type: null, body: undefined },
    ]);
  });

  it('sends forms as they are, leaving the multipart type to the browser', async () => {
    const sent = answerWith(json({ success: true }));
    const form = new FormData();
    form.set('name', 'Dr. Rao');

    await client.postForm(ADMIN_API.doctors, undefined, form);
    await client.putForm(ADMIN_API.doctor('d1'), undefined, form);

    expect(sent.map(({ method, type, body }) => ({ method, type, body }))).toEqual([
      { method: 'POST', type: null, body: form },
      { method: 'PUT', type: null, body: form },
    ]);
  });

  it('writes the query into the address, leaving out empty and undefined values', async () => {
    const sent = answerWith(json({ success: true }));

    await client.get(ADMIN_API.appointments, undefined, {
      status: 'pending',
      page: 2,
      doctorId: undefined,
      search: '',
    });
    await client.get(ADMIN_API.appointments, undefined, { search: '' });

    expect(sent.map(({ url }) => url)).toEqual([
      `${ADMIN_API.appointments}?status=pending&page=2`,
      ADMIN_API.appointments,
    ]);
  });

  it("when the server fails, then it throws the server's message with the status", async () => {
    answerWith(json({ success: false, message: TEXTS.tooManyRequests }, 429));

    const error = await client.get(API.doctorList, greeting).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      message: TEXTS.tooManyRequests,
      status: 429,
      field: undefined,
      code: undefined,
    });
  });

  it("when the server fails with a code and params, then both are kept for the reader's language", async () => {
    const params = { cutoffHours: 24, phone: '+91 98765 43210' };
    answerWith(
      json(
        {
          success: false,
          message: composedText('changeByPhone', { cutoffHours: 24, phone: params.phone }),
          code: 'changeByPhone',
          params,
        },
        409,
      ),
    );

    await expect(client.post(API.cancelAppointment)).rejects.toMatchObject({
      message: composedText('changeByPhone', { cutoffHours: 24, phone: params.phone }),
      status: 409,
      code: 'changeByPhone',
      params,
    });
  });

  it("when the server fails with a fixed text, then its code is the text's key", async () => {
    answerWith(json({ success: false, message: TEXTS.slotTaken, code: 'slotTaken' }, 409));

    const error = await client.post(API.bookAppointment).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ message: TEXTS.slotTaken, code: 'slotTaken', params: undefined });
  });

  it('when a 200 answer says success false, then it is a failure', async () => {
    answerWith(json({ success: false, message: TEXTS.notAuthorized }));

    await expect(client.get(API.doctorList)).rejects.toMatchObject({
      message: TEXTS.notAuthorized,
      status: 200,
    });
  });

  it('when the answer carries an error field, then it is kept for the contact form', async () => {
    answerWith(
      json({ success: false, message: 'Invalid input', error: TEXTS.contactInvalidEmail }, 400),
    );

    await expect(client.post(API.econtact)).rejects.toMatchObject({
      message: 'Invalid input',
      status: 400,
      field: TEXTS.contactInvalidEmail,
    });
  });

  it('when a failure has only an error field, then that is the message too', async () => {
    answerWith(json({ success: false, error: TEXTS.contactInvalidEmail }, 400));

    await expect(client.post(API.econtact)).rejects.toMatchObject({
      message: TEXTS.contactInvalidEmail,
      field: TEXTS.contactInvalidEmail,
    });
  });

  it('when a failure carries no text, then the generic message is thrown', async () => {
    answerWith(json({ success: false, message: '  ' }, 500));

    await expect(client.get(API.doctorList)).rejects.toMatchObject({
      message: TEXTS.internalError,
      code: 'internalError',
      status: 500,
    });
  });

  it('when a failed answer is not JSON, then the generic message is thrown', async () => {
    answerWith(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(client.get(API.doctorList)).rejects.toMatchObject({
      message: TEXTS.internalError,
      code: 'internalError',
      status: 502,
    });
  });

  it('when a successful answer is not JSON, then it is refused as unexpected', async () => {
    answerWith(new Response('<html>Welcome</html>', { status: 200 }));

    await expect(client.get(API.doctorList)).rejects.toMatchObject({
      message: TEXTS.unexpectedAnswer,
      code: 'unexpectedAnswer',
      status: 200,
    });
  });

  it('when the answer breaks the contract, then it is refused', async () => {
    answerWith(json({ success: true, text: 1 }));

    await expect(client.get('/api/greeting', greeting)).rejects.toMatchObject({
      message: TEXTS.unexpectedAnswer,
      code: 'unexpectedAnswer',
      status: 200,
    });
  });

  it('when the network fails, then the error keeps its own message', async () => {
    answerWith(new TypeError('Failed to fetch'));

    await expect(client.get(API.doctorList)).rejects.toThrow('Failed to fetch');
  });

  it('when the server answers 401, then the token is dropped', async () => {
    answerWith(json({ success: false, message: TEXTS.notAuthorized }, 401));

    await expect(client.get(API.getProfile)).rejects.toMatchObject({
      message: TEXTS.notAuthorized,
      status: 401,
    });
    expect(tokenStore.get()).toBeNull();
  });

  it('when a file is asked for, then its bytes come back with the name the server gave it', async () => {
    const sent = answerWith(
      new Response(new Uint8Array([37, 80, 68, 70]), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="receipt-R-000001.pdf"',
        },
      }),
    );

    const file = await client.getFile(API.receipt('a1'));

    expect(file.fileName).toBe('receipt-R-000001.pdf');
    expect(file.blob.size).toBe(4);
    expect(sent).toEqual([
      { url: API.receipt('a1'), method: 'GET', token: TOKEN, type: null, body: undefined },
    ]);
  });

  it("when a file cannot be had, then it throws the server's message, and a 401 drops the token", async () => {
    answerWith(json({ success: false, message: 'Not paid yet' }, 409));
    await expect(client.getFile(API.receipt('a1'))).rejects.toMatchObject({
      message: 'Not paid yet',
      status: 409,
    });
    expect(tokenStore.get()).toBe(TOKEN);

    answerWith(json({ success: false, message: TEXTS.notAuthorized }, 401));
    await expect(client.getFile(API.receipt('a1'))).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
  });

  it('when the server answers 403, then the token is kept', async () => {
    answerWith(json({ success: false, message: TEXTS.notAuthorized }, 403));

    await expect(client.get(API.getProfile)).rejects.toThrow(TEXTS.notAuthorized);
    expect(tokenStore.get()).toBe(TOKEN);
  });
});
