import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { i18n } from '../../../lib/i18n';
import type { ConditionContent, ContentGroup } from '../content/types';
import { GetHelp } from './get-help';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-gray-700 marker:text-primary">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Groups({ groups }: { groups: ContentGroup[] }) {
  return groups.map((group) => (
    <div key={group.title ?? group.items[0]} className="space-y-2">
      {group.title && <h3 className="font-medium text-gray-900">{group.title}</h3>}
      <Bullets items={group.items} />
    </div>
  ));
}

const Note = ({ text }: { text: string | undefined }) =>
  text ? (
    <p className="rounded-lg border-l-4 border-primary bg-gray-50 p-4 text-sm text-gray-700">
      {text}
    </p>
  ) : null;

export const messages = i18n('services/article', {
  ourServices: 'Our services',
  notADiagnosis:
    'General information to help you understand this condition; it is not a diagnosis. Every person’s experience is different, and a doctor can help you make sense of your own.',
  overview: 'Overview',
  symptoms: 'Symptoms',
  causes: 'Causes',
  treatment: 'Treatment at our clinic',
});

/** One condition's full page: overview, symptoms, causes, treatment, then how to get help. */
export function ConditionArticle({ title, content }: { title: string; content: ConditionContent }) {
  const t = useStore(messages);
  const { overview, symptoms, causes, treatment } = content;
  return (
    <article aria-labelledby="condition-title" className="space-y-8 leading-relaxed">
      <header className="space-y-3">
        <Link
          to="/services"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t.ourServices}
        </Link>
        <h1 id="condition-title" className="text-2xl font-semibold text-gray-900 sm:text-3xl">
          {title}
        </h1>
        <p className="text-sm text-gray-500">{t.notADiagnosis}</p>
      </header>

      <Section id="overview" title={t.overview}>
        {overview.map((paragraph) => (
          <p key={paragraph} className="text-gray-700">
            {paragraph}
          </p>
        ))}
      </Section>

      <Section id="symptoms" title={t.symptoms}>
        <p className="text-gray-700">{symptoms.intro}</p>
        <Groups groups={symptoms.groups} />
        <Note text={symptoms.note} />
      </Section>

      <Section id="causes" title={t.causes}>
        <p className="text-gray-700">{causes.intro}</p>
        <Bullets items={causes.items} />
        <Note text={causes.note} />
      </Section>

      <Section id="treatment" title={t.treatment}>
        <p className="text-gray-700">{treatment.intro}</p>
        <dl className="grid gap-4 sm:grid-cols-2">
          {treatment.items.map((item) => (
            <div key={item.name} className="rounded-xl border border-gray-200 p-4">
              <dt className="font-medium text-gray-900">{item.name}</dt>
              <dd className="mt-1 text-sm text-gray-700">{item.description}</dd>
            </div>
          ))}
        </dl>
        <Note text={treatment.note} />
      </Section>

      <GetHelp />
    </article>
  );
}
