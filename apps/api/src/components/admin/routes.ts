/**
 * The operator API under /api/admin (docs/product.md, Operator console). Every call but the login needs an operator token:
 * none or a bad one is a 401, a patient's is a 403. Routes parse with the contracts, call one
 * service function and write the answer; failures go to the one error handler.
 */
import {
  ADMIN_API,
  ADMIN_TEXTS,
  TEXTS,
  adminAppointmentsQuery,
  adminLoginRequest,
  auditQuery,
  availabilityRequest,
  blockedSlotsRequest,
  blogFormRequest,
  blogPatchRequest,
  dataRequestsQuery,
  doctorFormRequest,
  doctorPatchRequest,
  idSchema,
  operatorPasswordRequest,
  rejectPaymentRequest,
} from '@clinic/contracts';
import { Router } from 'express';
import type { Request } from 'express';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../libraries/auth.js';
import { AppError } from '../../libraries/errors.js';
import { imageUpload } from '../../libraries/uploads.js';
import { createAdminAppointmentService } from './appointments-service.js';
import { createAuditLog } from './audit-log.js';
import type { Actor } from './audit-log.js';
import { createAdminBlogService } from './blogs-service.js';
import { createDashboardService } from './dashboard-service.js';
import { createDataRequestService } from './data-requests-service.js';
import { createAdminDoctorService } from './doctors-service.js';
import { mediaUpload } from './media.js';
import { createAdminMessageService } from './messages-service.js';
import { createOperatorSessionService } from './session-service.js';

/** A malformed id is a 400 of its own, before any lookup. */
function idParam(req: Request): string {
  const parsed = idSchema.safeParse(req.params.id);
  if (!parsed.success)
    throw AppError.badRequest(TEXTS.invalidInput, { errors: { id: 'Invalid id' } });
  return parsed.data;
}

export function adminRoutes(ctx: AppContext): Router {
  const audit = createAuditLog(ctx);
  const sessions = createOperatorSessionService(ctx, audit);
  const dashboard = createDashboardService(ctx);
  const appointments = createAdminAppointmentService(ctx, audit);
  const doctors = createAdminDoctorService(ctx, audit);
  const blogs = createAdminBlogService(ctx, audit);
  const messages = createAdminMessageService(ctx, audit);
  const dataRequests = createDataRequestService(ctx, audit);
  const operatorOnly = ctx.auth.requireRole('admin');
  const router = Router();

  /** Who acts, for the audit log: the session's operator, read fresh. */
  async function actor(req: Request): Promise<Actor> {
    const operator = await sessions.operator(sessionOf(req).subjectId);
    return { id: operator._id, email: operator.email };
  }

  router.post(ADMIN_API.login, async (req, res) => {
    const { token, operator } = await sessions.login(
      adminLoginRequest.parse(req.body ?? {}),
      req.ip ?? '',
    );
    res.json({ success: true, token, message: ADMIN_TEXTS.loggedIn, operator });
  });

  // Everything below needs an operator session.
  router.use('/api/admin', operatorOnly);

  router.post(ADMIN_API.logout, async (req, res) => {
    await sessions.logout(sessionOf(req).sessionId);
    res.json({ success: true, message: ADMIN_TEXTS.loggedOut });
  });

  router.get(ADMIN_API.me, async (req, res) => {
    res.json({ success: true, operator: await sessions.operator(sessionOf(req).subjectId) });
  });

  router.post(ADMIN_API.password, async (req, res) => {
    const request = operatorPasswordRequest.parse(req.body ?? {});
    await sessions.changePassword(sessionOf(req), request, req.ip ?? '');
    res.json({ success: true, message: TEXTS.passwordChanged });
  });

  router.get(ADMIN_API.dashboard, async (_req, res) => {
    res.json({ success: true, dashboard: await dashboard.dashboard() });
  });

  router.get(ADMIN_API.appointments, async (req, res) => {
    const query = adminAppointmentsQuery.parse(req.query);
    const page = await appointments.list(await actor(req), query);
    res.json({ success: true, ...page, page: query.page, pageSize: query.pageSize });
  });

  router.post(ADMIN_API.cancelAppointment(':id'), async (req, res) => {
    const appointment = await appointments.cancel(await actor(req), idParam(req));
    res.json({ success: true, message: ADMIN_TEXTS.appointmentCancelled, appointment });
  });

  router.post(ADMIN_API.approvePayment(':id'), async (req, res) => {
    const appointment = await appointments.approve(await actor(req), idParam(req));
    res.json({ success: true, message: ADMIN_TEXTS.paymentApproved, appointment });
  });

  router.post(ADMIN_API.rejectPayment(':id'), async (req, res) => {
    const id = idParam(req);
    const { reason } = rejectPaymentRequest.parse(req.body ?? {});
    const appointment = await appointments.reject(await actor(req), id, reason);
    res.json({ success: true, message: ADMIN_TEXTS.paymentRejected, appointment });
  });

  router.get(ADMIN_API.doctors, async (_req, res) => {
    res.json({ success: true, doctors: await doctors.list() });
  });

  router.post(ADMIN_API.doctors, imageUpload('image'), async (req, res) => {
    const fields = doctorFormRequest.parse(req.body ?? {});
    const doctor = await doctors.create(await actor(req), fields, req.file?.buffer);
    res.status(201).json({ success: true, message: ADMIN_TEXTS.doctorCreated, doctor });
  });

  router.put(ADMIN_API.doctor(':id'), imageUpload('image'), async (req, res) => {
    const id = idParam(req);
    const patch = doctorPatchRequest.parse(req.body ?? {});
    const doctor = await doctors.update(await actor(req), id, patch, req.file?.buffer);
    res.json({ success: true, message: ADMIN_TEXTS.doctorUpdated, doctor });
  });

  router.post(ADMIN_API.doctorAvailability(':id'), async (req, res) => {
    const id = idParam(req);
    const { available } = availabilityRequest.parse(req.body ?? {});
    const doctor = await doctors.setAvailability(await actor(req), id, available);
    res.json({ success: true, message: ADMIN_TEXTS.availabilityUpdated, doctor });
  });

  router.put(ADMIN_API.doctorBlockedSlots(':id'), async (req, res) => {
    const id = idParam(req);
    const request = blockedSlotsRequest.parse(req.body ?? {});
    const doctor = await doctors.setBlockedTimes(await actor(req), id, request);
    res.json({ success: true, message: ADMIN_TEXTS.blockedSlotsUpdated, doctor });
  });

  router.post(ADMIN_API.blogs, mediaUpload('media'), async (req, res) => {
    const fields = blogFormRequest.parse(req.body ?? {});
    const blog = await blogs.create(await actor(req), fields, req.file?.buffer);
    res.status(201).json({ success: true, message: ADMIN_TEXTS.blogCreated, blog });
  });

  router.put(ADMIN_API.blog(':id'), mediaUpload('media'), async (req, res) => {
    const id = idParam(req);
    const patch = blogPatchRequest.parse(req.body ?? {});
    const blog = await blogs.update(await actor(req), id, patch, req.file?.buffer);
    res.json({ success: true, message: ADMIN_TEXTS.blogUpdated, blog });
  });

  router.delete(ADMIN_API.blog(':id'), async (req, res) => {
    await blogs.remove(await actor(req), idParam(req));
    res.json({ success: true, message: ADMIN_TEXTS.blogDeleted });
  });

  router.get(ADMIN_API.messages, async (req, res) => {
    res.json({ success: true, ...(await messages.list(await actor(req))) });
  });

  router.post(ADMIN_API.readMessage(':id'), async (req, res) => {
    const contactMessage = await messages.markRead(idParam(req));
    res.json({ success: true, message: ADMIN_TEXTS.messageRead, contactMessage });
  });

  router.get(ADMIN_API.audit, async (req, res) => {
    // Only GET: entries cannot be edited or deleted through the API (audit-log.ts).
    const query = auditQuery.parse(req.query);
    const { page, pageSize } = query;
    res.json({ success: true, ...(await audit.list(query)), page, pageSize });
  });

  // The patients' export and erasure requests, so the clinic can show it honoured them.
  router.get(ADMIN_API.dataRequests, async (req, res) => {
    const query = dataRequestsQuery.parse(req.query);
    res.json({ success: true, ...(await dataRequests.list(await actor(req), query)), ...query });
  });

  return router;
}
