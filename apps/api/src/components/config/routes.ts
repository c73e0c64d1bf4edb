import { API, clinicConfigResponse } from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../app.js';
import { prepareBody, sendPrepared } from '../../libraries/prepared-json.js';

/** Clinic details, emergency numbers and UPI payee for the web app; fixed for the process. */
export function configRoutes({ config }: AppContext): Router {
  const body = prepareBody(
    clinicConfigResponse.parse({
      success: true,
      config: {
        name: config.clinic.name,
        phone: config.clinic.phone,
        email: config.clinic.email,
        address: config.clinic.address,
        mapEmbedUrl: config.clinic.mapEmbedUrl,
        emergencyNumbers: config.clinic.emergencyNumbers,
        upi: config.upi,
        timeZone: config.clinic.timeZone,
      },
    }),
  );
  const router = Router();
  router.get(API.config, (req, res) => {
    sendPrepared(req, res, body);
  });
  return router;
}
