/**
 * Who the caller is and what their role lets them do (STAFF_PERMISSIONS in the contracts). The
 * staff member is read from the store on every call, so a role changed or an account switched
 * off by the owner takes effect on the next call, not at the next login.
 */
import { FIELD_TEXTS, idSchema, staffMay } from '@clinic/contracts';
import type { StaffPermission } from '@clinic/contracts';
import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import type { OperatorRecord } from '../../store/types.js';
import { actorFor } from './audit-log.js';
import type { Actor } from './audit-log.js';

export interface StaffCaller {
  sessionId: string;
  operator: OperatorRecord;
}

declare global {
  // Express's own extension point for request properties.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      staff?: StaffCaller;
    }
  }
}

/** A malformed id is a 400 of its own, before any lookup. */
export function idParam(req: Request): string {
  const parsed = idSchema.safeParse(req.params.id);
  if (!parsed.success)
    throw AppError.badRequest('invalidInput', { errors: { id: FIELD_TEXTS.id } });
  return parsed.data;
}

/** The caller, set by `signedIn` earlier in the chain. */
export function staffOf(req: Request): StaffCaller {
  if (!req.staff) throw AppError.unauthorized();
  return req.staff;
}

/** The caller as the audit log names them. */
export function actorOf(req: Request): Actor {
  return actorFor(staffOf(req).operator);
}

/** The doctor record a doctor's calls are held to; null for the other roles. */
export function ownDoctorOf(req: Request): string | null {
  const { operator } = staffOf(req);
  return operator.role === 'doctor' ? (operator.doctorId ?? '') : null;
}

/** A doctor reaching another doctor's record: 403. */
export function assertOwnDoctor(req: Request, doctorId: string): void {
  const own = ownDoctorOf(req);
  if (own !== null && own !== doctorId) throw AppError.forbidden();
}

export interface StaffAccess {
  signedIn: RequestHandler;
  allow(...permissions: StaffPermission[]): RequestHandler;
}

export function createStaffAccess({
  auth,
  store,
}: Pick<AppContext, 'auth' | 'store'>): StaffAccess {
  /** A staff session of an account that exists and is switched on: 401 otherwise. */
  const signedIn: RequestHandler = async (req, _res, next) => {
    const session = await auth.sessionFor(req, 'admin');
    const operator = await store.operators.findById(session.subjectId);
    if (!operator || operator.disabled) throw AppError.unauthorized();
    req.staff = { sessionId: session.sessionId, operator };
    next();
  };

  /**
   * The caller's role has one of `permissions`, and no password change is pending: 403
   * otherwise, before the request is read.
   */
  function allow(...permissions: StaffPermission[]): RequestHandler {
    return (req, _res, next) => {
      const { operator } = staffOf(req);
      if (operator.mustChangePassword) throw AppError.forbidden('passwordChangeRequired');
      if (!permissions.some((permission) => staffMay(operator.role, permission)))
        throw AppError.forbidden();
      next();
    };
  }

  return { signedIn, allow };
}
