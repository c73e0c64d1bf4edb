import { normaliseEmail } from '../rules.js';
import type { OperatorRecord, OperatorRepository } from '../types.js';
import { isId, onConflict } from './errors.js';
import type { Models, OperatorDoc } from './models.js';

function toOperator(doc: OperatorDoc): OperatorRecord {
  return {
    _id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    passwordHash: doc.passwordHash,
  };
}

export class MongoOperators implements OperatorRepository {
  constructor(private readonly models: Models) {}

  async create(operator: Omit<OperatorRecord, '_id'>): Promise<OperatorRecord> {
    const doc = await onConflict('email', () =>
      this.models.Operator.create({ ...operator, email: normaliseEmail(operator.email) }),
    );
    return toOperator(doc.toObject<OperatorDoc>());
  }

  async findByEmail(email: string): Promise<OperatorRecord | null> {
    const doc = await this.models.Operator.findOne({
      email: normaliseEmail(email),
    }).lean<OperatorDoc>();
    return doc ? toOperator(doc) : null;
  }

  async findById(id: string): Promise<OperatorRecord | null> {
    if (!isId(id)) return null;
    const doc = await this.models.Operator.findById(id).lean<OperatorDoc>();
    return doc ? toOperator(doc) : null;
  }

  async setPassword(id: string, passwordHash: string): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.models.Operator.updateOne({ _id: id }, { $set: { passwordHash } });
    return result.matchedCount === 1;
  }

  async count(): Promise<number> {
    return this.models.Operator.countDocuments();
  }
}
