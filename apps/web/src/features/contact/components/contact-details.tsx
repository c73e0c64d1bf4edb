import { formatSlotTime, SLOT_MINUTES, SLOT_TIMES, type ClinicConfig } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../lib/i18n';

export const messages = i18n('contact/details', {
  office: 'Our office',
  phone: 'Phone',
  email: 'Email',
  hours: 'Consultation hours',
  session: params('{start} to {end}'),
  and: 'and',
  days: params('Monday to Saturday: {sessions}'),
  closed: 'Closed on Sundays',
});

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Opening hours read from the slot grid, so they always match what can be booked. */
function consultationSessions(): Array<{ start: string; end: string }> {
  const sessions: Array<{ start: number; end: number }> = [];
  for (const time of SLOT_TIMES) {
    const start = minutesOf(time);
    const last = sessions.at(-1);
    if (last && last.end === start) last.end = start + SLOT_MINUTES;
    else sessions.push({ start, end: start + SLOT_MINUTES });
  }
  // '01:00 pm' reads as '1:00 pm' in a sentence.
  const clock = (minutes: number) => formatSlotTime(timeOf(minutes)).replace(/^0/, '');
  return sessions.map(({ start, end }) => ({ start: clock(start), end: clock(end) }));
}

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** Where and how to reach the clinic, from its configuration. */
export function ContactDetails({ config }: { config: ClinicConfig }) {
  const t = useStore(messages);
  return (
    <dl className="space-y-5 text-sm">
      <div>
        <dt className="font-semibold tracking-wide text-gray-900 uppercase">{t.office}</dt>
        <dd className="mt-1 text-gray-700">
          <address className="not-italic">
            {config.name}
            <br />
            {config.address.line1}
            {config.address.line2 && (
              <>
                <br />
                {config.address.line2}
              </>
            )}
          </address>
        </dd>
      </div>
      <div>
        <dt className="font-semibold tracking-wide text-gray-900 uppercase">{t.phone}</dt>
        <dd className="mt-1">
          <a
            href={telHref(config.phone)}
            className="text-primary underline-offset-4 hover:underline"
          >
            {config.phone}
          </a>
        </dd>
      </div>
      <div>
        <dt className="font-semibold tracking-wide text-gray-900 uppercase">{t.email}</dt>
        <dd className="mt-1">
          <a
            href={`mailto:${config.email}`}
            className="break-all text-primary underline-offset-4 hover:underline"
          >
            {config.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="font-semibold tracking-wide text-gray-900 uppercase">{t.hours}</dt>
        <dd className="mt-1 text-gray-700">
          {t.days({
            sessions: consultationSessions()
              .map((session) => t.session(session))
              .join(` ${t.and} `),
          })}
          <br />
          {t.closed}
        </dd>
      </div>
    </dl>
  );
}
