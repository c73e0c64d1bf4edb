import { hindiReady, i18n, type Locale } from '../../../lib/i18n';
import { SERVICE_SECTIONS, type ConditionContent, type ServiceSection } from './types';

export interface ConditionEntry {
  section: ServiceSection;
  /** In English; pages show the reader's language from `messages`. */
  title: string;
  /** One or two sentences for the sidebar-free card list of the services overview, in English. */
  summary: string;
  /**
   * The page in each language, each its own chunk, fetched only when that section is opened in
   * that language: an English reader never downloads a Hindi page.
   */
  pages: Record<Locale, () => Promise<ConditionContent>>;
}

/** Always in the bundle of the services route: titles and summaries are small, the pages are not. */
export const CONDITIONS: Record<ServiceSection, ConditionEntry> = {
  BipolarDisorderTreatment: {
    section: 'BipolarDisorderTreatment',
    title: 'Bipolar Disorder',
    summary:
      'Periods of very low and unusually high mood and energy. Treatment helps keep mood steady and spot early warning signs.',
    pages: {
      en: () => import('./conditions/bipolar-disorder').then((m) => m.bipolarDisorder),
      hi: () => import('./conditions/hi/bipolar-disorder').then((m) => m.bipolarDisorder),
    },
  },
  ObsessiveCompulsiveDisorderTreatment: {
    section: 'ObsessiveCompulsiveDisorderTreatment',
    title: 'Obsessive-Compulsive Disorder (OCD)',
    summary:
      'Unwanted, repeating thoughts and the rituals done to ease them. Exposure and response prevention works well.',
    pages: {
      en: () =>
        import('./conditions/obsessive-compulsive-disorder').then(
          (m) => m.obsessiveCompulsiveDisorder,
        ),
      hi: () =>
        import('./conditions/hi/obsessive-compulsive-disorder').then(
          (m) => m.obsessiveCompulsiveDisorder,
        ),
    },
  },
  SchizophreniaTreatment: {
    section: 'SchizophreniaTreatment',
    title: 'Schizophrenia',
    summary:
      'Changes in perception, belief and motivation. Early, steady care helps many people recover well.',
    pages: {
      en: () => import('./conditions/schizophrenia').then((m) => m.schizophrenia),
      hi: () => import('./conditions/hi/schizophrenia').then((m) => m.schizophrenia),
    },
  },
  ADHDTreatment: {
    section: 'ADHDTreatment',
    title: 'ADHD',
    summary:
      'Differences in attention, activity and impulse control in children and adults, with support at home, school and work.',
    pages: {
      en: () => import('./conditions/adhd').then((m) => m.adhd),
      hi: () => import('./conditions/hi/adhd').then((m) => m.adhd),
    },
  },
  AnxietyDisorderTreatment: {
    section: 'AnxietyDisorderTreatment',
    title: 'Anxiety Disorders',
    summary:
      'Worry, fear or panic that gets in the way of daily life. Among the most treatable mental health conditions.',
    pages: {
      en: () => import('./conditions/anxiety-disorder').then((m) => m.anxietyDisorder),
      hi: () => import('./conditions/hi/anxiety-disorder').then((m) => m.anxietyDisorder),
    },
  },
  ASDTreatment: {
    section: 'ASDTreatment',
    title: 'Autism Spectrum Disorder (ASD)',
    summary:
      'A lifelong difference in communication and experience. Assessment and support shaped around each child and family.',
    pages: {
      en: () =>
        import('./conditions/autism-spectrum-disorder').then((m) => m.autismSpectrumDisorder),
      hi: () =>
        import('./conditions/hi/autism-spectrum-disorder').then((m) => m.autismSpectrumDisorder),
    },
  },
  DementiaTreatment: {
    section: 'DementiaTreatment',
    title: 'Dementia',
    summary:
      'A gradual decline in memory and thinking. Early diagnosis, symptom care and support for families.',
    pages: {
      en: () => import('./conditions/dementia').then((m) => m.dementia),
      hi: () => import('./conditions/hi/dementia').then((m) => m.dementia),
    },
  },
  DepressionTreatment: {
    section: 'DepressionTreatment',
    title: 'Depression',
    summary:
      'Low mood and loss of interest that last for weeks. Common, not a weakness, and treatable.',
    pages: {
      en: () => import('./conditions/depression').then((m) => m.depression),
      hi: () => import('./conditions/hi/depression').then((m) => m.depression),
    },
  },
  PersonalityDisorderTreatment: {
    section: 'PersonalityDisorderTreatment',
    title: 'Personality Disorders',
    summary:
      'Long-standing patterns of intense emotion and difficult relationships. Therapies such as DBT help.',
    pages: {
      en: () => import('./conditions/personality-disorder').then((m) => m.personalityDisorder),
      hi: () => import('./conditions/hi/personality-disorder').then((m) => m.personalityDisorder),
    },
  },
  PTSDTreatment: {
    section: 'PTSDTreatment',
    title: 'Post-Traumatic Stress Disorder (PTSD)',
    summary:
      'Lasting reactions after a frightening or distressing event. Treatable, even years later.',
    pages: {
      en: () =>
        import('./conditions/post-traumatic-stress-disorder').then(
          (m) => m.postTraumaticStressDisorder,
        ),
      hi: () =>
        import('./conditions/hi/post-traumatic-stress-disorder').then(
          (m) => m.postTraumaticStressDisorder,
        ),
    },
  },
};

/** The sidebar order: the sections in the order docs/product.md lists them (`/services`). */
export const CONDITION_LIST: ConditionEntry[] = SERVICE_SECTIONS.map(
  (section) => CONDITIONS[section],
);

type CatalogueTexts = Record<ServiceSection | `${ServiceSection}Summary`, string>;

/**
 * Titles (keyed by section) and summaries (keyed by section + 'Summary') in the reader's language;
 * the English comes from CONDITIONS above, the Hindi from locales/hi/services.json.
 */
export const messages = i18n(
  'services/catalogue',
  Object.fromEntries(
    CONDITION_LIST.flatMap(({ section, title, summary }) => [
      [section, title],
      [`${section}Summary`, summary],
    ]),
  ) as CatalogueTexts,
);

export function isServiceSection(value: string | undefined): value is ServiceSection {
  return SERVICE_SECTIONS.some((section) => section === value);
}

/** What a condition page is called and how it is summed up, for its head. */
export interface ConditionMeta {
  title: string;
  summary: string;
}

/**
 * A condition's title and summary in `language` (null for an unknown section), for its page's
 * head (src/app/routes/services.ts). Read from the translations rather than `messages`, which
 * follow the reader's language: the head's query names its own.
 */
export async function conditionMeta(
  section: string,
  language: Locale,
): Promise<ConditionMeta | null> {
  if (!isServiceSection(section)) return null;
  await hindiReady();
  const { title, summary } = CONDITIONS[section];
  const hindi = (language === 'hi' ? i18n.cache.hi?.['services/catalogue'] : undefined) as
    Record<string, unknown> | undefined;
  const translated = (key: string, english: string) => {
    const text = hindi?.[key];
    return typeof text === 'string' ? text : english;
  };
  return { title: translated(section, title), summary: translated(`${section}Summary`, summary) };
}

export const servicePath = (section: ServiceSection) => `/services/${section}`;
