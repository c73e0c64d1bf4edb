/**
 * The patients' export and erasure requests (docs/decisions.md, Patients' rights), newest first:
 * what the clinic shows to prove it honoured them. A request outlives an erased account; its
 * patient id then leads to nothing. Reading a page writes an audit entry naming its patients.
 */
import type { DataRequest, DataRequestsQuery } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import type { Actor, AuditLog } from './audit-log.js';

export function createDataRequestService({ store }: Pick<AppContext, 'store'>, audit: AuditLog) {
  async function list(
    actor: Actor,
    query: DataRequestsQuery,
  ): Promise<{ requests: DataRequest[]; total: number }> {
    const page = await store.dataRequests.list(query);
    await audit.recordRead(
      actor,
      {
        action: 'data-requests.read',
        targetType: 'data-requests',
        shown: { query, requestIds: page.requests.map((request) => request._id) },
      },
      page.requests.map((request) => request.patientId),
    );
    return page;
  }

  return { list };
}
