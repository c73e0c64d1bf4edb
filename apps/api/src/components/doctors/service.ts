/**
 * The public doctor list. It changes only when a booking, a cancellation or an operator's edit
 * changes a doctor, so it is serialised then and served as prepared bytes in between.
 */
import { doctorListResponse } from '@clinic/contracts';
import { PreparedJson } from '../../libraries/prepared-json.js';
import type { Freshness } from '../../libraries/prepared-json.js';
import type { Store } from '../../store/types.js';

export interface DoctorCatalog {
  list: PreparedJson;
  /** Call after any write that changes a doctor or its booked slots. */
  invalidate(): void;
}

export function createDoctorCatalog(store: Store, freshness: Freshness): DoctorCatalog {
  // Parsing with the contract keeps fields outside the public shape (e-mail, password) out.
  const list = new PreparedJson(
    async () => doctorListResponse.parse({ success: true, doctors: await store.doctors.list() }),
    freshness,
  );
  return { list, invalidate: () => list.invalidate() };
}
