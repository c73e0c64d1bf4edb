import type { DataRequest } from '@clinic/contracts';
import { pageBounds } from '../rules.js';
import type { DataRequestRepository } from '../types.js';
import type { DataRequestDoc, Models } from './models.js';

const toRequest = (doc: DataRequestDoc): DataRequest => ({
  _id: doc._id.toHexString(),
  kind: doc.kind,
  patientId: doc.patientId,
  at: doc.at.toISOString(),
});

export class MongoDataRequests implements DataRequestRepository {
  constructor(private readonly models: Models) {}

  async record(kind: DataRequest['kind'], patientId: string, at: Date): Promise<DataRequest> {
    const doc = await this.models.DataRequest.create({ kind, patientId, at });
    return toRequest(doc.toObject<DataRequestDoc>());
  }

  async list(page: {
    page: number;
    pageSize: number;
  }): Promise<{ requests: DataRequest[]; total: number }> {
    const { skip, limit } = pageBounds(page);
    const [docs, total] = await Promise.all([
      this.models.DataRequest.find()
        .sort({ at: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<DataRequestDoc[]>(),
      this.models.DataRequest.countDocuments(),
    ]);
    return { requests: docs.map(toRequest), total };
  }

  async listByPatient(patientId: string): Promise<DataRequest[]> {
    const docs = await this.models.DataRequest.find({ patientId })
      .sort({ at: -1, _id: -1 })
      .lean<DataRequestDoc[]>();
    return docs.map(toRequest);
  }
}
