import { definedOnly, normaliseEmail } from '../rules.js';
import type {
  MedicalFields,
  NewUser,
  ProfilePatch,
  StoredUserData,
  UserRecord,
  UserRepository,
} from '../types.js';
import { isId, onConflict } from './errors.js';
import type { Models, UserDoc } from './models.js';

function toUserData(doc: UserDoc): StoredUserData {
  return {
    _id: doc._id.toHexString(),
    name: doc.name,
    fathername: doc.fathername,
    mothername: doc.mothername,
    email: doc.email,
    phone: doc.phone,
    address: { line1: doc.address.line1, line2: doc.address.line2 },
    gender: doc.gender,
    dob: doc.dob,
    bloodGroup: doc.bloodGroup,
    allergy: doc.allergy,
    medicalCondition: doc.medicalCondition,
    image: doc.image,
  };
}

function toRecord(doc: UserDoc): UserRecord {
  return {
    ...toUserData(doc),
    passwordHash: doc.passwordHash,
    createdAt: doc.createdAt.toISOString(),
  };
}

export class MongoUsers implements UserRepository {
  constructor(private readonly models: Models) {}

  async create(user: NewUser): Promise<StoredUserData> {
    const doc = await onConflict('email', () =>
      this.models.User.create({
        name: user.name,
        email: normaliseEmail(user.email),
        phone: user.phone,
        passwordHash: user.passwordHash,
        createdAt: new Date(),
      }),
    );
    return toUserData(doc.toObject<UserDoc>());
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const doc = await this.models.User.findOne({ email: normaliseEmail(email) }).lean<UserDoc>();
    return doc ? toRecord(doc) : null;
  }

  async findById(id: string): Promise<StoredUserData | null> {
    if (!isId(id)) return null;
    const doc = await this.models.User.findById(id).lean<UserDoc>();
    return doc ? toUserData(doc) : null;
  }

  async findRecordById(id: string): Promise<UserRecord | null> {
    if (!isId(id)) return null;
    const doc = await this.models.User.findById(id).lean<UserDoc>();
    return doc ? toRecord(doc) : null;
  }

  async setPassword(id: string, passwordHash: string): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.models.User.updateOne({ _id: id }, { $set: { passwordHash } });
    return result.matchedCount === 1;
  }

  async remove(id: string): Promise<boolean> {
    if (!isId(id)) return false;
    return (await this.models.User.deleteOne({ _id: id })).deletedCount === 1;
  }

  async listMedicalFields(): Promise<(MedicalFields & { _id: string })[]> {
    const docs = await this.models.User.find({}, { allergy: 1, medicalCondition: 1, bloodGroup: 1 })
      .sort({ _id: 1 })
      .lean<Pick<UserDoc, '_id' | 'allergy' | 'medicalCondition' | 'bloodGroup'>[]>();
    return docs.map((doc) => ({
      _id: doc._id.toHexString(),
      allergy: doc.allergy,
      medicalCondition: doc.medicalCondition,
      bloodGroup: doc.bloodGroup,
    }));
  }

  async resealMedicalFields(id: string, from: MedicalFields, to: MedicalFields): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.models.User.updateOne({ _id: id, ...from }, { $set: to });
    return result.modifiedCount === 1;
  }

  async updateProfile(id: string, patch: ProfilePatch): Promise<StoredUserData | null> {
    if (!isId(id)) return null;
    const {
      _id: _ignored,
      email: _fixed,
      ...fields
    } = definedOnly(patch) as Partial<StoredUserData>;
    const doc = await this.models.User.findByIdAndUpdate(
      id,
      { $set: fields },
      { returnDocument: 'after', runValidators: true },
    ).lean<UserDoc>();
    return doc ? toUserData(doc) : null;
  }
}
