import {
  API,
  loginRequest,
  messageResponse,
  PRIVACY_NOTICE_VERSION,
  registerRequest,
  sendOtpRequest,
  TEXTS,
  tokenResponse,
} from '@clinic/contracts';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../lib/storage';
import { answer, failure, server, TEST_TOKEN } from '../../test/server';
import { renderApp } from '../../test/render';

const submit = (name: string) => screen.getByRole('button', { name });

function acceptSignUp() {
  const calls: { sendOtp: unknown[]; register: unknown[] } = { sendOtp: [], register: [] };
  server.use(
    http.post(API.sendOtp, async ({ request }) => {
      calls.sendOtp.push(sendOtpRequest.parse(await request.json()));
      return answer(messageResponse, { success: true, message: 'Code sent' });
    }),
    http.post(API.register, async ({ request }) => {
      calls.register.push(registerRequest.parse(await request.json()));
      return answer(tokenResponse, { success: true, token: TEST_TOKEN, message: TEXTS.registered });
    }),
  );
  return calls;
}

async function openSignUp() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { name: TEXTS.createAccount });
  return view;
}

async function fillSignUp(user: ReturnType<typeof renderApp>['user'], phone = '9876543210') {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Password'), 'a calm river at dawn');
  await user.type(screen.getByLabelText('Phone'), phone);
  await user.click(screen.getByRole('checkbox', { name: CONSENT }));
}

const CONSENT = 'I agree to the privacy notice and to the clinic using my details to care for me.';

describe('/login: sign-up', () => {
  it('when the privacy notice is not agreed to, then no code is sent and the box says why', async () => {
    const calls = acceptSignUp();
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'a calm river at dawn');
    await user.type(screen.getByLabelText('Phone'), '9876543210');

    await user.click(submit(TEXTS.sendOtp));

    const consent = screen.getByRole('checkbox', { name: CONSENT });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription(TEXTS.consentRequired);
    expect(calls.sendOtp).toEqual([]);
    expect(screen.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('when the optional news box is ticked too, then the account records it apart from the consent', async () => {
    const calls = acceptSignUp();
    const { user } = await openSignUp();
    await fillSignUp(user);
    await user.click(screen.getByRole('checkbox', { name: /occasional clinic news/ }));
    await user.click(submit(TEXTS.sendOtp));
    await user.type(await screen.findByLabelText('Verification code'), '123456');

    await user.click(submit(TEXTS.createAccount));

    await screen.findByRole('heading', { name: TEXTS.heroTitle });
    expect(calls.register).toEqual([expect.objectContaining({ consent: true, newsletter: true })]);
  });

  it('when submitted empty, then name, e-mail, password and phone are each required and nothing is sent', async () => {
    const calls = acceptSignUp();
    const { user } = await openSignUp();

    await user.click(submit(TEXTS.sendOtp));

    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Please enter your full name',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your e-mail address',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /Please enter a password/,
    );
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      /Please enter your phone number/,
    );
    expect(calls.sendOtp).toEqual([]);
  });

  it('has an e-mail input of type email and a numeric phone input', async () => {
    const { user } = await openSignUp();

    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    await user.type(phone, '98a7-6b5');
    expect(phone).toHaveValue('98765');
  });

  it('when the e-mail, phone or password is malformed, then the contract rules explain why', async () => {
    const calls = acceptSignUp();
    const { user } = await openSignUp();

    await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(submit(TEXTS.sendOtp));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(TEXTS.contactInvalidEmail);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      /Phone must be 10 digits starting 6-9/,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      new RegExp(TEXTS.passwordTooShort),
    );
    expect(calls.sendOtp).toEqual([]);
  });

  it('when valid, then the first submit e-mails a code and reveals its field; the second creates the account', async () => {
    const calls = acceptSignUp();
    const { user, router } = await openSignUp();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();

    await fillSignUp(user);
    await user.click(submit(TEXTS.sendOtp));

    expect(await screen.findByText(TEXTS.otpSent)).toBeInTheDocument();
    expect(calls.sendOtp).toEqual([{ email: 'asha@example.in' }]);
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.sendOtp })).not.toBeInTheDocument();

    await user.click(submit(TEXTS.createAccount));
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      /Please enter the code we e-mailed you/,
    );
    expect(calls.register).toEqual([]);

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(submit(TEXTS.createAccount));

    expect(await screen.findByRole('heading', { name: TEXTS.heroTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.register).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha@example.in',
        password: 'a calm river at dawn',
        phone: '9876543210',
        otp: '123456',
        consent: true,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        newsletter: false,
      },
    ]);
    expect(tokenStore.get()).toBe(TEST_TOKEN);
  });

  it('when the e-mail is typed with capitals, then the code is sent to its normalised form and its field shows', async () => {
    const calls = acceptSignUp();
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), ' Asha@Example.in ');
    await user.type(screen.getByLabelText('Password'), 'a calm river at dawn');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(submit(TEXTS.sendOtp));

    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(calls.sendOtp).toEqual([{ email: 'asha@example.in' }]);
  });

  it('when the e-mail changes after the code was sent, then a new code must be asked for', async () => {
    acceptSignUp();
    const { user } = await openSignUp();
    await fillSignUp(user);
    await user.click(submit(TEXTS.sendOtp));
    await screen.findByLabelText('Verification code');

    await user.type(screen.getByLabelText('Email'), 'x');

    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(submit(TEXTS.sendOtp)).toBeInTheDocument();
  });

  it('when the server refuses the code, then its message shows and no token is kept', async () => {
    acceptSignUp();
    server.use(http.post(API.register, () => failure('otpInvalid', 400)));
    const { user } = await openSignUp();
    await fillSignUp(user);
    await user.click(submit(TEXTS.sendOtp));
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(submit(TEXTS.createAccount));

    expect(await screen.findByText(TEXTS.otpInvalid)).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
  });
});

describe('/login: login', () => {
  it('is reached by the toggle link, and needs e-mail and password', async () => {
    const { user } = await openSignUp();

    await user.click(screen.getByRole('button', { name: 'Login here' }));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    await user.click(submit('Login'));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your e-mail address',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter a password',
    );
  });

  it('when the credentials are right, then the token is kept and the home page opens', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(API.login, async ({ request }) => {
        sent.push(loginRequest.parse(await request.json()));
        return answer(tokenResponse, { success: true, token: TEST_TOKEN, message: TEXTS.loggedIn });
      }),
    );
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Login here' }));
    await user.type(screen.getByLabelText('Email'), 'Asha@Example.in');
    await user.type(screen.getByLabelText('Password'), 'a calm river at dawn');
    await user.click(submit('Login'));

    expect(await screen.findByRole('heading', { name: TEXTS.heroTitle })).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'asha@example.in', password: 'a calm river at dawn' }]);
    expect(tokenStore.get()).toBe(TEST_TOKEN);
    expect(
      await screen.findByRole('button', { name: 'Account menu for Asha Rao' }),
    ).toBeInTheDocument();
  });

  it('when the credentials are wrong, then the server message shows as an error', async () => {
    server.use(http.post(API.login, () => failure('invalidCredentials', 401)));
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Login here' }));
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(submit('Login'));

    expect(await screen.findByText(TEXTS.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('when a token already exists, then /login redirects to /', async () => {
    const { router } = renderApp('/login', { signedIn: true });
    expect(await screen.findByRole('heading', { name: TEXTS.heroTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
