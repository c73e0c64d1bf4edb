import { trusted } from 'mongoose';
import { normaliseEmail } from '../rules.js';
import type { ContactMessage, MessageRepository } from '../types.js';
import { isId } from './errors.js';
import type { MessageDoc, Models } from './models.js';

function toMessage(doc: MessageDoc): ContactMessage {
  return {
    _id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    subject: doc.subject,
    phone: doc.phone,
    message: doc.message,
    createdAt: doc.createdAt.toISOString(),
    read: doc.read,
  };
}

export class MongoMessages implements MessageRepository {
  constructor(private readonly models: Models) {}

  async create(
    message: Omit<ContactMessage, '_id' | 'createdAt' | 'read'> & { createdAt: Date },
  ): Promise<ContactMessage> {
    const doc = await this.models.Message.create({ ...message, read: false });
    return toMessage(doc.toObject<MessageDoc>());
  }

  async list(): Promise<ContactMessage[]> {
    const docs = await this.models.Message.find()
      .sort({ createdAt: -1, _id: -1 })
      .lean<MessageDoc[]>();
    return docs.map(toMessage);
  }

  /** Matches stored e-mails trimmed and lower-cased, as sqlite's lower(trim(email)) does. */
  private fromEmail(email: string) {
    return {
      $expr: trusted({
        $eq: [{ $toLower: { $trim: { input: '$email' } } }, normaliseEmail(email)],
      }),
    };
  }

  async listByEmail(email: string): Promise<ContactMessage[]> {
    const docs = await this.models.Message.find(this.fromEmail(email))
      .sort({ createdAt: -1, _id: -1 })
      .lean<MessageDoc[]>();
    return docs.map(toMessage);
  }

  async removeByEmail(email: string): Promise<void> {
    await this.models.Message.deleteMany(this.fromEmail(email));
  }

  async markRead(id: string): Promise<ContactMessage | null> {
    if (!isId(id)) return null;
    const doc = await this.models.Message.findByIdAndUpdate(
      id,
      { $set: { read: true } },
      { returnDocument: 'after' },
    ).lean<MessageDoc>();
    return doc ? toMessage(doc) : null;
  }

  async purgeBefore(date: Date): Promise<void> {
    await this.models.Message.deleteMany({ createdAt: trusted({ $lt: date }) });
  }
}
