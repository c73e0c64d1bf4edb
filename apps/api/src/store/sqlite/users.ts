import type { Address, UserData } from '@clinic/contracts';
import { definedOnly, normaliseEmail } from '../rules.js';
import type {
  MedicalFields,
  NewUser,
  ProfilePatch,
  StoredUserData,
  UserRecord,
  UserRepository,
} from '../types.js';
import { fromJson, newId, onConflict, toJson } from './database.js';
import type { SqliteDatabase } from './database.js';
import { listMedicalFields, resealMedicalFields } from './sealed-medical-fields.js';

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  name: string;
  fathername: string;
  mothername: string;
  phone: string;
  address: string;
  gender: UserData['gender'];
  dob: string;
  blood_group: string;
  allergy: string;
  medical_condition: string;
  image: string;
  created_at: string;
}

function toUserData(row: UserRow): StoredUserData {
  return {
    _id: row.id,
    name: row.name,
    fathername: row.fathername,
    mothername: row.mothername,
    email: row.email,
    phone: row.phone,
    address: fromJson<Address>(row.address),
    gender: row.gender,
    dob: row.dob,
    bloodGroup: row.blood_group,
    allergy: row.allergy,
    medicalCondition: row.medical_condition,
    image: row.image,
  };
}

function toRecord(row: UserRow): UserRecord {
  return { ...toUserData(row), passwordHash: row.password_hash, createdAt: row.created_at };
}

export class SqliteUsers implements UserRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  private row(id: string): UserRow | undefined {
    return this.sql.statement('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  }

  async create(user: NewUser): Promise<StoredUserData> {
    const id = newId();
    onConflict('email', () =>
      this.sql
        .statement(
          `INSERT INTO users (id, email, password_hash, name, phone, address, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          normaliseEmail(user.email),
          user.passwordHash,
          user.name,
          user.phone,
          toJson({ line1: '', line2: '' }),
          new Date().toISOString(),
        ),
    );
    return toUserData(this.row(id) as UserRow);
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const row = this.sql
      .statement('SELECT * FROM users WHERE email = ?')
      .get(normaliseEmail(email)) as UserRow | undefined;
    return row ? toRecord(row) : null;
  }

  async findById(id: string): Promise<StoredUserData | null> {
    const row = this.row(id);
    return row ? toUserData(row) : null;
  }

  async findRecordById(id: string): Promise<UserRecord | null> {
    const row = this.row(id);
    return row ? toRecord(row) : null;
  }

  async remove(id: string): Promise<boolean> {
    return this.sql.statement('DELETE FROM users WHERE id = ?').run(id).changes === 1;
  }

  async updateProfile(id: string, patch: ProfilePatch): Promise<StoredUserData | null> {
    return this.sql.transaction(() => this.updateProfileSync(id, patch));
  }

  async setPassword(id: string, passwordHash: string): Promise<boolean> {
    const result = this.sql
      .statement('UPDATE users SET password_hash = ? WHERE id = ?')
      .run(passwordHash, id);
    return result.changes === 1;
  }

  async listMedicalFields(): Promise<(MedicalFields & { _id: string })[]> {
    return listMedicalFields(this.sql, 'users');
  }

  async resealMedicalFields(id: string, from: MedicalFields, to: MedicalFields): Promise<boolean> {
    return resealMedicalFields(this.sql, 'users', id, from, to);
  }

  private updateProfileSync(id: string, patch: ProfilePatch): StoredUserData | null {
    const row = this.row(id);
    if (!row) return null;
    const next = { ...toUserData(row), ...definedOnly(patch) };
    this.sql
      .statement(
        `UPDATE users SET name = @name, fathername = @fathername, mothername = @mothername,
         phone = @phone, address = @address, gender = @gender, dob = @dob,
         blood_group = @bloodGroup, allergy = @allergy, medical_condition = @medicalCondition,
         image = @image WHERE id = @id`,
      )
      .run({
        id,
        name: next.name,
        fathername: next.fathername,
        mothername: next.mothername,
        phone: next.phone,
        address: toJson(next.address),
        gender: next.gender,
        dob: next.dob,
        bloodGroup: next.bloodGroup,
        allergy: next.allergy,
        medicalCondition: next.medicalCondition,
        image: next.image,
      });
    return toUserData(this.row(id) as UserRow);
  }
}
