import { API } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { prepareBody, sendPrepared } from '../../libraries/prepared-json.js';
import type { Read } from '../../libraries/reads.js';
import { clinicConfig } from './service.js';

export function configReads({ config }: AppContext): Read[] {
  const body = prepareBody({ success: true, config: clinicConfig(config) });
  return [{ path: API.config, handle: async (req, res) => sendPrepared(req, res, body) }];
}
