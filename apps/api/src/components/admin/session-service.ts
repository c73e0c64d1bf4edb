/**
 * Operator login, logout and "who am I". Operators are hashed and throttled exactly like patients
 * (one throttle for both logins), and their tokens carry the role 'admin'.
 */
import { TEXTS } from '@clinic/contracts';
import type { AdminLoginRequest, Operator } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { decoyHash, verifyPassword } from '../../libraries/passwords.js';

export function createOperatorSessionService({ store, config, auth, loginThrottle }: AppContext) {
  let decoy: Promise<string> | null = null;

  async function login(
    request: AdminLoginRequest,
    ip: string,
  ): Promise<{ token: string; operator: Operator }> {
    await loginThrottle.attempt(request.email, ip);
    const operator = await store.operators.findByEmail(request.email);
    // An unknown e-mail costs a bcrypt compare too, so timing does not tell which it was.
    decoy ??= decoyHash(config.bcryptCost);
    const valid = await verifyPassword(request.password, operator?.passwordHash ?? (await decoy));
    if (!operator || !valid) throw new AppError('unauthorized', TEXTS.invalidCredentials, 401);
    await loginThrottle.succeeded(request.email, ip);
    const token = await auth.issueToken(operator._id, 'admin');
    return { token, operator: { _id: operator._id, name: operator.name, email: operator.email } };
  }

  /** The operator behind a session; a deleted account is treated as logged out. */
  async function operator(operatorId: string): Promise<Operator> {
    const found = await store.operators.findById(operatorId);
    if (!found) throw AppError.unauthorized();
    return { _id: found._id, name: found.name, email: found.email };
  }

  return { login, operator, logout: auth.revoke };
}
