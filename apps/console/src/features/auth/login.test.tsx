import {
  ADMIN_API,
  ADMIN_TEXTS,
  STAFF_TEXTS,
  TEXTS,
  type AdminLoginResponse,
  type DashboardResponse,
  type SecondFactorResponse,
  type SetupStatusResponse,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { frontDesk } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { failure, server } from '../../test/server';

const dashboard: DashboardResponse = {
  success: true,
  dashboard: {
    todayAppointments: 3,
    proofsPending: 2,
    nextSevenDaysBookings: 11,
    revenueThisMonth: 12400,
    today: '23_11_2026',
    missedVisits: [],
  },
};

const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

const enrolChallenge: AdminLoginResponse = {
  success: true,
  message: STAFF_TEXTS.enrolSecondFactor,
  challenge: 'challenge-enrol',
  step: 'enrol',
  enrolment: {
    secret: 'JBSWY3DPEHPK3PXPJBSW',
    otpauthUrl: 'otpauth://totp/Clinic:desk%40clinic.test?secret=JBSWY3DPEHPK3PXPJBSW',
    qrSvg: QR_SVG,
  },
};

const verifyChallenge: AdminLoginResponse = {
  success: true,
  message: STAFF_TEXTS.enterSecondFactor,
  challenge: 'challenge-verify',
  step: 'verify',
};

const RECOVERY_CODES = ['ABCDE-FGHJK', 'MNPQR-STUVW', 'XYZ23-45678'];

const signedIn = (extra: Partial<SecondFactorResponse> = {}): SecondFactorResponse => ({
  success: true,
  token: 'operator-token',
  message: ADMIN_TEXTS.loggedIn,
  operator: frontDesk,
  ...extra,
});

/** The login's two calls, answered as given; records the bodies sent to each. */
function answerLogin(
  challenge: () => Response,
  secondFactor: () => Response = () => HttpResponse.json(signedIn()),
) {
  const sent = { login: [] as unknown[], secondFactor: [] as unknown[] };
  server.use(
    http.get(ADMIN_API.setup, () =>
      HttpResponse.json<SetupStatusResponse>({ success: true, needed: false }),
    ),
    http.post(ADMIN_API.login, async ({ request }) => {
      sent.login.push(await request.json());
      return challenge();
    }),
    http.post(ADMIN_API.secondFactor, async ({ request }) => {
      sent.secondFactor.push(await request.json());
      return secondFactor();
    }),
    http.get(ADMIN_API.dashboard, ({ request }) =>
      request.headers.get('token') === 'operator-token'
        ? HttpResponse.json(dashboard)
        : failure('notAuthorized', 401),
    ),
  );
  return sent;
}

async function logIn(email = 'Desk@Clinic.test', password = 'front-desk-pass') {
  const user = userEvent.setup();
  renderConsole('/login');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('staff login', () => {
  it('when a first login enrols the authenticator app, then the QR code and key show, and the recovery codes show once before the console opens', async () => {
    const sent = answerLogin(
      () => HttpResponse.json(enrolChallenge),
      () => HttpResponse.json(signedIn({ recoveryCodes: RECOVERY_CODES })),
    );

    const user = await logIn();

    expect(await screen.findByText(STAFF_TEXTS.enrolSecondFactor)).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(QR_SVG);
    expect(screen.getByRole('term')).toHaveTextContent('Or type this key');
    expect(screen.getByRole('definition')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW');

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(screen.getByText(/Keep these codes somewhere safe/)).toBeInTheDocument();
    // The console opens only once they are saved.
    expect(window.localStorage.getItem('clinicConsoleToken')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sent.login).toEqual([{ email: 'desk@clinic.test', password: 'front-desk-pass' }]);
    expect(sent.secondFactor).toEqual([{ challenge: 'challenge-enrol', code: '123456' }]);
    expect(window.localStorage.getItem('clinicConsoleToken')).toBe('operator-token');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByText('Asha Rao · Front desk')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('region', { name: 'Revenue approved this month' })).getByText(
        '₹12,400',
      ),
    ).toBeInTheDocument();
  });

  it('when the app is set up, then the 6-digit code field also takes a recovery code and the console opens', async () => {
    const sent = answerLogin(() => HttpResponse.json(verifyChallenge));

    const user = await logIn();

    expect(await screen.findByText(STAFF_TEXTS.enterSecondFactor)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('Use a recovery code instead'),
    );
    await user.type(code, 'abcde fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sent.secondFactor).toEqual([{ challenge: 'challenge-verify', code: 'ABCDE-FGHJK' }]);
    expect(window.localStorage.getItem('clinicConsoleToken')).toBe('operator-token');
  });

  it('when the code is wrong, then the server’s text shows, the code step stays and no token is kept', async () => {
    answerLogin(
      () => HttpResponse.json(verifyChallenge),
      () => failure('wrongSecondFactor', 401),
    );

    const user = await logIn();
    await user.type(await screen.findByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_TEXTS.wrongSecondFactor);
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
    expect(window.localStorage.getItem('clinicConsoleToken')).toBeNull();
  });

  it('when the code is not a code, then the field says so and nothing is sent', async () => {
    const sent = answerLogin(() => HttpResponse.json(verifyChallenge));

    const user = await logIn();
    await user.type(await screen.findByLabelText('6-digit code'), '12 34');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 6-digit code or a recovery code'),
    );
    expect(sent.secondFactor).toEqual([]);
  });

  it('when the login timed out, then the password step shows again with the server’s text', async () => {
    answerLogin(
      () => HttpResponse.json(verifyChallenge),
      () => failure('loginTimedOut', 401),
    );

    const user = await logIn();
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('status')).toHaveTextContent(STAFF_TEXTS.loginTimedOut);
    expect(screen.getByLabelText('Email')).toHaveValue('desk@clinic.test');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  });

  it('when the server refuses the password, then its message shows and no token is kept', async () => {
    answerLogin(() => failure('invalidCredentials', 401));

    await logIn('desk@clinic.test', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.invalidCredentials);
    expect(screen.getByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('clinicConsoleToken')).toBeNull();
  });

  it('when the account is switched off, then the server’s text says so', async () => {
    answerLogin(() => failure('accountDisabled', 403));

    await logIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_TEXTS.accountDisabled);
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  });

  it('when the e-mail is malformed, then the form says so and sends nothing', async () => {
    const sent = answerLogin(() => HttpResponse.json(verifyChallenge));
    const user = userEvent.setup();
    renderConsole('/login');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required');
    expect(sent.login).toEqual([]);
  });

  it('when there is no token, then a console page sends the operator to the login', async () => {
    answerLogin(() => HttpResponse.json(verifyChallenge));
    renderConsole('/appointments');
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
  });

  it('when the session has expired, then the first 401 drops the token and shows the login', async () => {
    window.localStorage.setItem('clinicConsoleToken', 'expired-token');
    answerLogin(() => HttpResponse.json(verifyChallenge));
    server.use(http.get(ADMIN_API.me, () => failure('notAuthorized', 401)));
    renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('clinicConsoleToken')).toBeNull();
  });
});
