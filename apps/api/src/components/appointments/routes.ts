import { API, TEXTS, bookAppointmentRequest, cancelAppointmentRequest } from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../app.js';
import { sessionOf } from '../../libraries/auth.js';
import type { SessionRead } from '../../libraries/fast-reads.js';
import { createAppointmentService } from './service.js';

/** The patient's list, also answered before Express (it is the busiest personal call). */
export function appointmentReads(ctx: AppContext): SessionRead[] {
  const service = createAppointmentService(ctx);
  return [
    {
      path: API.appointments,
      role: 'patient',
      body: async (session) => ({
        success: true,
        appointments: await service.list(session.subjectId),
      }),
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

  router.get(API.appointments, patient, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, appointments: await service.list(sessionOf(req).subjectId) });
  });

  router.post(API.cancelAppointment, patient, async (req, res) => {
    const { appointmentId } = cancelAppointmentRequest.parse(req.body ?? {});
    await service.cancel(sessionOf(req).subjectId, appointmentId);
    res.json({ success: true, message: TEXTS.appointmentCancelledMessage });
  });

  return router;
}
