import type { Relation } from '@clinic/contracts';
import { StoreLimitError } from '../types.js';
import type {
  FamilyMemberFields,
  FamilyRepository,
  MedicalFields,
  StoredFamilyMember,
} from '../types.js';
import { newId } from './database.js';
import type { SqliteDatabase } from './database.js';
import { listMedicalFields, resealMedicalFields } from './sealed-medical-fields.js';

interface FamilyMemberRow {
  id: string;
  holder_id: string;
  name: string;
  dob: string;
  relation: Relation;
  gender: StoredFamilyMember['gender'];
  blood_group: string;
  allergy: string;
  medical_condition: string;
}

const toMember = (row: FamilyMemberRow): StoredFamilyMember => ({
  _id: row.id,
  holderId: row.holder_id,
  name: row.name,
  dob: row.dob,
  relation: row.relation,
  gender: row.gender,
  bloodGroup: row.blood_group,
  allergy: row.allergy,
  medicalCondition: row.medical_condition,
});

const columns = (member: FamilyMemberFields) => ({
  name: member.name,
  dob: member.dob,
  relation: member.relation,
  gender: member.gender,
  bloodGroup: member.bloodGroup,
  allergy: member.allergy,
  medicalCondition: member.medicalCondition,
});

export class SqliteFamily implements FamilyRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  private row(id: string): FamilyMemberRow | undefined {
    return this.sql.statement('SELECT * FROM family_members WHERE id = ?').get(id) as
      FamilyMemberRow | undefined;
  }

  async add(
    holderId: string,
    member: FamilyMemberFields,
    max: number,
  ): Promise<StoredFamilyMember> {
    const id = newId();
    // One write transaction: the count and the insert see no other process's add in between.
    this.sql.transaction(() => {
      const { n } = this.sql
        .statement('SELECT COUNT(*) AS n FROM family_members WHERE holder_id = ?')
        .get(holderId) as { n: number };
      if (n >= max) throw new StoreLimitError('familyMembers', max);
      this.sql
        .statement(
          `INSERT INTO family_members (id, holder_id, name, dob, relation, gender, blood_group,
           allergy, medical_condition) VALUES (@id, @holderId, @name, @dob, @relation, @gender,
           @bloodGroup, @allergy, @medicalCondition)`,
        )
        .run({ id, holderId, ...columns(member) });
    });
    return toMember(this.row(id) as FamilyMemberRow);
  }

  async listByHolder(holderId: string): Promise<StoredFamilyMember[]> {
    const rows = this.sql
      .statement('SELECT * FROM family_members WHERE holder_id = ? ORDER BY seq')
      .all(holderId) as FamilyMemberRow[];
    return rows.map(toMember);
  }

  async findById(memberId: string): Promise<StoredFamilyMember | null> {
    const row = this.row(memberId);
    return row ? toMember(row) : null;
  }

  async update(
    holderId: string,
    memberId: string,
    member: FamilyMemberFields,
  ): Promise<StoredFamilyMember | null> {
    const result = this.sql
      .statement(
        `UPDATE family_members SET name = @name, dob = @dob, relation = @relation,
         gender = @gender, blood_group = @bloodGroup, allergy = @allergy,
         medical_condition = @medicalCondition WHERE id = @memberId AND holder_id = @holderId`,
      )
      .run({ memberId, holderId, ...columns(member) });
    return result.changes === 1 ? toMember(this.row(memberId) as FamilyMemberRow) : null;
  }

  async remove(holderId: string, memberId: string): Promise<boolean> {
    return (
      this.sql
        .statement('DELETE FROM family_members WHERE id = ? AND holder_id = ?')
        .run(memberId, holderId).changes === 1
    );
  }

  async removeByHolder(holderId: string): Promise<void> {
    this.sql.statement('DELETE FROM family_members WHERE holder_id = ?').run(holderId);
  }

  async listMedicalFields(): Promise<(MedicalFields & { _id: string })[]> {
    return listMedicalFields(this.sql, 'family_members');
  }

  async resealMedicalFields(
    memberId: string,
    from: MedicalFields,
    to: MedicalFields,
  ): Promise<boolean> {
    return resealMedicalFields(this.sql, 'family_members', memberId, from, to);
  }
}
