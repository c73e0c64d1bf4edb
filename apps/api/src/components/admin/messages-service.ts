/** The clinic's inbox: the contact form's messages, newest first, marked read by the operator. */
import { ADMIN_TEXTS, contactMessageSchema } from '@clinic/contracts';
import type { ContactMessage } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';

export function createAdminMessageService({ store }: AppContext) {
  async function list(): Promise<{ messages: ContactMessage[]; unread: number }> {
    const messages = (await store.messages.list()).map((message) =>
      contactMessageSchema.parse(message),
    );
    return { messages, unread: messages.filter((message) => !message.read).length };
  }

  async function markRead(messageId: string): Promise<ContactMessage> {
    const message = await store.messages.markRead(messageId);
    if (!message) throw AppError.notFound(ADMIN_TEXTS.messageNotFound);
    return contactMessageSchema.parse(message);
  }

  return { list, markRead };
}
