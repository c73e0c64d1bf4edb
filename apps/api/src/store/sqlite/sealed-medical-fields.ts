/**
 * The sealed medical fields (allergy, condition, blood group) of the two tables that keep them: a
 * patient's own (`users`) and their family members' (`family_members`). A FIELD_SEAL_KEY rotation
 * reads them all and writes each back sealed under the new key (src/libraries/patient-fields.ts).
 */
import type { MedicalFields } from '../types.js';
import type { SqliteDatabase } from './database.js';

type SealedTable = 'users' | 'family_members';

interface MedicalFieldsRow {
  id: string;
  allergy: string;
  medical_condition: string;
  blood_group: string;
}

export function listMedicalFields(
  sql: SqliteDatabase,
  table: SealedTable,
): (MedicalFields & { _id: string })[] {
  const rows = sql
    .statement(`SELECT id, allergy, medical_condition, blood_group FROM ${table} ORDER BY seq`)
    .all() as MedicalFieldsRow[];
  return rows.map((row) => ({
    _id: row.id,
    allergy: row.allergy,
    medicalCondition: row.medical_condition,
    bloodGroup: row.blood_group,
  }));
}

/** Writes `to` in place of `from` only while the row still holds `from`: true when it did. */
export function resealMedicalFields(
  sql: SqliteDatabase,
  table: SealedTable,
  id: string,
  from: MedicalFields,
  to: MedicalFields,
): boolean {
  const result = sql
    .statement(
      `UPDATE ${table} SET allergy = @toAllergy, medical_condition = @toCondition,
       blood_group = @toBloodGroup
       WHERE id = @id AND allergy = @allergy AND medical_condition = @condition
       AND blood_group = @bloodGroup`,
    )
    .run({
      id,
      allergy: from.allergy,
      condition: from.medicalCondition,
      bloodGroup: from.bloodGroup,
      toAllergy: to.allergy,
      toCondition: to.medicalCondition,
      toBloodGroup: to.bloodGroup,
    });
  return result.changes === 1;
}
