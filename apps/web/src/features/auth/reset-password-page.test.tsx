import {
  API,
  forgotPasswordRequest,
  messageResponse,
  resetPasswordRequest,
  TEXTS,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@clinic/contracts';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { answer, failure, server } from '../../test/server';

/** The two calls as the API answers them; `246810` is the right code. */
function acceptReset() {
  const calls: { forgot: ForgotPasswordRequest[]; reset: ResetPasswordRequest[] } = {
    forgot: [],
    reset: [],
  };
  server.use(
    http.post(API.forgotPassword, async ({ request }) => {
      calls.forgot.push(forgotPasswordRequest.parse(await request.json()));
      return answer(messageResponse, { success: true, message: TEXTS.resetCodeSent });
    }),
    http.post(API.resetPassword, async ({ request }) => {
      const body = resetPasswordRequest.parse(await request.json());
      calls.reset.push(body);
      if (body.otp !== '246810') return failure('otpInvalid', 400);
      return answer(messageResponse, { success: true, message: TEXTS.passwordReset });
    }),
  );
  return calls;
}

async function askForCode(view: ReturnType<typeof renderApp>, email = 'Asha@Example.in') {
  await view.user.type(await screen.findByLabelText('Email'), email);
  await view.user.click(screen.getByRole('button', { name: 'Send reset code' }));
  await screen.findByLabelText('Reset code');
}

describe('/login: forgot password', () => {
  it('when the login form shows, then it links to the reset; the sign-up form does not', async () => {
    const { user, router } = renderApp('/login');
    await screen.findByRole('heading', { name: TEXTS.createAccount });
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Login here' }));
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});

describe('/reset-password', () => {
  it('when the e-mail, then the code and a new password are given, then the password is reset and the login form shows', async () => {
    const calls = acceptReset();
    const view = renderApp('/reset-password');

    await askForCode(view);
    expect(await screen.findByText(TEXTS.resetCodeSent)).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Reset code'), '246810');
    await view.user.type(screen.getByLabelText('New password'), 'green hills after rain');
    await view.user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText(TEXTS.passwordReset)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(calls.forgot).toEqual([{ email: 'asha@example.in' }]);
    expect(calls.reset).toEqual([
      { email: 'asha@example.in', otp: '246810', password: 'green hills after rain' },
    ]);
  });

  it('when the code is wrong, then the server says so and the page stays', async () => {
    const calls = acceptReset();
    const view = renderApp('/reset-password');

    await askForCode(view);
    await view.user.type(screen.getByLabelText('Reset code'), '111111');
    await view.user.type(screen.getByLabelText('New password'), 'green hills after rain');
    await view.user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText(TEXTS.otpInvalid)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/reset-password');
    expect(calls.reset).toHaveLength(1);
  });

  it('when the e-mail is malformed or the new password short, then no call is made and the fields say why', async () => {
    const calls = acceptReset();
    const view = renderApp('/reset-password');

    await view.user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await view.user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.forgot).toHaveLength(0);

    await view.user.clear(screen.getByLabelText('Email'));
    await askForCode(view, 'asha@example.in');
    await view.user.type(screen.getByLabelText('Reset code'), '246810');
    await view.user.type(screen.getByLabelText('New password'), 'short');
    await view.user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(screen.getByText(TEXTS.passwordTooShort)).toBeInTheDocument();
    expect(calls.reset).toHaveLength(0);
  });
});
