/**
 * A calendar invite for one visit (iCalendar, RFC 5545, sent as an iTIP message, RFC 5546), made
 * with ical-generator (docs/decisions.md, Mail). `REQUEST` adds or updates the visit in the
 * patient's calendar, `CANCEL` removes it; clients match the two by `uid` and keep the version
 * with the highest `sequence`. Times are written in UTC, so no zone definition is needed.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { MailMessage } from './mail.js';

export interface VisitInvite {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  /** When this version of the invite was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The PRODID's company: who made the invite. */
  producer: string;
}

export function calendarInvite(invite: VisitInvite): NonNullable<MailMessage['icalEvent']> {
  const calendar = ical({
    prodId: { company: invite.producer, product: 'Appointments', language: 'EN' },
    method: invite.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    stamp: invite.stamp,
    start: invite.start,
    end: invite.end,
    summary: invite.summary,
    location: invite.location,
    description: invite.description,
    url: invite.url,
    status: invite.method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: invite.organizer,
    // Already booked: no reply is asked for, so the patient's client sends none to the clinic.
    attendees: [
      {
        ...invite.attendee,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return {
    method: invite.method,
    filename: invite.method === 'REQUEST' ? 'appointment.ics' : 'cancelled-appointment.ics',
    // RFC 5545 ends every line with CRLF, the last one too; ical-generator leaves that one off.
    content: `${calendar.toString()}\r\n`,
  };
}
