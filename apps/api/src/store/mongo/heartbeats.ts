import type { HeartbeatRepository } from '../types.js';
import type { HeartbeatDoc, Models } from './models.js';

export class MongoHeartbeats implements HeartbeatRepository {
  constructor(private readonly models: Models) {}

  async beat(name: string, at: Date): Promise<void> {
    await this.models.Heartbeat.updateOne(
      { _id: name },
      { $max: { at }, $inc: { beats: 1 } },
      { upsert: true },
    );
  }

  async last(name: string): Promise<Date | null> {
    const doc = await this.models.Heartbeat.findById(name).lean<HeartbeatDoc>();
    return doc ? doc.at : null;
  }
}
