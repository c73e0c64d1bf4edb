/**
 * Outgoing mail through nodemailer (docs/decisions.md, Security): to SMTP_URL when set; otherwise each message is
 * written to DATA_DIR/outbox as an .eml file, so the default set-up needs no mail server. Nothing
 * here logs or throws a recipient's address (docs/decisions.md, Security: secrets stay out of logs).
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { crisisHelpline, crisisLineText } from '@clinic/contracts';
import nodemailer from 'nodemailer';
import { PRIVATE, ensureDir, writeFileWithMode } from './file-modes.js';
import type { Logger } from './logger.js';
import { mails } from './metrics.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * A calendar invite (iCalendar text, libraries/calendar-invite.ts). nodemailer sends it twice:
   * as a `text/calendar; method=...` alternative, which mail clients offer to add to the
   * calendar, and as an `.ics` attachment for those that only open files.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface Mailer {
  /** `outbox` when mail stays on this machine: then the console shows what a person needs. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /**
   * Whether mail can go now (the readiness probe, src/components/health/service.ts): the SMTP
   * server answers and takes the login, or the outbox folder takes a file. Never throws.
   */
  ready(): Promise<boolean>;
}

/** How long an SMTP check's answer is kept: probes come every few seconds, logins cost the server. */
const SMTP_CHECK_MS = 30_000;

/**
 * Every mail ends with the crisis line (docs/decisions.md, Mail): a sign-up code or a reminder may
 * be read by someone in crisis, and the foot of a mail is where a helpline is looked for. One
 * wrapper round the mailer, so that no mail, present or future, goes without it.
 */
export function withCrisisLine(
  mailer: Mailer,
  emergencyNumbers: readonly { label: string; number: string }[],
): Mailer {
  const footer = `\n\n--\n${crisisLineText(crisisHelpline(emergencyNumbers))}\n`;
  return {
    kind: mailer.kind,
    send: (message) => mailer.send({ ...message, text: `${message.text.trimEnd()}${footer}` }),
    ready: () => mailer.ready(),
  };
}

/** Counts every mail by outcome (clinic_mails_total), without changing what `send` does. */
export function withMailMetrics(mailer: Mailer): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        mails.inc({ outcome: 'failed' });
        throw error;
      }
      mails.inc({ outcome: 'sent' });
    },
    ready: () => mailer.ready(),
  };
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}

/**
 * A mail server's refusal quotes the recipient ('550 <meera@example.in>: unknown'): not kept. An
 * address is matched from its first character only (the look-behind), so a long word without an @
 * is read once rather than again from each of its characters.
 */
function withoutAddresses(error: unknown): Error {
  const text = error instanceof Error ? error.message : String(error);
  const address = /(?<![^\s<>"'@])[^\s<>"'@]+@[^\s<>"'@]+/g;
  return new Error(`Mail not sent: ${text.replace(address, '[address]')}`);
}

export function createMailer({ smtpUrl, from, outboxDir, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    let checked: { at: number; ready: Promise<boolean> } | undefined;
    return {
      kind: 'smtp',
      async send(message) {
        try {
          await transport.sendMail({ from, ...message });
        } catch (error) {
          throw withoutAddresses(error);
        }
      },
      ready() {
        if (!checked || Date.now() - checked.at > SMTP_CHECK_MS)
          checked = {
            at: Date.now(),
            ready: transport.verify().then(
              () => true,
              (error: unknown) => {
                logger.warn(
                  'The mail server did not answer the readiness check',
                  withoutAddresses(error),
                );
                return false;
              },
            ),
          };
        return checked.ready;
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      // Owner-only: the messages hold sign-up codes and patients' addresses.
      await ensureDir(outboxDir, PRIVATE.dir);
      const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFileWithMode(file, info.message as Buffer, PRIVATE.file);
      logger.info(`Mail written to ${file}`);
    },
    async ready() {
      const file = path.join(outboxDir, `.ready-${randomBytes(4).toString('hex')}`);
      try {
        await ensureDir(outboxDir, PRIVATE.dir);
        await writeFileWithMode(file, '', PRIVATE.file);
        await rm(file);
        return true;
      } catch (error) {
        logger.warn('The outbox folder takes no file', error);
        return false;
      }
    },
  };
}
