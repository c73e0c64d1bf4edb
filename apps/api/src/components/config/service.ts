import { PRIVACY_NOTICE_VERSION, clinicConfigResponse } from '@clinic/contracts';
import type { ClinicConfig } from '@clinic/contracts';
import type { ResolvedConfig } from '../../env.js';

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
