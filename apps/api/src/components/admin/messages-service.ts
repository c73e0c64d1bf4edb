/**
 * The clinic's inbox: the contact form's messages, newest first, marked read by the operator.
 * Reading the list shows the messages' bodies, so it writes an audit entry naming them.
 */
import { ADMIN_TEXTS, contactMessageSchema } from '@clinic/contracts';
import type { ContactMessage } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import type { Actor, AuditLog } from './audit-log.js';

export function createAdminMessageService({ store }: AppContext, audit: AuditLog) {
  async function list(actor: Actor): Promise<{ messages: ContactMessage[]; unread: number }> {
    const messages = (await store.messages.list()).map((message) =>
      contactMessageSchema.parse(message),
    );
    // A message is the sender's, by e-mail, not a patient account's: the entry names no patient.
    await audit.recordRead(actor, {
      action: 'messages.read',
      targetType: 'messages',
      shown: { messageIds: messages.map((message) => message._id) },
    });
    return { messages, unread: messages.filter((message) => !message.read).length };
  }

  async function markRead(messageId: string): Promise<ContactMessage> {
    const message = await store.messages.markRead(messageId);
    if (!message) throw AppError.notFound(ADMIN_TEXTS.messageNotFound);
    return contactMessageSchema.parse(message);
  }

  return { list, markRead };
}
