import { API } from '@clinic/contracts';
import type { AppContext } from '../../app.js';
import type { PreparedRoute } from '../../libraries/prepared-json.js';

/** GET /api/doctor/list, from the prepared bytes. */
export function doctorReads({ catalogs }: AppContext): PreparedRoute[] {
  return [{ path: API.doctorList, body: () => catalogs.doctors.list.get() }];
}
