import { API } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { sendPrepared } from '../../libraries/prepared-json.js';
import type { Read } from '../../libraries/reads.js';

/** Clinic details, emergency numbers, UPI payee and social links for the web app (catalogs.ts). */
export function configReads({ catalogs }: AppContext): Read[] {
  return [
    {
      path: API.config,
      handle: async (req, res) => sendPrepared(req, res, await catalogs.config.answer.get()),
    },
  ];
}
