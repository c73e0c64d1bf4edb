/**
 * The patients' export and erasure requests (docs/decisions.md, Patients' rights), newest first:
 * what the clinic shows to prove it honoured them. A request outlives an erased account; its
 * patient id then leads to nothing.
 */
import type { DataRequest, DataRequestsQuery } from '@clinic/contracts';
import type { AppContext } from '../../context.js';

export function createDataRequestService({ store }: Pick<AppContext, 'store'>) {
  async function list(
    query: DataRequestsQuery,
  ): Promise<{ requests: DataRequest[]; total: number }> {
    return store.dataRequests.list(query);
  }

  return { list };
}
