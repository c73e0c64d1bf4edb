/**
 * Sign-up with an e-mailed one-time code, login and logout, with the numbers of
 * docs/decisions.md, Security: a 6-digit code from a cryptographic source, stored as an HMAC,
 * valid 10 minutes by the clock, single use, dead after 5 wrong tries, one mail per e-mail per
 * minute; passwords checked against the policy and hashed with bcrypt. Nothing here tells a
 * caller whether an e-mail has an account: send-otp answers alike, register checks the code
 * first, login has one answer for an unknown e-mail and a wrong password. The code rules live in
 * src/libraries/email-codes.ts, shared with the password reset (src/components/passwords).
 */
import { PRIVACY_NOTICE_VERSION } from '@clinic/contracts';
import type { LoginRequest, RegisterRequest } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { createEmailCodes } from '../../libraries/email-codes.js';
import { AppError } from '../../libraries/errors.js';
import { assertPasswordPolicy, createPasswordCheck } from '../../libraries/passwords.js';

export function createAuthService(ctx: AppContext) {
  const { store, config, clock, auth, loginThrottle, passwords } = ctx;
  const codes = createEmailCodes(ctx);
  const checkPassword = createPasswordCheck(passwords, config.bcryptCost);

  /**
   * Answers alike for every well-formed e-mail: a new address gets a code, a registered one a
   * note that it already has an account and a decoy code, so neither the answer nor the tries
   * that follow tell anybody who is a patient.
   */
  async function sendOtp(email: string, ip: string): Promise<void> {
    await codes.takeClient(ip);
    await codes.takeMail('sign-up', email);
    const signature = `\n\n${config.clinic.name}`;
    if (await store.users.findByEmail(email)) {
      await codes.issueDecoy('sign-up', email, {
        subject: `${config.clinic.name}: sign-up`,
        text:
          'Someone, probably you, asked to create an account with this e-mail address, but an ' +
          'account already exists for it, so no code was sent. Please log in with your ' +
          'password instead.\n\nIf you did not ask, you can ignore this e-mail.' +
          signature,
      });
      return;
    }
    await codes.issue('sign-up', email, (code, minutes) => ({
      subject: `${config.clinic.name}: your sign-up code`,
      text:
        `Your code is ${code}. It is valid for ${minutes} minutes and can be used once.\n\n` +
        `If you did not ask for it, you can ignore this e-mail.${signature}`,
    }));
  }

  async function register(request: RegisterRequest): Promise<string> {
    const codeHash = await codes.check('sign-up', request.email, request.otp);
    assertPasswordPolicy(request.password);
    await codes.consume('sign-up', request.email, codeHash);
    const passwordHash = await passwords.hash(request.password, config.bcryptCost);
    // An account made since the code was sent (by the same person) still answers 409.
    const user = await store.users.create({
      name: request.name,
      email: request.email,
      phone: request.phone,
      passwordHash,
    });
    await store.consents.record(user._id, {
      noticeVersion: request.noticeVersion ?? PRIVACY_NOTICE_VERSION,
      purposes: request.newsletter ? ['care', 'newsletter'] : ['care'],
      givenAt: clock().toISOString(),
    });
    return auth.issueToken(user._id, 'patient');
  }

  async function login(request: LoginRequest, ip: string): Promise<string> {
    await loginThrottle.attempt(request.email, ip);
    const user = await store.users.findByEmail(request.email);
    const valid = await checkPassword(request.password, user?.passwordHash);
    if (!user || !valid) throw AppError.unauthorized('invalidCredentials');
    await loginThrottle.succeeded(request.email, ip);
    return auth.issueToken(user._id, 'patient');
  }

  return { sendOtp, register, login, logout: auth.revoke };
}
