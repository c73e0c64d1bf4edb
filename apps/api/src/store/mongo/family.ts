import { Types, trusted } from 'mongoose';
import { StoreLimitError } from '../types.js';
import type {
  FamilyMemberFields,
  FamilyRepository,
  MedicalFields,
  StoredFamilyMember,
} from '../types.js';
import { isDuplicateKey, isId } from './errors.js';
import type { FamilyDoc, Models } from './models.js';

type MemberDoc = FamilyDoc['members'][number];

const toMember = (holderId: string, doc: MemberDoc): StoredFamilyMember => ({
  _id: doc._id.toHexString(),
  holderId,
  name: doc.name,
  dob: doc.dob,
  relation: doc.relation,
  gender: doc.gender,
  bloodGroup: doc.bloodGroup,
  allergy: doc.allergy,
  medicalCondition: doc.medicalCondition,
});

const fields = (member: FamilyMemberFields): FamilyMemberFields => ({
  name: member.name,
  dob: member.dob,
  relation: member.relation,
  gender: member.gender,
  bloodGroup: member.bloodGroup,
  allergy: member.allergy,
  medicalCondition: member.medicalCondition,
});

export class MongoFamily implements FamilyRepository {
  constructor(private readonly models: Models) {}

  async add(
    holderId: string,
    member: FamilyMemberFields,
    max: number,
  ): Promise<StoredFamilyMember> {
    try {
      await this.models.Family.updateOne(
        { _id: holderId },
        { $setOnInsert: { members: [] } },
        { upsert: true },
      );
    } catch (error) {
      // Another add made the holder's document first: it is there to add to.
      if (!isDuplicateKey(error)) throw error;
    }
    const doc: MemberDoc = { _id: new Types.ObjectId(), ...fields(member) };
    // One conditional update: it adds only while the array has no entry at index max - 1, so
    // concurrent adds of one holder each see the others' and never pass the cap.
    const result = await this.models.Family.updateOne(
      { _id: holderId, [`members.${max - 1}`]: trusted({ $exists: false }) },
      { $push: { members: doc } },
      { runValidators: true },
    );
    if (result.modifiedCount !== 1) throw new StoreLimitError('familyMembers', max);
    return toMember(holderId, doc);
  }

  async listByHolder(holderId: string): Promise<StoredFamilyMember[]> {
    const family = await this.models.Family.findById(holderId).lean<FamilyDoc>();
    return (family?.members ?? []).map((doc) => toMember(holderId, doc));
  }

  async findById(memberId: string): Promise<StoredFamilyMember | null> {
    if (!isId(memberId)) return null;
    const id = new Types.ObjectId(memberId);
    const family = await this.models.Family.findOne({ 'members._id': id }).lean<FamilyDoc>();
    const doc = family?.members.find((found) => found._id.equals(id));
    return family && doc ? toMember(family._id, doc) : null;
  }

  async update(
    holderId: string,
    memberId: string,
    member: FamilyMemberFields,
  ): Promise<StoredFamilyMember | null> {
    if (!isId(memberId)) return null;
    const id = new Types.ObjectId(memberId);
    const set = Object.fromEntries(
      Object.entries(fields(member)).map(([field, value]) => [`members.$.${field}`, value]),
    );
    const result = await this.models.Family.updateOne(
      { _id: holderId, 'members._id': id },
      { $set: set },
      { runValidators: true },
    );
    if (result.matchedCount !== 1) return null;
    return { ...fields(member), _id: memberId, holderId };
  }

  async remove(holderId: string, memberId: string): Promise<boolean> {
    if (!isId(memberId)) return false;
    const result = await this.models.Family.updateOne(
      { _id: holderId },
      { $pull: { members: { _id: new Types.ObjectId(memberId) } } },
    );
    return result.modifiedCount === 1;
  }

  async removeByHolder(holderId: string): Promise<void> {
    await this.models.Family.deleteOne({ _id: holderId });
  }

  async listMedicalFields(): Promise<(MedicalFields & { _id: string })[]> {
    const docs = await this.models.Family.find({}).sort({ _id: 1 }).lean<FamilyDoc[]>();
    return docs.flatMap((doc) =>
      doc.members.map((member) => ({
        _id: member._id.toHexString(),
        allergy: member.allergy,
        medicalCondition: member.medicalCondition,
        bloodGroup: member.bloodGroup,
      })),
    );
  }

  async resealMedicalFields(
    memberId: string,
    from: MedicalFields,
    to: MedicalFields,
  ): Promise<boolean> {
    if (!isId(memberId)) return false;
    // One update of the holder's document (MongoDB's "update embedded documents using multiple
    // field matches"): `$` is the member $elemMatch found still holding the values read, so an
    // edit at the same moment leaves nothing to change.
    const result = await this.models.Family.updateOne(
      { members: trusted({ $elemMatch: { _id: new Types.ObjectId(memberId), ...from } }) },
      {
        $set: {
          'members.$.allergy': to.allergy,
          'members.$.medicalCondition': to.medicalCondition,
          'members.$.bloodGroup': to.bloodGroup,
        },
      },
    );
    return result.modifiedCount === 1;
  }
}
