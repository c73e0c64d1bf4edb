import { trusted } from 'mongoose';
import type { ContactMessage, MessageRepository, NewContactMessage } from '../types.js';
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
    userId: doc.userId ?? null,
  };
}

export class MongoMessages implements MessageRepository {
  constructor(private readonly models: Models) {}

  async create(message: NewContactMessage): Promise<ContactMessage> {
    const doc = await this.models.Message.create({
      ...message,
      userId: message.userId ?? null,
      read: false,
    });
    return toMessage(doc.toObject<MessageDoc>());
  }

  async list(): Promise<ContactMessage[]> {
    const docs = await this.models.Message.find()
      .sort({ createdAt: -1, _id: -1 })
      .lean<MessageDoc[]>();
    return docs.map(toMessage);
  }

  async listByUser(userId: string): Promise<ContactMessage[]> {
    const docs = await this.models.Message.find({ userId })
      .sort({ createdAt: -1, _id: -1 })
      .lean<MessageDoc[]>();
    return docs.map(toMessage);
  }

  async removeByUser(userId: string): Promise<void> {
    await this.models.Message.deleteMany({ userId });
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
