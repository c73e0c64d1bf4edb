import { API } from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../app.js';
import { sendPrepared } from '../../libraries/prepared-json.js';

export function doctorRoutes({ catalogs }: AppContext): Router {
  const router = Router();
  router.get(API.doctorList, async (req, res) => {
    sendPrepared(req, res, await catalogs.doctors.list.get());
  });
  return router;
}
