/**
 * The staff API under /api/admin (docs/product.md, Operator console). Every call but the login,
 * the set-up and joining needs a staff token: none or a bad one is a 401, a patient's is a 403,
 * and so is a call the staff member's role does not allow (STAFF_PERMISSIONS), checked before
 * the request is read. Routes parse with the contracts, call one service function and write the
 * answer; failures go to the one error handler.
 */
import {
  ADMIN_API,
  ADMIN_TEXTS,
  ATTENDANCE_TEXTS,
  TEXTS,
  adminAppointmentsQuery,
  adminLoginRequest,
  auditQuery,
  availabilityRequest,
  blockDaysRequest,
  blockedSlotsRequest,
  blogFormRequest,
  blogPatchRequest,
  dataRequestsQuery,
  doctorFormRequest,
  doctorPatchRequest,
  markAttendanceRequest,
  newSlotRequest,
  operatorPasswordRequest,
  recordRefundRequest,
  rejectPaymentRequest,
  secondFactorRequest,
  socialLinksRequest,
  staffMay,
} from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { sendPersonalFile, sendPersonalImage } from '../../libraries/reads.js';
import { imageUpload } from '../../libraries/uploads.js';
import {
  actorOf,
  assertOwnDoctor,
  createStaffAccess,
  idParam,
  ownDoctorOf,
  staffOf,
} from './access.js';
import { createAdminAppointmentService } from './appointments-service.js';
import { createAuditLog } from './audit-log.js';
import { createAdminBlogService } from './blogs-service.js';
import { createDashboardService } from './dashboard-service.js';
import { createDataRequestService } from './data-requests-service.js';
import { createAdminDoctorService } from './doctors-service.js';
import { mediaUpload } from './media.js';
import { createAdminMessageService } from './messages-service.js';
import { createPatientPhotoService } from './patient-photos-service.js';
import { createAdminReceiptService } from './receipts-service.js';
import { reconciliationRoutes } from './reconciliation-routes.js';
import { createOperatorSessionService, operatorView } from './session-service.js';
import { createSettingsService } from './settings-service.js';
import { staffRoutes } from './staff-routes.js';

export function adminRoutes(ctx: AppContext): Router {
  const audit = createAuditLog(ctx);
  const sessions = createOperatorSessionService(ctx, audit);
  const dashboard = createDashboardService(ctx);
  const appointments = createAdminAppointmentService(ctx, audit);
  const doctors = createAdminDoctorService(ctx, audit);
  const blogs = createAdminBlogService(ctx, audit);
  const messages = createAdminMessageService(ctx, audit);
  const dataRequests = createDataRequestService(ctx, audit);
  const receipts = createAdminReceiptService(ctx, audit);
  const patientPhotos = createPatientPhotoService(ctx, audit);
  const settings = createSettingsService(ctx, audit);
  const { signedIn, allow } = createStaffAccess(ctx);
  const router = Router();

  router.post(ADMIN_API.login, async (req, res) => {
    res.json(await sessions.login(adminLoginRequest.parse(req.body ?? {}), req.ip ?? ''));
  });

  router.post(ADMIN_API.secondFactor, async (req, res) => {
    const request = secondFactorRequest.parse(req.body ?? {});
    res.json(await sessions.completeLogin(request, req.ip ?? ''));
  });

  // The set-up of an empty installation and joining by invitation come before a session.
  router.use(staffRoutes(ctx, audit, { signedIn, allow }));

  // Everything below needs a staff session.
  router.use('/api/admin', signedIn);

  router.post(ADMIN_API.logout, async (req, res) => {
    await sessions.logout(staffOf(req).sessionId);
    res.json({ success: true, message: ADMIN_TEXTS.loggedOut });
  });

  router.get(ADMIN_API.me, (req, res) => {
    res.json({ success: true, operator: operatorView(staffOf(req).operator) });
  });

  router.post(ADMIN_API.password, async (req, res) => {
    const request = operatorPasswordRequest.parse(req.body ?? {});
    await sessions.changePassword(staffOf(req), request, req.ip ?? '');
    res.json({ success: true, message: TEXTS.passwordChanged });
  });

  router.get(ADMIN_API.dashboard, allow('dashboard'), async (_req, res) => {
    res.json({ success: true, dashboard: await dashboard.dashboard() });
  });

  // A doctor's list holds their own appointments only; asking for another doctor's is a 403.
  router.get(ADMIN_API.appointments, allow('appointments'), async (req, res) => {
    const query = adminAppointmentsQuery.parse(req.query);
    const ownDoctor = ownDoctorOf(req);
    if (ownDoctor !== null) {
      if (query.docId !== undefined) assertOwnDoctor(req, query.docId);
      query.docId = ownDoctor;
    }
    const page = await appointments.list(actorOf(req), query);
    res.json({ success: true, ...page, page: query.page, pageSize: query.pageSize });
  });

  router.post(ADMIN_API.cancelAppointment(':id'), allow('payments'), async (req, res) => {
    const appointment = await appointments.cancel(actorOf(req), idParam(req));
    res.json({ success: true, message: ADMIN_TEXTS.appointmentCancelled, appointment });
  });

  router.post(ADMIN_API.rescheduleAppointment(':id'), allow('payments'), async (req, res) => {
    const id = idParam(req);
    const request = newSlotRequest.parse(req.body ?? {});
    const appointment = await appointments.reschedule(actorOf(req), id, request);
    res.json({ success: true, message: TEXTS.appointmentRescheduled, appointment });
  });

  // A doctor marks the visits of their own diary only (403 for another's).
  router.post(ADMIN_API.markAttendance(':id'), allow('attendance'), async (req, res) => {
    const id = idParam(req);
    const { attendance } = markAttendanceRequest.parse(req.body ?? {});
    const appointment = await appointments.markAttendance(
      actorOf(req),
      ownDoctorOf(req),
      id,
      attendance,
    );
    const message =
      attendance === 'missed'
        ? ATTENDANCE_TEXTS.attendanceMarkedMissed
        : ATTENDANCE_TEXTS.attendanceMarkedAttended;
    res.json({ success: true, message, appointment });
  });

  router.post(ADMIN_API.recordRefund(':id'), allow('payments'), async (req, res) => {
    const id = idParam(req);
    const request = recordRefundRequest.parse(req.body ?? {});
    const appointment = await appointments.recordRefund(actorOf(req), id, request);
    res.json({ success: true, message: ADMIN_TEXTS.refundRecorded, appointment });
  });

  router.post(ADMIN_API.approvePayment(':id'), allow('payments'), async (req, res) => {
    const appointment = await appointments.approve(actorOf(req), idParam(req));
    res.json({ success: true, message: ADMIN_TEXTS.paymentApproved, appointment });
  });

  router.post(ADMIN_API.rejectPayment(':id'), allow('payments'), async (req, res) => {
    const id = idParam(req);
    const { reason } = rejectPaymentRequest.parse(req.body ?? {});
    const appointment = await appointments.reject(actorOf(req), id, reason);
    res.json({ success: true, message: ADMIN_TEXTS.paymentRejected, appointment });
  });

  router.get(ADMIN_API.receipt(':id'), allow('payments'), async (req, res) => {
    sendPersonalFile(res, await receipts.receipt(actorOf(req), idParam(req)));
  });

  router.get(ADMIN_API.patientPhoto(':id'), allow('appointments'), async (req, res) => {
    sendPersonalImage(res, await patientPhotos.photo(actorOf(req), ownDoctorOf(req), idParam(req)));
  });

  router.use(reconciliationRoutes(ctx, audit, appointments, { allow }));

  // A doctor reads their own record only.
  router.get(ADMIN_API.doctors, allow('doctors'), async (req, res) => {
    const ownDoctor = ownDoctorOf(req);
    const all = await doctors.list();
    res.json({
      success: true,
      doctors: ownDoctor === null ? all : all.filter((doctor) => doctor._id === ownDoctor),
    });
  });

  router.post(
    ADMIN_API.doctors,
    allow('doctors-manage'),
    imageUpload('image'),
    async (req, res) => {
      const fields = doctorFormRequest.parse(req.body ?? {});
      const doctor = await doctors.create(actorOf(req), fields, req.file?.buffer);
      res.status(201).json({ success: true, message: ADMIN_TEXTS.doctorCreated, doctor });
    },
  );

  router.get(ADMIN_API.socialLinks, allow('settings'), async (_req, res) => {
    res.json({ success: true, links: await settings.socialLinks() });
  });

  router.put(ADMIN_API.socialLinks, allow('settings'), async (req, res) => {
    const links = await settings.replaceSocialLinks(
      actorOf(req),
      socialLinksRequest.parse(req.body ?? {}),
    );
    res.json({ success: true, message: ADMIN_TEXTS.socialLinksSaved, links });
  });

  // The owner edits every field; a doctor edits the text of their own profile and nothing else.
  router.put(
    ADMIN_API.doctor(':id'),
    allow('doctors-manage', 'doctor-profile'),
    imageUpload('image'),
    async (req, res) => {
      const id = idParam(req);
      const patch = doctorPatchRequest.parse(req.body ?? {});
      if (!staffMay(staffOf(req).operator.role, 'doctors-manage')) {
        assertOwnDoctor(req, id);
        const fields = Object.keys(patch).filter((key) => key !== 'about');
        if (fields.length > 0 || req.file) throw AppError.forbidden();
      }
      const doctor = await doctors.update(actorOf(req), id, patch, req.file?.buffer);
      res.json({ success: true, message: ADMIN_TEXTS.doctorUpdated, doctor });
    },
  );

  router.post(ADMIN_API.doctorAvailability(':id'), allow('diary'), async (req, res) => {
    const id = idParam(req);
    assertOwnDoctor(req, id);
    const { available } = availabilityRequest.parse(req.body ?? {});
    const doctor = await doctors.setAvailability(actorOf(req), id, available);
    res.json({ success: true, message: ADMIN_TEXTS.availabilityUpdated, doctor });
  });

  router.put(ADMIN_API.doctorBlockedSlots(':id'), allow('diary'), async (req, res) => {
    const id = idParam(req);
    assertOwnDoctor(req, id);
    const request = blockedSlotsRequest.parse(req.body ?? {});
    const doctor = await doctors.setBlockedTimes(actorOf(req), id, request);
    res.json({ success: true, message: ADMIN_TEXTS.blockedSlotsUpdated, doctor });
  });

  router.post(ADMIN_API.doctorBlockedDays(':id'), allow('diary'), async (req, res) => {
    const id = idParam(req);
    assertOwnDoctor(req, id);
    const request = blockDaysRequest.parse(req.body ?? {});
    const doctor = await doctors.blockDays(actorOf(req), id, request);
    res.json({ success: true, message: ADMIN_TEXTS.daysBlocked, doctor });
  });

  router.post(ADMIN_API.blogs, allow('blogs'), mediaUpload('media'), async (req, res) => {
    const fields = blogFormRequest.parse(req.body ?? {});
    const blog = await blogs.create(actorOf(req), fields, req.file?.buffer);
    res.status(201).json({ success: true, message: ADMIN_TEXTS.blogCreated, blog });
  });

  router.put(ADMIN_API.blog(':id'), allow('blogs'), mediaUpload('media'), async (req, res) => {
    const id = idParam(req);
    const patch = blogPatchRequest.parse(req.body ?? {});
    const blog = await blogs.update(actorOf(req), id, patch, req.file?.buffer);
    res.json({ success: true, message: ADMIN_TEXTS.blogUpdated, blog });
  });

  router.delete(ADMIN_API.blog(':id'), allow('blogs'), async (req, res) => {
    await blogs.remove(actorOf(req), idParam(req));
    res.json({ success: true, message: ADMIN_TEXTS.blogDeleted });
  });

  router.get(ADMIN_API.messages, allow('messages'), async (req, res) => {
    res.json({ success: true, ...(await messages.list(actorOf(req))) });
  });

  router.post(ADMIN_API.readMessage(':id'), allow('messages'), async (req, res) => {
    const contactMessage = await messages.markRead(actorOf(req), idParam(req));
    res.json({ success: true, message: ADMIN_TEXTS.messageRead, contactMessage });
  });

  router.get(ADMIN_API.audit, allow('audit'), async (req, res) => {
    // Only GET: entries cannot be edited or deleted through the API (audit-log.ts).
    const query = auditQuery.parse(req.query);
    const { page, pageSize } = query;
    res.json({ success: true, ...(await audit.list(query)), page, pageSize });
  });

  // The patients' export and erasure requests, so the clinic can show it honoured them.
  router.get(ADMIN_API.dataRequests, allow('data-requests'), async (req, res) => {
    const query = dataRequestsQuery.parse(req.query);
    res.json({ success: true, ...(await dataRequests.list(actorOf(req), query)), ...query });
  });

  return router;
}
