import { API, doctorListResponse, TEXTS } from '@clinic/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failure, server, TEST_TOKEN } from '../test/server';
import { ApiError, apiClient } from './api-client';
import { tokenStore } from './storage';

describe('apiClient', () => {
  it('sends the token in the "token" header and JSON bodies', async () => {
    tokenStore.set(TEST_TOKEN);
    let seen: { token: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post(API.cancelAppointment, async ({ request }) => {
        seen = {
          token: request.headers.get('token'),
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
    );

    await apiClient.post(API.cancelAppointment, undefined, { appointmentId: 'a' });

    expect(seen).toEqual({
      token: TEST_TOKEN,
      type: 'application/json',
      body: { appointmentId: 'a' },
    });
  });

  it("when the server fails, then it throws the server's message with the status", async () => {
    server.use(http.get(API.doctorList, () => failure(TEXTS.tooManyRequests, 429)));

    const error = await apiClient
      .get(API.doctorList, doctorListResponse)
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: TEXTS.tooManyRequests, status: 429 });
  });

  it('when the answer carries an error field, then it is kept for the contact form', async () => {
    server.use(
      http.post(API.econtact, () =>
        HttpResponse.json(
          { success: false, message: 'Invalid input', error: TEXTS.contactInvalidEmail },
          { status: 400 },
        ),
      ),
    );
    await expect(apiClient.post(API.econtact)).rejects.toMatchObject({
      message: 'Invalid input',
      field: TEXTS.contactInvalidEmail,
    });
  });

  it('when the answer is not JSON, then a generic message is thrown', async () => {
    server.use(
      http.get(API.doctorList, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(apiClient.get(API.doctorList)).rejects.toMatchObject({
      message: TEXTS.internalError,
      status: 502,
    });
  });

  it('when the answer breaks the contract, then it is refused', async () => {
    server.use(
      http.get(API.doctorList, () => HttpResponse.json({ success: true, doctors: [{ name: 1 }] })),
    );
    await expect(apiClient.get(API.doctorList, doctorListResponse)).rejects.toThrow(
      'Unexpected answer from the server. Please try again.',
    );
  });

  it('when the network fails, then the error keeps its own message', async () => {
    server.use(http.get(API.doctorList, () => HttpResponse.error()));
    await expect(apiClient.get(API.doctorList)).rejects.toThrow('Failed to fetch');
  });

  it('when the server answers 401, then the token is dropped', async () => {
    tokenStore.set(TEST_TOKEN);
    server.use(http.get(API.getProfile, () => failure(TEXTS.notAuthorized, 401)));

    await expect(apiClient.get(API.getProfile)).rejects.toThrow(TEXTS.notAuthorized);
    expect(tokenStore.get()).toBeNull();
  });
});
