import type { ServiceSection } from '@clinic/contracts';

// The ten URL segments are shared with the API's sitemap (packages/contracts/src/paths.ts).
export { SERVICE_SECTIONS, type ServiceSection } from '@clinic/contracts';

/** A list with an optional heading, e.g. "During a low" within the symptoms of bipolar disorder. */
export interface ContentGroup {
  title?: string;
  items: string[];
}

export interface TreatmentItem {
  name: string;
  description: string;
}

/** The full page of one condition: what it is, how it shows, why it happens, how we help. */
export interface ConditionContent {
  section: ServiceSection;
  /** Paragraphs of plain language, first person plural for the clinic. */
  overview: string[];
  symptoms: { intro: string; groups: ContentGroup[]; note?: string };
  causes: { intro: string; items: string[]; note?: string };
  treatment: { intro: string; items: TreatmentItem[]; note?: string };
}
