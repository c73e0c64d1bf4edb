import { trusted } from 'mongoose';
import { normaliseEmail } from '../rules.js';
import type {
  NewOperator,
  OperatorPatch,
  OperatorRecord,
  OperatorRepository,
  SealedSecrets,
} from '../types.js';
import { isDuplicateKey, isId, onConflict } from './errors.js';
import type { Models, OperatorDoc } from './models.js';

function toOperator(doc: OperatorDoc): OperatorRecord {
  return {
    _id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    passwordHash: doc.passwordHash,
    role: doc.role ?? 'owner',
    doctorId: doc.doctorId ?? null,
    disabled: doc.disabled ?? false,
    mustChangePassword: doc.mustChangePassword ?? false,
    totpSecret: doc.totpSecret ?? null,
    totpPendingSecret: doc.totpPendingSecret ?? null,
    totpLastStep: doc.totpLastStep ?? 0,
    recoveryCodeHashes: doc.recoveryCodeHashes ?? [],
    securityStamp: doc.securityStamp ?? 0,
    loginChallenge:
      doc.loginChallengeDigest && doc.loginChallengeExpiresAt
        ? { digest: doc.loginChallengeDigest, expiresAt: doc.loginChallengeExpiresAt }
        : null,
    secondFactorLockedAt: doc.secondFactorLockedAt ?? null,
    createdAt: doc.createdAt ?? doc._id.getTimestamp(),
  };
}

const NO_CHALLENGE = { loginChallengeDigest: null, loginChallengeExpiresAt: null };
/** What every change of the password, the state, the role or the second factor also does. */
const NEW_STAMP = { $inc: { securityStamp: 1 } };

const fields = (operator: NewOperator) => ({
  ...operator,
  email: normaliseEmail(operator.email),
  doctorId: operator.doctorId ?? null,
});

export class MongoOperators implements OperatorRepository {
  constructor(private readonly models: Models) {}

  async create(operator: NewOperator): Promise<OperatorRecord> {
    const doc = await onConflict('email', () => this.models.Operator.create(fields(operator)));
    return toOperator(doc.toObject<OperatorDoc>());
  }

  async createFirst(operator: NewOperator): Promise<OperatorRecord | null> {
    if ((await this.models.Operator.exists({})) !== null) return null;
    try {
      // Two first accounts written at once: the unique index on `firstAccount` lets one in.
      const doc = await this.models.Operator.create({ ...fields(operator), firstAccount: true });
      return toOperator(doc.toObject<OperatorDoc>());
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
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

  async list(): Promise<OperatorRecord[]> {
    const docs = await this.models.Operator.find().sort({ _id: 1 }).lean<OperatorDoc[]>();
    return docs.map(toOperator);
  }

  async setPassword(id: string, passwordHash: string): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.models.Operator.updateOne(
      { _id: id },
      { $set: { passwordHash, mustChangePassword: false, ...NO_CHALLENGE }, ...NEW_STAMP },
    );
    return result.matchedCount === 1;
  }

  async update(id: string, patch: OperatorPatch): Promise<OperatorRecord | null> {
    if (!isId(id)) return null;
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length === 0) return this.findById(id);
    const doc = await this.models.Operator.findOneAndUpdate(
      { _id: id },
      { $set: { ...set, ...NO_CHALLENGE }, ...NEW_STAMP },
      { new: true },
    ).lean<OperatorDoc>();
    return doc ? toOperator(doc) : null;
  }

  async issueLoginChallenge(
    id: string,
    stamp: number,
    challenge: { digest: string; expiresAt: Date },
  ): Promise<boolean> {
    if (!isId(id)) return false;
    // An account written before stamps were kept has none yet: it counts as 0.
    const stampIs =
      stamp === 0
        ? { $or: [{ securityStamp: 0 }, { securityStamp: trusted({ $exists: false }) }] }
        : { securityStamp: stamp };
    const result = await this.models.Operator.updateOne(
      { _id: id, ...stampIs },
      {
        $set: {
          loginChallengeDigest: challenge.digest,
          loginChallengeExpiresAt: challenge.expiresAt,
        },
      },
    );
    return result.matchedCount === 1;
  }

  async takeLoginChallenge(id: string, digest: string, now: Date): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.models.Operator.updateOne(
      { _id: id, loginChallengeDigest: digest, loginChallengeExpiresAt: trusted({ $gt: now }) },
      { $set: NO_CHALLENGE },
    );
    return result.modifiedCount === 1;
  }

  async offerSecondFactor(id: string, sealedSecret: string): Promise<void> {
    if (!isId(id)) return;
    await this.models.Operator.updateOne(
      { _id: id },
      { $set: { totpPendingSecret: sealedSecret } },
    );
  }

  async enrolSecondFactor(
    id: string,
    sealedSecret: string,
    step: number,
    recoveryCodeHashes: string[],
  ): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.models.Operator.updateOne(
      { _id: id, totpPendingSecret: sealedSecret },
      {
        $set: {
          totpSecret: sealedSecret,
          totpPendingSecret: null,
          totpLastStep: step,
          recoveryCodeHashes,
        },
      },
    );
    return result.modifiedCount === 1;
  }

  async clearSecondFactor(id: string): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.models.Operator.updateOne(
      { _id: id },
      {
        $set: {
          totpSecret: null,
          totpPendingSecret: null,
          totpLastStep: 0,
          recoveryCodeHashes: [],
          secondFactorLockedAt: null,
          ...NO_CHALLENGE,
        },
        ...NEW_STAMP,
      },
    );
    return result.matchedCount === 1;
  }

  async lockSecondFactor(id: string, at: Date): Promise<boolean> {
    if (!isId(id)) return false;
    // `null` matches a missing field too: an account written before locks were kept.
    const result = await this.models.Operator.updateOne(
      { _id: id, secondFactorLockedAt: null },
      { $set: { secondFactorLockedAt: at, ...NO_CHALLENGE }, ...NEW_STAMP },
    );
    return result.modifiedCount === 1;
  }

  async resealSecondFactor(id: string, from: SealedSecrets, to: SealedSecrets): Promise<boolean> {
    if (!isId(id)) return false;
    // `null` matches a missing field too: an account written before offers were kept.
    const result = await this.models.Operator.updateOne(
      { _id: id, totpSecret: from.totpSecret, totpPendingSecret: from.totpPendingSecret },
      { $set: to },
    );
    return result.matchedCount === 1;
  }

  async useTotpStep(id: string, step: number): Promise<boolean> {
    if (!isId(id)) return false;
    // An account from before roles has no totpLastStep yet: it counts as 0.
    const result = await this.models.Operator.updateOne(
      {
        _id: id,
        $or: [
          { totpLastStep: trusted({ $lt: step }) },
          { totpLastStep: trusted({ $exists: false }) },
        ],
      },
      { $set: { totpLastStep: step } },
    );
    return result.modifiedCount === 1;
  }

  async useRecoveryCode(id: string, codeHash: string): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.models.Operator.updateOne(
      { _id: id, recoveryCodeHashes: codeHash },
      { $pull: { recoveryCodeHashes: codeHash } },
    );
    return result.modifiedCount === 1;
  }

  async count(): Promise<number> {
    return this.models.Operator.countDocuments();
  }
}
