/**
 * Operator login, logout, "who am I" and the operator's own change of password. Operators are
 * hashed and throttled exactly like patients (one throttle for both logins), and their tokens
 * carry the role 'admin'.
 */
import { TEXTS } from '@clinic/contracts';
import type { AdminLoginRequest, Operator, OperatorPasswordRequest } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import type { AuthSession } from '../../libraries/auth.js';
import { AppError } from '../../libraries/errors.js';
import { changedPasswordHash, decoyHash, verifyPassword } from '../../libraries/passwords.js';
import type { OperatorRecord } from '../../store/types.js';
import type { AuditLog } from './audit-log.js';

export function createOperatorSessionService(
  { store, config, auth, loginThrottle }: AppContext,
  audit: AuditLog,
) {
  let decoy: Promise<string> | null = null;

  async function login(
    request: AdminLoginRequest,
    ip: string,
  ): Promise<{ token: string; operator: Operator }> {
    try {
      await loginThrottle.attempt(request.email, ip);
    } catch (error) {
      if (error instanceof AppError && error.status === 429)
        await recordLogin(
          'operator.locked-out',
          request.email,
          await store.operators.findByEmail(request.email),
        );
      throw error;
    }
    const operator = await store.operators.findByEmail(request.email);
    // An unknown e-mail costs a bcrypt compare too, so timing does not tell which it was.
    decoy ??= decoyHash(config.bcryptCost);
    const valid = await verifyPassword(request.password, operator?.passwordHash ?? (await decoy));
    if (!operator || !valid) {
      await recordLogin('operator.login-failed', request.email, operator);
      throw new AppError('unauthorized', TEXTS.invalidCredentials, 401);
    }
    await loginThrottle.succeeded(request.email, ip);
    await recordLogin('operator.login', request.email, operator);
    const token = await auth.issueToken(operator._id, 'admin');
    return { token, operator: { _id: operator._id, name: operator.name, email: operator.email } };
  }

  /**
   * Logins, failed logins and lockouts go to the audit log under the e-mail tried (never the
   * password), with the operator's id and role when the e-mail is an operator's.
   */
  async function recordLogin(
    action: 'operator.login' | 'operator.login-failed' | 'operator.locked-out',
    email: string,
    operator: OperatorRecord | null,
  ): Promise<void> {
    const id = operator?._id ?? '';
    await audit.record(
      { id, email, ...(operator ? {} : { role: '' }) },
      { action, targetType: 'operator', targetId: id, before: null, after: null },
    );
  }

  /** The operator behind a session; a deleted account is treated as logged out. */
  async function operator(operatorId: string): Promise<Operator> {
    const found = await store.operators.findById(operatorId);
    if (!found) throw AppError.unauthorized();
    return { _id: found._id, name: found.name, email: found.email };
  }

  /**
   * As the patients' change (src/components/passwords/service.ts): the same checks through the
   * login throttle, the caller's session stays and every other one ends, so a console left open
   * elsewhere is closed. The audit entry names the operator and holds no hash.
   */
  async function changePassword(
    session: AuthSession,
    request: OperatorPasswordRequest,
    ip: string,
  ): Promise<void> {
    const found = await store.operators.findById(session.subjectId);
    if (!found) throw AppError.unauthorized();
    const passwordHash = await changedPasswordHash(found, request, {
      ip,
      throttle: loginThrottle,
      cost: config.bcryptCost,
    });
    await store.operators.setPassword(found._id, passwordHash);
    await store.sessions.revokeAll(found._id, session.sessionId);
    const named = { name: found.name, email: found.email };
    await audit.record(
      { id: found._id, email: found.email },
      {
        action: 'operator.password-change',
        targetType: 'operator',
        targetId: found._id,
        before: named,
        after: named,
      },
    );
  }

  return { login, operator, changePassword, logout: auth.revoke };
}
