/** The ten condition pages of the services hub; the values are URL segments (docs/product.md). */
export const SERVICE_SECTIONS = [
  'BipolarDisorderTreatment',
  'ObsessiveCompulsiveDisorderTreatment',
  'SchizophreniaTreatment',
  'ADHDTreatment',
  'AnxietyDisorderTreatment',
  'ASDTreatment',
  'DementiaTreatment',
  'DepressionTreatment',
  'PersonalityDisorderTreatment',
  'PTSDTreatment',
] as const;
export type ServiceSection = (typeof SERVICE_SECTIONS)[number];

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
