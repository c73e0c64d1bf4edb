import { API } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { sendPrepared } from '../../libraries/prepared-json.js';
import type { Read } from '../../libraries/reads.js';

/** GET /api/doctor/list, from the prepared bytes. */
export function doctorReads({ catalogs }: AppContext): Read[] {
  return [
    {
      path: API.doctorList,
      handle: async (req, res) => sendPrepared(req, res, await catalogs.doctors.list.get()),
    },
  ];
}
