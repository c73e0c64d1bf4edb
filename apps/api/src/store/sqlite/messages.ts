import type { ContactMessage, MessageRepository, NewContactMessage } from '../types.js';
import { bool, newId } from './database.js';
import type { SqliteDatabase } from './database.js';

type MessageRow = Omit<ContactMessage, '_id' | 'createdAt' | 'read' | 'userId'> & {
  id: string;
  created_at: string;
  read: number;
  user_id: string | null;
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
    userId: row.user_id,
  };
}

export class SqliteMessages implements MessageRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async create(message: NewContactMessage): Promise<ContactMessage> {
    const row = this.sql
      .statement(
        `INSERT INTO messages (id, name, email, subject, phone, message, created_at, user_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        newId(),
        message.name,
        message.email,
        message.subject,
        message.phone,
        message.message,
        message.createdAt.toISOString(),
        message.userId ?? null,
      ) as MessageRow;
    return toMessage(row);
  }

  async list(): Promise<ContactMessage[]> {
    const rows = this.sql
      .statement('SELECT * FROM messages ORDER BY created_at DESC, seq DESC')
      .all() as MessageRow[];
    return rows.map(toMessage);
  }

  async listByUser(userId: string): Promise<ContactMessage[]> {
    const rows = this.sql
      .statement('SELECT * FROM messages WHERE user_id = ? ORDER BY created_at DESC, seq DESC')
      .all(userId) as MessageRow[];
    return rows.map(toMessage);
  }

  async removeByUser(userId: string): Promise<void> {
    this.sql.statement('DELETE FROM messages WHERE user_id = ?').run(userId);
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
