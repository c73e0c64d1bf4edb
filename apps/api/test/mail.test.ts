import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../src/libraries/logger.js';
import { createMailer } from '../src/libraries/mail.js';

const PATIENT = 'meera.private@example.in';

const dirs: string[] = [];
const servers: Server[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const server of servers.splice(0)) server.close();
});

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (message: string, detail?: unknown) =>
    lines.push(`${message} ${detail instanceof Error ? detail.stack : String(detail ?? '')}`);
  return { lines, debug: keep, info: keep, warn: keep, error: keep };
}

/** A mail server that refuses every recipient, quoting the address as real servers do. */
async function refusingSmtpServer(): Promise<string> {
  const server = createServer((socket) => {
    socket.write('220 refusing.test ESMTP\r\n');
    let pending = '';
    socket.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      let end: number;
      while ((end = pending.indexOf('\r\n')) >= 0) {
        const command = pending.slice(0, end).toUpperCase();
        pending = pending.slice(end + 2);
        if (command.startsWith('EHLO')) socket.write('250-refusing.test\r\n250 OK\r\n');
        else if (command.startsWith('RCPT'))
          socket.write(`550 5.1.1 <${PATIENT}>: Recipient address rejected\r\n`);
        else if (command.startsWith('QUIT')) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('createMailer', () => {
  it('when mail goes to the outbox, then the log names the file but not the recipient', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'clinic-mail-')), 'outbox');
    dirs.push(path.dirname(outboxDir));
    const logger = recordingLogger();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Clinic <c@x.example>',
      outboxDir,
      logger,
    });

    await mailer.send({ to: PATIENT, subject: 'Your code', text: 'Your code is 123456.' });

    const [file] = readdirSync(outboxDir);
    expect(logger.lines).toEqual([`Mail written to ${path.join(outboxDir, file ?? '')} `]);
  });

  it('when a mail carries an invite, then the outbox file holds it as a calendar alternative with its method and as an .ics attachment', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'clinic-mail-')), 'outbox');
    dirs.push(path.dirname(outboxDir));
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Clinic <c@x.example>',
      outboxDir,
      logger: recordingLogger(),
    });
    const content = 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';

    await mailer.send({
      to: PATIENT,
      subject: 'Your appointment on Tuesday 3 March 2026 is cancelled',
      text: 'We have cancelled your appointment.',
      icalEvent: { method: 'CANCEL', filename: 'cancelled-appointment.ics', content },
    });

    const [file] = readdirSync(outboxDir);
    const eml = readFileSync(path.join(outboxDir, file ?? ''), 'utf8');
    // The outbox file has unix newlines; the attachment keeps the invite's CRLF, base64-encoded.
    expect(eml).toContain('Content-Type: multipart/alternative;');
    expect(eml).toContain(
      'Content-Type: text/calendar; charset=utf-8; method=CANCEL\n' +
        'Content-Transfer-Encoding: 7bit\n\n' +
        'BEGIN:VCALENDAR\nMETHOD:CANCEL\nEND:VCALENDAR\n',
    );
    expect(eml).toContain(
      'Content-Type: application/ics; name=cancelled-appointment.ics\n' +
        'Content-Disposition: attachment; filename=cancelled-appointment.ics\n' +
        'Content-Transfer-Encoding: base64\n\n' +
        `${Buffer.from(content).toString('base64')}\n`,
    );
  });

  it('when the mail server refuses the recipient, then the error says why without the address', async () => {
    const mailer = createMailer({
      smtpUrl: await refusingSmtpServer(),
      from: 'Clinic <no-reply@clinic.example>',
      outboxDir: path.join(tmpdir(), 'unused-outbox'),
      logger: recordingLogger(),
    });

    const refusal = await mailer.send({ to: PATIENT, subject: 'Your code', text: '123456' }).then(
      () => null,
      (error: unknown) => error,
    );

    expect(refusal).toBeInstanceOf(Error);
    const { message, stack } = refusal as Error;
    expect(message).toMatch(
      /^Mail not sent: .*550 5\.1\.1 <\[address\]>: Recipient address rejected/,
    );
    expect(`${message} ${stack}`).not.toContain(PATIENT);
  });

  it('when the outbox folder takes a file, then mail is ready; when a file stands where the folder should be, then it is not, and the log says so', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clinic-mail-'));
    dirs.push(dir);
    const logger = recordingLogger();
    const mailer = (outboxDir: string) =>
      createMailer({ smtpUrl: undefined, from: 'Clinic <c@x.example>', outboxDir, logger });

    expect(await mailer(path.join(dir, 'outbox')).ready()).toBe(true);
    expect(readdirSync(path.join(dir, 'outbox'))).toEqual([]);
    // A file, not a folder: no write can go there, for root as for anyone.
    writeFileSync(path.join(dir, 'blocked'), '');
    expect(await mailer(path.join(dir, 'blocked')).ready()).toBe(false);
    expect(logger.lines.some((line) => line.startsWith('The outbox folder takes no file'))).toBe(
      true,
    );
  });

  it('when the mail server answers, then mail is ready; when nothing listens, then it is not, and the log names no address', async () => {
    const logger = recordingLogger();
    const answering = createMailer({
      smtpUrl: await refusingSmtpServer(),
      from: 'Clinic <no-reply@clinic.example>',
      outboxDir: path.join(tmpdir(), 'unused-outbox'),
      logger,
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const silent = createMailer({
      smtpUrl: `smtp://desk%40clinic.example:secret@127.0.0.1:${port}`,
      from: 'Clinic <no-reply@clinic.example>',
      outboxDir: path.join(tmpdir(), 'unused-outbox'),
      logger,
    });

    expect(await answering.ready()).toBe(true);
    expect(await silent.ready()).toBe(false);
    expect(logger.lines.join('\n')).toContain('The mail server did not answer the readiness check');
    expect(logger.lines.join('\n')).not.toContain('desk@clinic.example');
  });
});
