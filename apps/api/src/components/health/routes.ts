import { HEALTH_PATHS, livenessResponse, readinessResponse } from '@clinic/contracts';
import { Router } from 'express';
import type { Response } from 'express';
import type { AppContext } from '../../context.js';
import { createHealthService } from './service.js';

/** A probe's answer is about this moment: no cache may keep it. */
function sendProbe(res: Response, status: number, body: unknown): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(body);
}

export function healthRoutes(ctx: AppContext): Router {
  const service = createHealthService(ctx);
  const router = Router();

  router.get(HEALTH_PATHS.live, (_req, res) => {
    sendProbe(res, 200, livenessResponse.parse({ status: 'ok' }));
  });

  router.get(HEALTH_PATHS.ready, async (_req, res) => {
    const readiness = readinessResponse.parse(await service.readiness());
    sendProbe(res, readiness.status === 'ok' ? 200 : 503, readiness);
  });

  return router;
}
