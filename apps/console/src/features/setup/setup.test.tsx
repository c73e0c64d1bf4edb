import {
  ADMIN_API,
  STAFF_TEXTS,
  TEXTS,
  type SetupRequest,
  type SetupStatusResponse,
} from '@clinic/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/render';
import { failure, server } from '../../test/server';

/** The set-up status and the set-up call; the latter answers as given and records its bodies. */
function setupServer(needed: boolean, answer: () => Response) {
  const sent: SetupRequest[] = [];
  server.use(
    http.get(ADMIN_API.setup, () =>
      HttpResponse.json<SetupStatusResponse>({ success: true, needed }),
    ),
    http.post(ADMIN_API.setup, async ({ request }) => {
      sent.push((await request.json()) as SetupRequest);
      return answer();
    }),
  );
  return sent;
}

async function fill(password = 'lanterns along the river') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Set-up code'), 'f3a9-22c1');
  await user.type(screen.getByLabelText('Your name'), 'Meera Nair');
  await user.type(screen.getByLabelText('Email'), 'Owner@Clinic.test');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Set up the clinic' }));
  return user;
}

describe('setting up a new clinic', () => {
  it('while the clinic has no owner, then the login offers the set-up', async () => {
    setupServer(true, () => HttpResponse.json({ success: true, message: STAFF_TEXTS.setupDone }));
    const user = userEvent.setup();
    renderConsole('/login');

    await user.click(await screen.findByRole('link', { name: 'Setting up a new clinic?' }));

    expect(await screen.findByRole('heading', { name: 'Set up the clinic' })).toBeInTheDocument();
  });

  it('once the clinic has an owner, then the login does not offer it', async () => {
    setupServer(false, () => HttpResponse.json({ success: true, message: STAFF_TEXTS.setupDone }));
    const { queryClient } = renderConsole('/login');

    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryState(['setup-status'])?.status).toBe('success'),
    );
    expect(
      screen.queryByRole('link', { name: 'Setting up a new clinic?' }),
    ).not.toBeInTheDocument();
  });

  it('makes the first owner and goes to the login with the server’s message', async () => {
    const sent = setupServer(true, () =>
      HttpResponse.json({ success: true, message: STAFF_TEXTS.setupDone }, { status: 201 }),
    );
    const { router } = renderConsole('/setup');

    await fill();

    expect(await screen.findByRole('status')).toHaveTextContent(STAFF_TEXTS.setupDone);
    expect(screen.getByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sent).toEqual([
      {
        setupCode: 'f3a9-22c1',
        name: 'Meera Nair',
        email: 'owner@clinic.test',
        password: 'lanterns along the river',
      },
    ]);
  });

  it.each([
    ['the code is wrong', () => failure('setupCodeWrong', 403), STAFF_TEXTS.setupCodeWrong],
    ['an owner exists', () => failure('setupNotNeeded', 409), STAFF_TEXTS.setupNotNeeded],
    [
      'the password is too common',
      () => failure('passwordCommon', 400, { errors: { password: TEXTS.passwordCommon } }),
      TEXTS.passwordCommon,
    ],
  ])('when %s, then the server’s text shows and the form stays', async (_, answer, text) => {
    setupServer(true, answer);
    renderConsole('/setup');

    await fill();

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { name: 'Set up the clinic' })).toBeInTheDocument();
  });

  it('when the password is short, then the field says so and nothing is sent', async () => {
    const sent = setupServer(true, () => HttpResponse.json({ success: true, message: '' }));
    renderConsole('/setup');

    await fill('short');

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(TEXTS.passwordTooShort),
    );
    expect(sent).toEqual([]);
  });
});
