import { SERVICE_SECTIONS, type ConditionContent, type ServiceSection } from './types';

export interface ConditionEntry {
  section: ServiceSection;
  title: string;
  /** One or two sentences for the sidebar-free card list of the services overview. */
  summary: string;
  /** Each page is its own chunk, fetched only when that section is opened. */
  load: () => Promise<ConditionContent>;
}

/** Always in the bundle of the services route: titles and summaries are small, the pages are not. */
export const CONDITIONS: Record<ServiceSection, ConditionEntry> = {
  BipolarDisorderTreatment: {
    section: 'BipolarDisorderTreatment',
    title: 'Bipolar Disorder',
    summary:
      'Periods of very low and unusually high mood and energy. Treatment helps keep mood steady and spot early warning signs.',
    load: () => import('./conditions/bipolar-disorder').then((m) => m.bipolarDisorder),
  },
  ObsessiveCompulsiveDisorderTreatment: {
    section: 'ObsessiveCompulsiveDisorderTreatment',
    title: 'Obsessive-Compulsive Disorder (OCD)',
    summary:
      'Unwanted, repeating thoughts and the rituals done to ease them. Exposure and response prevention works well.',
    load: () =>
      import('./conditions/obsessive-compulsive-disorder').then(
        (m) => m.obsessiveCompulsiveDisorder,
      ),
  },
  SchizophreniaTreatment: {
    section: 'SchizophreniaTreatment',
    title: 'Schizophrenia',
    summary:
      'Changes in perception, belief and motivation. Early, steady care helps many people recover well.',
    load: () => import('./conditions/schizophrenia').then((m) => m.schizophrenia),
  },
  ADHDTreatment: {
    section: 'ADHDTreatment',
    title: 'ADHD',
    summary:
      'Differences in attention, activity and impulse control in children and adults, with support at home, school and work.',
    load: () => import('./conditions/adhd').then((m) => m.adhd),
  },
  AnxietyDisorderTreatment: {
    section: 'AnxietyDisorderTreatment',
    title: 'Anxiety Disorders',
    summary:
      'Worry, fear or panic that gets in the way of daily life. Among the most treatable mental health conditions.',
    load: () => import('./conditions/anxiety-disorder').then((m) => m.anxietyDisorder),
  },
  ASDTreatment: {
    section: 'ASDTreatment',
    title: 'Autism Spectrum Disorder (ASD)',
    summary:
      'A lifelong difference in communication and experience. Assessment and support shaped around each child and family.',
    load: () =>
      import('./conditions/autism-spectrum-disorder').then((m) => m.autismSpectrumDisorder),
  },
  DementiaTreatment: {
    section: 'DementiaTreatment',
    title: 'Dementia',
    summary:
      'A gradual decline in memory and thinking. Early diagnosis, symptom care and support for families.',
    load: () => import('./conditions/dementia').then((m) => m.dementia),
  },
  DepressionTreatment: {
    section: 'DepressionTreatment',
    title: 'Depression',
    summary:
      'Low mood and loss of interest that last for weeks. Common, not a weakness, and treatable.',
    load: () => import('./conditions/depression').then((m) => m.depression),
  },
  PersonalityDisorderTreatment: {
    section: 'PersonalityDisorderTreatment',
    title: 'Personality Disorders',
    summary:
      'Long-standing patterns of intense emotion and difficult relationships. Therapies such as DBT help.',
    load: () => import('./conditions/personality-disorder').then((m) => m.personalityDisorder),
  },
  PTSDTreatment: {
    section: 'PTSDTreatment',
    title: 'Post-Traumatic Stress Disorder (PTSD)',
    summary:
      'Lasting reactions after a frightening or distressing event. Treatable, even years later.',
    load: () =>
      import('./conditions/post-traumatic-stress-disorder').then(
        (m) => m.postTraumaticStressDisorder,
      ),
  },
};

/** The sidebar order: the sections in the order docs/product.md lists them (`/services`). */
export const CONDITION_LIST: ConditionEntry[] = SERVICE_SECTIONS.map(
  (section) => CONDITIONS[section],
);

export function isServiceSection(value: string | undefined): value is ServiceSection {
  return SERVICE_SECTIONS.some((section) => section === value);
}

export const servicePath = (section: ServiceSection) => `/services/${section}`;
