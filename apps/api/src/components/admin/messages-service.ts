/**
 * The clinic's inbox: the contact form's messages, newest first, marked read by the operator.
 * Reading the list shows the messages' bodies, and marking one read changes it and answers its
 * body, so each writes an audit entry naming the messages and the patients who sent them signed in.
 */
import { contactMessageSchema } from '@clinic/contracts';
import type { ContactMessage } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import type { ContactMessage as StoredMessage } from '../../store/types.js';
import type { Actor, AuditLog } from './audit-log.js';

export function createAdminMessageService({ store }: AppContext, audit: AuditLog) {
  /** The accounts that sent these signed in: a message sent signed out names no patient. */
  const sendersOf = (messages: StoredMessage[]) => [
    ...new Set(messages.flatMap(({ userId }) => (userId === null ? [] : [userId]))),
  ];

  async function list(actor: Actor): Promise<{ messages: ContactMessage[]; unread: number }> {
    const stored = await store.messages.list();
    const messages = stored.map((message) => contactMessageSchema.parse(message));
    await audit.recordRead(
      actor,
      {
        action: 'messages.read',
        targetType: 'messages',
        shown: { messageIds: messages.map((message) => message._id) },
      },
      sendersOf(stored),
    );
    return { messages, unread: messages.filter((message) => !message.read).length };
  }

  async function markRead(actor: Actor, messageId: string): Promise<ContactMessage> {
    const message = await store.messages.markRead(messageId);
    if (!message) throw AppError.notFound('messageNotFound');
    // The state names no sender: the entry outlives an erasure, the message does not.
    await audit.record(actor, {
      action: 'message.mark-read',
      targetType: 'message',
      targetId: message._id,
      before: null,
      after: { read: true },
      patientIds: sendersOf([message]),
    });
    return contactMessageSchema.parse(message);
  }

  return { list, markRead };
}
