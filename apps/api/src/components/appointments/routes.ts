import {
  API,
  TEXTS,
  bookAppointmentRequest,
  cancelAppointmentRequest,
  rescheduleAppointmentRequest,
} from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../libraries/auth.js';
import { sendPersonalJsonText } from '../../libraries/reads.js';
import type { Read } from '../../libraries/reads.js';
import { createAppointmentService } from './service.js';

/** The patient's list: the busiest personal call, so it is a read the fast path answers too. */
export function appointmentReads(ctx: AppContext): Read[] {
  const service = createAppointmentService(ctx);
  return [
    {
      path: API.appointments,
      handle: async (req, res) => {
        const session = await ctx.auth.sessionFor(req, 'patient');
        const appointments = await service.listJson(session.subjectId);
        sendPersonalJsonText(res, `{"success":true,"appointments":${appointments}}`);
      },
    },
  ];
}

export function appointmentRoutes(ctx: AppContext): Router {
  const service = createAppointmentService(ctx);
  const patient = ctx.auth.requireRole('patient');
  const router = Router();

  router.post(API.bookAppointment, patient, async (req, res) => {
    const request = bookAppointmentRequest.parse(req.body ?? {});
    const appointment = await service.book(sessionOf(req).subjectId, request);
    res
      .status(201)
      .json({ success: true, message: TEXTS.appointmentBooked, appointmentId: appointment._id });
  });

  router.post(API.cancelAppointment, patient, async (req, res) => {
    const { appointmentId } = cancelAppointmentRequest.parse(req.body ?? {});
    await service.cancel(sessionOf(req).subjectId, appointmentId);
    res.json({ success: true, message: TEXTS.appointmentCancelledMessage });
  });

  router.post(API.rescheduleAppointment, patient, async (req, res) => {
    const request = rescheduleAppointmentRequest.parse(req.body ?? {});
    const moved = await service.reschedule(sessionOf(req).subjectId, request);
    res.json({
      success: true,
      message: TEXTS.appointmentRescheduled,
      appointment: service.view(moved),
    });
  });

  return router;
}
