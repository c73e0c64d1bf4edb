import { API, PRIVACY_NOTICE_VERSION, clinicConfigResponse } from '@clinic/contracts';
import type { ClinicConfig } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import type { ResolvedConfig } from '../../env.js';
import { prepareBody, sendPrepared } from '../../libraries/prepared-json.js';
import type { Read } from '../../libraries/reads.js';

/** Clinic details, emergency numbers and UPI payee for the web app; fixed for the process. */
export function clinicConfig(config: ResolvedConfig): ClinicConfig {
  return clinicConfigResponse.parse({
    success: true,
    config: {
      name: config.clinic.name,
      phone: config.clinic.phone,
      email: config.clinic.email,
      address: config.clinic.address,
      mapEmbedUrl: config.clinic.mapEmbedUrl,
      emergencyNumbers: config.clinic.emergencyNumbers,
      quickExitUrl: config.clinic.quickExitUrl,
      upi: config.upi,
      timeZone: config.clinic.timeZone,
      cancelCutoffHours: config.limits.cancelCutoffHours,
      privacy: {
        contact: config.clinic.privacyContact,
        noticeVersion: PRIVACY_NOTICE_VERSION,
      },
    },
  }).config;
}

export function configReads({ config }: AppContext): Read[] {
  const body = prepareBody({ success: true, config: clinicConfig(config) });
  return [{ path: API.config, handle: async (req, res) => sendPrepared(req, res, body) }];
}
