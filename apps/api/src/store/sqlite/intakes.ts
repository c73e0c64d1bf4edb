import type { IntakeKind, IntakeStatus } from '@clinic/contracts';
import type { IntakeRecord, IntakeRepository, IntakeSave, SealedIntake } from '../types.js';
import { newId, toJson } from './database.js';
import type { SqliteDatabase } from './database.js';

interface IntakeRow {
  id: string;
  user_id: string;
  appointment_id: string;
  doc_id: string;
  kind: IntakeKind;
  status: IntakeStatus;
  answers: string;
  results: string;
  saved_at: number;
  submitted_at: number | null;
}

const toIntake = (row: IntakeRow): IntakeRecord => ({
  _id: row.id,
  userId: row.user_id,
  appointmentId: row.appointment_id,
  docId: row.doc_id,
  kind: row.kind,
  status: row.status,
  answers: row.answers,
  results: row.results,
  savedAt: new Date(row.saved_at),
  submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at),
});

export class SqliteIntakes implements IntakeRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  private byAppointment(appointmentId: string): IntakeRow | undefined {
    return this.sql
      .statement('SELECT * FROM intakes WHERE appointment_id = ?')
      .get(appointmentId) as IntakeRow | undefined;
  }

  async save(intake: IntakeSave): Promise<IntakeRecord | null> {
    // One write transaction: of saves from processes sharing the file, each sees the last.
    return this.sql.transaction(() => {
      const row = this.byAppointment(intake.appointmentId);
      if (row?.status === 'submitted') return null;
      const values = {
        answers: intake.answers,
        results: intake.results,
        status: intake.submit ? 'submitted' : 'draft',
        savedAt: intake.savedAt.getTime(),
        submittedAt: intake.submit ? intake.savedAt.getTime() : null,
      };
      if (row)
        this.sql
          .statement(
            `UPDATE intakes SET answers = @answers, results = @results, status = @status,
             saved_at = @savedAt, submitted_at = @submittedAt WHERE id = @id`,
          )
          .run({ ...values, id: row.id });
      else
        this.sql
          .statement(
            `INSERT INTO intakes (id, user_id, appointment_id, doc_id, kind, status, answers,
             results, saved_at, submitted_at)
             VALUES (@id, @userId, @appointmentId, @docId, @kind, @status, @answers, @results,
             @savedAt, @submittedAt)`,
          )
          .run({
            ...values,
            id: newId(),
            userId: intake.userId,
            appointmentId: intake.appointmentId,
            docId: intake.docId,
            kind: intake.kind,
          });
      return toIntake(this.byAppointment(intake.appointmentId) as IntakeRow);
    });
  }

  async findByAppointment(appointmentId: string): Promise<IntakeRecord | null> {
    const row = this.byAppointment(appointmentId);
    return row ? toIntake(row) : null;
  }

  async listByUser(userId: string): Promise<IntakeRecord[]> {
    const rows = this.sql
      .statement('SELECT * FROM intakes WHERE user_id = ? ORDER BY seq')
      .all(userId) as IntakeRow[];
    return rows.map(toIntake);
  }

  async statusByAppointments(appointmentIds: string[]): Promise<Map<string, IntakeStatus>> {
    const rows = this.sql
      .statement(
        `SELECT appointment_id, status FROM intakes
         WHERE appointment_id IN (SELECT value FROM json_each(?))`,
      )
      .all(toJson(appointmentIds)) as Pick<IntakeRow, 'appointment_id' | 'status'>[];
    return new Map(rows.map((row) => [row.appointment_id, row.status]));
  }

  async list(): Promise<IntakeRecord[]> {
    return (this.sql.statement('SELECT * FROM intakes ORDER BY seq').all() as IntakeRow[]).map(
      toIntake,
    );
  }

  async reseal(id: string, from: SealedIntake, to: SealedIntake): Promise<boolean> {
    const result = this.sql
      .statement(
        `UPDATE intakes SET answers = @toAnswers, results = @toResults
         WHERE id = @id AND answers = @answers AND results = @results`,
      )
      .run({ id, ...from, toAnswers: to.answers, toResults: to.results });
    return result.changes === 1;
  }

  async removeByUser(userId: string): Promise<void> {
    this.sql.statement('DELETE FROM intakes WHERE user_id = ?').run(userId);
  }
}
