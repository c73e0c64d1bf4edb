import type { IntakeStatus } from '@clinic/contracts';
import { trusted } from 'mongoose';
import type { IntakeRecord, IntakeRepository, IntakeSave, SealedIntake } from '../types.js';
import { isDuplicateKey, isId } from './errors.js';
import type { IntakeDoc, Models } from './models.js';

const toIntake = (doc: IntakeDoc): IntakeRecord => ({
  _id: doc._id.toHexString(),
  userId: doc.userId,
  appointmentId: doc.appointmentId,
  docId: doc.docId,
  kind: doc.kind,
  status: doc.status,
  answers: doc.answers,
  results: doc.results,
  savedAt: doc.savedAt,
  submittedAt: doc.submittedAt ?? null,
});

export class MongoIntakes implements IntakeRepository {
  constructor(private readonly models: Models) {}

  async save(intake: IntakeSave): Promise<IntakeRecord | null> {
    // Only a draft is written, in one conditional update that inserts when there is none; a
    // finished intake makes the insert hit the unique appointmentId. So does a concurrent first
    // save: after it, the draft it wrote is there to update.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const doc = await this.models.Intake.findOneAndUpdate(
          { appointmentId: intake.appointmentId, status: 'draft' },
          {
            $set: {
              answers: intake.answers,
              results: intake.results,
              status: intake.submit ? 'submitted' : 'draft',
              savedAt: intake.savedAt,
              submittedAt: intake.submit ? intake.savedAt : null,
            },
            $setOnInsert: {
              userId: intake.userId,
              docId: intake.docId,
              kind: intake.kind,
            },
          },
          { upsert: true, returnDocument: 'after', runValidators: true },
        ).lean<IntakeDoc>();
        return doc ? toIntake(doc) : null;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const present = await this.models.Intake.findOne({
          appointmentId: intake.appointmentId,
        }).lean<IntakeDoc>();
        if (present?.status === 'submitted') return null;
      }
    }
    return null;
  }

  async findByAppointment(appointmentId: string): Promise<IntakeRecord | null> {
    const doc = await this.models.Intake.findOne({ appointmentId }).lean<IntakeDoc>();
    return doc ? toIntake(doc) : null;
  }

  async listByUser(userId: string): Promise<IntakeRecord[]> {
    const docs = await this.models.Intake.find({ userId }).sort({ _id: 1 }).lean<IntakeDoc[]>();
    return docs.map(toIntake);
  }

  async statusByAppointments(appointmentIds: string[]): Promise<Map<string, IntakeStatus>> {
    const docs = await this.models.Intake.find(
      { appointmentId: trusted({ $in: appointmentIds }) },
      { appointmentId: 1, status: 1 },
    ).lean<Pick<IntakeDoc, 'appointmentId' | 'status'>[]>();
    return new Map(docs.map((doc) => [doc.appointmentId, doc.status]));
  }

  async list(): Promise<IntakeRecord[]> {
    const docs = await this.models.Intake.find({}).sort({ _id: 1 }).lean<IntakeDoc[]>();
    return docs.map(toIntake);
  }

  async reseal(id: string, from: SealedIntake, to: SealedIntake): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.models.Intake.updateOne({ _id: id, ...from }, { $set: to });
    return result.modifiedCount === 1;
  }

  async removeByUser(userId: string): Promise<void> {
    await this.models.Intake.deleteMany({ userId });
  }
}
