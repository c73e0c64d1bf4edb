/** The 'Email Us' form: kept in the store for the operator's inbox, then mailed to the clinic. */
import type { ContactRequest } from '@clinic/contracts';
import type { AppContext } from '../../context.js';

export function createContactService({ store, config, clock, mailer, logger }: AppContext) {
  async function sendMessage(request: ContactRequest): Promise<void> {
    await store.messages.create({ ...request, createdAt: clock() });
    try {
      await mailer.send({
        to: config.clinic.email,
        replyTo: request.email,
        subject: `Website message: ${request.subject}`,
        text: `From: ${request.name} <${request.email}>, phone ${request.phone}\n\n${request.message}`,
      });
    } catch (error) {
      // The message is safe in the store and shows in the console's inbox; the mail is a courtesy.
      logger.error('Could not mail a contact message to the clinic', error);
    }
  }

  return { sendMessage };
}
