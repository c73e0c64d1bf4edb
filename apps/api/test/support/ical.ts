/**
 * Reads a calendar invite as a mail client does (RFC 5545): lines end with CRLF, a long line is
 * folded onto lines that start with a space, and text escapes `,` `;` `\` and newlines. Answers
 * the calendar's properties and the one event's, by name (parameters dropped), as plain text.
 */
import type { MailMessage } from '../../src/libraries/mail.js';

export interface ParsedInvite {
  calendar: Record<string, string>;
  event: Record<string, string>;
  /** The event's properties with their parameters, for ORGANIZER and ATTENDEE. */
  eventLines: string[];
}

const unescape = (value: string) =>
  value.replace(/\\([\\,;n])/gi, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));

export function parseInvite(text: string): ParsedInvite {
  if (!text.endsWith('\r\n') || /[^\r]\n/.test(text)) throw new Error('Lines must end with CRLF');
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  const eventLines: string[] = [];
  let inEvent = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    else if (!line.startsWith('BEGIN:') && !line.startsWith('END:')) {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      const name = line.slice(0, colon).split(';')[0] ?? '';
      const value = unescape(line.slice(colon + 1));
      if (inEvent) {
        event[name] = value;
        eventLines.push(line);
      } else calendar[name] = value;
    }
  }
  return { calendar, event, eventLines };
}

/** The invite a mail carries, parsed; it fails the test when there is none. */
export function inviteOf(mail: MailMessage | undefined): ParsedInvite & { method: string } {
  if (!mail?.icalEvent) throw new Error('The mail carries no invite');
  return { ...parseInvite(mail.icalEvent.content), method: mail.icalEvent.method };
}
