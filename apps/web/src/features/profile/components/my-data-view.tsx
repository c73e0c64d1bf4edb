import type { ReactNode } from 'react';
import { DEFAULT_CLINIC_TZ, type ConsentPurpose, type MyData } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { useClinicConfig } from '../../../lib/clinic-config';
import { i18n, intlLocale } from '../../../lib/i18n';

export const messages = i18n('profile/my-data', {
  none: 'None',
  yes: 'Yes',
  no: 'No',
  care: 'your care',
  newsletter: 'clinic news',
  intake: 'the questionnaires before a visit',
  and: 'and',
  prepared: params('Prepared {when} under privacy notice version {version}.'),
  account: 'Account',
  consents: 'Consents',
  consent: params('Notice version {version}, given {when}, for {purposes}'),
  appointments: 'Appointments',
  messages: 'Messages',
  intakes: 'Questionnaires before a visit',
  safetyAlerts: 'Calls from the clinic after your answers',
  likedPosts: 'Liked posts',
  requests: 'Requests',
});

/** Nothing stored, in the reader's language. */
function Nothing() {
  return useStore(messages).none;
}

function YesNo({ value }: { value: boolean }) {
  const t = useStore(messages);
  return value ? t.yes : t.no;
}

/** `slotDate` reads "Slot date": the export's field names, in words. */
const label = (key: string) => {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Any stored value, readably: the export is loose on purpose (packages/contracts/src/privacy.ts),
 * so a field added later shows here without a change.
 */
function Value({ value }: { value: unknown }): ReactNode {
  if (value === null || value === undefined || value === '') return <Nothing />;
  if (typeof value === 'boolean') return <YesNo value={value} />;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return <Nothing />;
    return (
      <ul className="list-disc pl-5">
        {value.map((item, index) => (
          <li key={index}>
            <Value value={item} />
          </li>
        ))}
      </ul>
    );
  }
  if (typeof value === 'object') return <Fields record={value as Record<string, unknown>} />;
  return String(value);
}

function Fields({ record }: { record: Record<string, unknown> }) {
  const entries = Object.entries(record);
  if (entries.length === 0) return <Nothing />;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-medium text-gray-700">{label(key)}</dt>
          <dd className="break-words text-gray-900">
            <Value value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-gray-900">{title}</h3>
      {children}
    </section>
  );
}

function Records({ records }: { records: Record<string, unknown>[] }) {
  if (records.length === 0)
    return (
      <p className="text-gray-500 italic">
        <Nothing />
      </p>
    );
  return (
    <ol className="space-y-3">
      {records.map((record, index) => (
        <li key={index} className="rounded-md border border-gray-200 p-3">
          <Fields record={record} />
        </li>
      ))}
    </ol>
  );
}

/** The download's content as a page: one part per section of GET /api/user/my-data. */
export function MyDataView({ data }: { data: MyData }) {
  const t = useStore(messages);
  const language = useStore(intlLocale);
  const timeZone = useClinicConfig().data?.timeZone ?? DEFAULT_CLINIC_TZ;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short', timeZone });

  return (
    <div className="space-y-6 text-sm">
      <p className="text-gray-600">
        {t.prepared({ when: when(data.exportedAt), version: data.noticeVersion })}
      </p>
      <Part title={t.account}>
        <Fields record={data.account} />
      </Part>
      <Part title={t.consents}>
        {data.consents.length === 0 ? (
          <p className="text-gray-500 italic">{t.none}</p>
        ) : (
          <ul className="space-y-1">
            {data.consents.map((consent) => (
              <li key={consent.givenAt}>
                {t.consent({
                  version: consent.noticeVersion,
                  when: when(consent.givenAt),
                  purposes: consent.purposes
                    .map((purpose: ConsentPurpose) => t[purpose])
                    .join(` ${t.and} `),
                })}
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part title={t.appointments}>
        <Records records={data.appointments} />
      </Part>
      <Part title={t.intakes}>
        <Records records={data.intakes} />
      </Part>
      <Part title={t.safetyAlerts}>
        <Records records={data.safetyAlerts} />
      </Part>
      <Part title={t.messages}>
        <Records records={data.messages} />
      </Part>
      <Part title={t.likedPosts}>
        {data.blogLikes.length === 0 ? (
          <p className="text-gray-500 italic">{t.none}</p>
        ) : (
          <ul className="list-disc pl-5">
            {data.blogLikes.map((like) => (
              <li key={like.blogId}>{like.title}</li>
            ))}
          </ul>
        )}
      </Part>
      <Part title={t.requests}>
        {data.dataRequests.length === 0 ? (
          <p className="text-gray-500 italic">{t.none}</p>
        ) : (
          <ul className="list-disc pl-5">
            {data.dataRequests.map((request) => (
              <li key={`${request.kind}-${request.at}`}>
                {label(request.kind)}, {when(request.at)}
              </li>
            ))}
          </ul>
        )}
      </Part>
    </div>
  );
}
