/**
 * A patient's password and sessions (docs/decisions.md, Security): reset with an e-mailed code,
 * change with the current password, and log out of every device. Forgot-password answers alike
 * for every well-formed e-mail, so it tells nobody who is a patient; a new password ends the
 * sessions a thief might hold.
 */
import type { ChangePasswordRequest, ResetPasswordRequest } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import type { AuthSession } from '../../libraries/auth.js';
import { createEmailCodes } from '../../libraries/email-codes.js';
import { AppError } from '../../libraries/errors.js';
import { assertPasswordPolicy, changedPasswordHash } from '../../libraries/passwords.js';

export function createPasswordService(ctx: AppContext) {
  const { store, config, loginThrottle, passwords } = ctx;
  const codes = createEmailCodes(ctx);

  /**
   * A registered e-mail gets a reset code; any other a note that no account exists and a decoy
   * code, so that both take a mail's time, the same answer and the same count of tries.
   */
  async function forgotPassword(email: string, ip: string): Promise<void> {
    await codes.takeClient(ip);
    await codes.takeMail('reset', email);
    const signature = `\n\n${config.clinic.name}`;
    if (!(await store.users.findByEmail(email))) {
      await codes.issueDecoy('reset', email, {
        subject: `${config.clinic.name}: password reset`,
        text:
          'Someone, probably you, asked to reset the password of an account with this e-mail ' +
          'address, but no account exists for it, so no code was sent.\n\nIf you did not ask, ' +
          'you can ignore this e-mail.' +
          signature,
      });
      return;
    }
    await codes.issue('reset', email, (code, minutes) => ({
      subject: `${config.clinic.name}: your password reset code`,
      text:
        `Your code to reset your password is ${code}. It is valid for ${minutes} minutes and ` +
        `can be used once.\n\nIf you did not ask for it, you can ignore this e-mail: your ` +
        `password stays as it is.${signature}`,
    }));
  }

  /** The code first (400 alike for every wrong one), then the policy; every session ends. */
  async function resetPassword(request: ResetPasswordRequest): Promise<void> {
    const codeHash = await codes.check('reset', request.email, request.otp);
    assertPasswordPolicy(request.password);
    await codes.consume('reset', request.email, codeHash);
    const user = await store.users.findByEmail(request.email);
    // Erased since the code was mailed: the code answers as any used one.
    if (!user) throw AppError.badRequest('otpInvalid');
    await store.users.setPassword(
      user._id,
      await passwords.hash(request.password, config.bcryptCost),
    );
    await store.sessions.revokeAll(user._id);
  }

  /** Checked as src/libraries/passwords.ts says; the caller's session stays, every other ends. */
  async function changePassword(
    session: AuthSession,
    request: ChangePasswordRequest,
    ip: string,
  ): Promise<void> {
    const user = await store.users.findRecordById(session.subjectId);
    if (!user) throw AppError.unauthorized();
    const passwordHash = await changedPasswordHash(user, request, {
      ip,
      throttle: loginThrottle,
      passwords,
      cost: config.bcryptCost,
    });
    await store.users.setPassword(user._id, passwordHash);
    await store.sessions.revokeAll(user._id, session.sessionId);
  }

  async function logoutAll(session: AuthSession): Promise<void> {
    await store.sessions.revokeAll(session.subjectId);
  }

  return { forgotPassword, resetPassword, changePassword, logoutAll };
}
