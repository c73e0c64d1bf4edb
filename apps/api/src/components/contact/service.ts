/** The 'Email Us' form: kept in the store for the operator's inbox, then mailed to the clinic. */
import type { ContactRequest } from '@clinic/contracts';
import type { AppContext } from '../../context.js';

export function createContactService({ store, config, clock, mailer, logger }: AppContext) {
  /**
   * `userId` is the signed-in sender's account, or null: the typed e-mail proves nothing, so only
   * a session links a message to an account (docs/privacy.md, Contact messages).
   */
  async function sendMessage(request: ContactRequest, userId: string | null): Promise<void> {
    await store.messages.create({ ...request, userId, createdAt: clock() });
    try {
      await mailer.send({
        to: config.clinic.email,
        replyTo: request.email,
        // The sender's own subject may name a condition: it goes in the body, never the subject
        // line a shared inbox or a phone's lock screen shows (docs/decisions.md, Mail).
        subject: `Website message from ${request.name}`,
        text:
          `From: ${request.name} <${request.email}>, phone ${request.phone}\n` +
          `Subject: ${request.subject}\n\n${request.message}`,
      });
    } catch (error) {
      // The message is safe in the store and shows in the console's inbox; the mail is a courtesy.
      logger.error('Could not mail a contact message to the clinic', error);
    }
  }

  return { sendMessage };
}
