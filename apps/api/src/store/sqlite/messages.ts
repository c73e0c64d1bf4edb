import { normaliseEmail } from '../rules.js';
import type { ContactMessage, MessageRepository } from '../types.js';
import { bool, newId } from './database.js';
import type { SqliteDatabase } from './database.js';

type MessageRow = Omit<ContactMessage, '_id' | 'createdAt' | 'read'> & {
  id: string;
  created_at: string;
  read: number;
};

function toMessage(row: MessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    phone: row.phone,
    message: row.message,
    createdAt: row.created_at,
    read: bool(row.read),
  };
}

export class SqliteMessages implements MessageRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async create(
    message: Omit<ContactMessage, '_id' | 'createdAt' | 'read'> & { createdAt: Date },
  ): Promise<ContactMessage> {
    const row = this.sql
      .statement(
        `INSERT INTO messages (id, name, email, subject, phone, message, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        newId(),
        message.name,
        message.email,
        message.subject,
        message.phone,
        message.message,
        message.createdAt.toISOString(),
      ) as MessageRow;
    return toMessage(row);
  }

  async list(): Promise<ContactMessage[]> {
    const rows = this.sql
      .statement('SELECT * FROM messages ORDER BY created_at DESC, seq DESC')
      .all() as MessageRow[];
    return rows.map(toMessage);
  }

  async listByEmail(email: string): Promise<ContactMessage[]> {
    const rows = this.sql
      .statement(
        'SELECT * FROM messages WHERE lower(trim(email)) = ? ORDER BY created_at DESC, seq DESC',
      )
      .all(normaliseEmail(email)) as MessageRow[];
    return rows.map(toMessage);
  }

  async removeByEmail(email: string): Promise<void> {
    this.sql
      .statement('DELETE FROM messages WHERE lower(trim(email)) = ?')
      .run(normaliseEmail(email));
  }

  async markRead(id: string): Promise<ContactMessage | null> {
    const row = this.sql
      .statement('UPDATE messages SET read = 1 WHERE id = ? RETURNING *')
      .get(id) as MessageRow | undefined;
    return row ? toMessage(row) : null;
  }

  async purgeBefore(date: Date): Promise<void> {
    // created_at is ISO 8601 in UTC throughout, so text order is time order.
    this.sql.statement('DELETE FROM messages WHERE created_at < ?').run(date.toISOString());
  }
}
