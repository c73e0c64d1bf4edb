/**
 * The intake before a visit (docs/product.md, Intake): the patient's reason in their own words,
 * current medicines, previous care, and two standard screening questionnaires for adults, PHQ-9
 * (depression) and GAD-7 (anxiety), with their published wording, answer options, scoring and
 * severity bands (sources in docs/decisions.md, Intake). The questionnaires, the scoring, the
 * bands, the safety rule and the 14-day rule are data and pure functions here; the API scores,
 * never the browser alone. Nothing here reads the clock: `now` is a parameter.
 */
import { z } from 'zod';
import { idSchema, optionalText, requiredText } from './common.js';

/** The four answers of both questionnaires; an answer's score is its index. */
export const ANSWER_OPTIONS = [
  'Not at all',
  'Several days',
  'More than half the days',
  'Nearly every day',
] as const;
export type AnswerScore = 0 | 1 | 2 | 3;

export const SEVERITY_BANDS = [
  'minimal',
  'mild',
  'moderate',
  'moderately-severe',
  'severe',
] as const;
export type SeverityBand = (typeof SEVERITY_BANDS)[number];

/** The bands' names as the questionnaires' authors give them. */
export const SEVERITY_BAND_NAMES: Record<SeverityBand, string> = {
  minimal: 'Minimal',
  mild: 'Mild',
  moderate: 'Moderate',
  'moderately-severe': 'Moderately severe',
  severe: 'Severe',
};

export const QUESTIONNAIRE_IDS = ['phq9', 'gad7'] as const;
export type QuestionnaireId = (typeof QUESTIONNAIRE_IDS)[number];

export interface Questionnaire {
  id: QuestionnaireId;
  name: string;
  /** The question every item answers. */
  stem: string;
  items: readonly string[];
  /** Lowest score of each band, in order; a band runs to the next one's lowest less one. */
  bands: readonly { band: SeverityBand; from: number }[];
  maxScore: number;
}

/**
 * PHQ-9 (Kroenke, Spitzer, Williams 2001), as published on phqscreeners.com: free to use, no
 * permission required. Item 9 is the one the safety net reads (needsSafetyCall).
 */
export const PHQ9: Questionnaire = {
  id: 'phq9',
  name: 'PHQ-9',
  stem: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  items: [
    'Little interest or pleasure in doing things',
    'Feeling down, depressed, or hopeless',
    'Trouble falling or staying asleep, or sleeping too much',
    'Feeling tired or having little energy',
    'Poor appetite or overeating',
    'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
    'Trouble concentrating on things, such as reading the newspaper or watching television',
    'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    'Thoughts that you would be better off dead or of hurting yourself in some way',
  ],
  bands: [
    { band: 'minimal', from: 0 },
    { band: 'mild', from: 5 },
    { band: 'moderate', from: 10 },
    { band: 'moderately-severe', from: 15 },
    { band: 'severe', from: 20 },
  ],
  maxScore: 27,
};

/** GAD-7 (Spitzer, Kroenke, Williams, Löwe 2006), as published on phqscreeners.com. */
export const GAD7: Questionnaire = {
  id: 'gad7',
  name: 'GAD-7',
  stem: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  items: [
    'Feeling nervous, anxious, or on edge',
    'Not being able to stop or control worrying',
    'Worrying too much about different things',
    'Trouble relaxing',
    'Being so restless that it is hard to sit still',
    'Becoming easily annoyed or irritable',
    'Feeling afraid, as if something awful might happen',
  ],
  bands: [
    { band: 'minimal', from: 0 },
    { band: 'mild', from: 5 },
    { band: 'moderate', from: 10 },
    { band: 'severe', from: 15 },
  ],
  maxScore: 21,
};

export const QUESTIONNAIRES: Record<QuestionnaireId, Questionnaire> = { phq9: PHQ9, gad7: GAD7 };

/**
 * PHQ-9's closing question, as published after its nine items: not scored, it tells the doctor how
 * much the problems weigh on daily life. Asked once any item is above 'Not at all'
 * (asksDifficulty); an answer's index is its value.
 */
export const PHQ9_DIFFICULTY = {
  question:
    'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?',
  options: ['Not difficult at all', 'Somewhat difficult', 'Very difficult', 'Extremely difficult'],
} as const;

/** PHQ-9's item 9 (thoughts of being better off dead or of self-harm), by its index. */
export const PHQ9_SAFETY_ITEM = 8;

/** The least time between two sittings of the questionnaires before follow-up visits. */
export const FOLLOW_UP_MIN_DAYS = 14;

/** An answer not given yet is null: the intake may be saved part way. */
export type Answer = AnswerScore | null;

/** The band a complete score falls in. Throws for a score outside 0..maxScore. */
export function severityBand(questionnaire: Questionnaire, score: number): SeverityBand {
  if (!Number.isInteger(score) || score < 0 || score > questionnaire.maxScore)
    throw new RangeError(`${questionnaire.name} scores run from 0 to ${questionnaire.maxScore}`);
  let band = questionnaire.bands[0]?.band ?? 'minimal';
  for (const entry of questionnaire.bands) if (score >= entry.from) band = entry.band;
  return band;
}

export interface QuestionnaireResult {
  score: number;
  band: SeverityBand;
}

/** The sum of the answers and its band, once every item is answered; null before. */
export function scoreQuestionnaire(
  questionnaire: Questionnaire,
  answers: readonly Answer[],
): QuestionnaireResult | null {
  if (answers.length !== questionnaire.items.length) return null;
  let score = 0;
  for (const answer of answers) {
    if (answer === null) return null;
    score += answer;
  }
  return { score, band: severityBand(questionnaire, score) };
}

/** Whether PHQ-9's closing question is asked: once any item is answered above 'Not at all'. */
export function asksDifficulty(phq9: readonly Answer[]): boolean {
  return phq9.some((answer) => answer !== null && answer > 0);
}

/** What the patient answers; a follow-up intake keeps the three texts blank. */
export interface IntakeAnswers {
  reason: string;
  medicines: string;
  previousCare: string;
  /** "Are you in danger now?": null until answered. */
  inDanger: boolean | null;
  phq9: Answer[];
  /** PHQ9_DIFFICULTY's answer; null until answered, and whenever it is not asked. */
  difficulty: Answer;
  gad7: Answer[];
}

/**
 * The safety net (docs/decisions.md, Intake): any answer above 'Not at all' on PHQ-9's item 9,
 * or a patient who says they are in danger now. Answers saved part way count as much as finished
 * ones.
 */
export function needsSafetyCall(answers: Pick<IntakeAnswers, 'phq9' | 'inDanger'>): boolean {
  return (answers.phq9[PHQ9_SAFETY_ITEM] ?? 0) > 0 || answers.inDanger === true;
}

export const INTAKE_KINDS = ['first', 'follow-up'] as const;
export type IntakeKind = (typeof INTAKE_KINDS)[number];

export interface IntakeOfferInput {
  /** The appointment is cancelled. */
  cancelled: boolean;
  /** The visit has started (or is over) at `now`. */
  started: boolean;
  /** No live appointment of the patient with this doctor starts before this one. */
  firstWithDoctor: boolean;
  /** When the patient last finished the questionnaires, for any visit; null if never. */
  lastQuestionnairesAt: Date | null;
  now: Date;
}

/**
 * The intake an appointment offers at `now`: the whole intake before the first visit with a
 * doctor, the two questionnaires again before a follow-up visit when the last sitting is at least
 * FOLLOW_UP_MIN_DAYS old, nothing for a cancelled or started visit or a follow-up too soon.
 */
export function intakeOffer(input: IntakeOfferInput): IntakeKind | null {
  if (input.cancelled || input.started) return null;
  if (input.firstWithDoctor) return 'first';
  if (input.lastQuestionnairesAt === null) return 'follow-up';
  const days = (input.now.getTime() - input.lastQuestionnairesAt.getTime()) / 86_400_000;
  return days >= FOLLOW_UP_MIN_DAYS ? 'follow-up' : null;
}

const answerSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.null()]);

export const intakeAnswersSchema = z.object({
  reason: optionalText(2000),
  medicines: optionalText(1000),
  previousCare: optionalText(1000),
  inDanger: z.boolean().nullable(),
  phq9: z.array(answerSchema).length(PHQ9.items.length),
  // Intakes saved before the question was asked have none.
  difficulty: answerSchema.default(null),
  gad7: z.array(answerSchema).length(GAD7.items.length),
});

/** The answers of an intake not started: every one blank. */
export function blankAnswers(): IntakeAnswers {
  return {
    reason: '',
    medicines: '',
    previousCare: '',
    inDanger: null,
    phq9: PHQ9.items.map(() => null),
    difficulty: null,
    gad7: GAD7.items.map(() => null),
  };
}

/** PUT /api/user/intake/:appointmentId: the answers so far; `submit` finishes the intake. */
export const saveIntakeRequest = z.object({
  answers: intakeAnswersSchema,
  submit: z.boolean().default(false),
});
export type SaveIntakeRequest = z.infer<typeof saveIntakeRequest>;

const resultSchema = z.object({ score: z.number().int(), band: z.enum(SEVERITY_BANDS) });

export const intakeResultsSchema = z.object({
  phq9: resultSchema.nullable(),
  gad7: resultSchema.nullable(),
});
export type IntakeResults = z.infer<typeof intakeResultsSchema>;

/** Both questionnaires scored; a questionnaire not finished has no result. */
export function scoreIntake(answers: Pick<IntakeAnswers, 'phq9' | 'gad7'>): IntakeResults {
  return {
    phq9: scoreQuestionnaire(PHQ9, answers.phq9),
    gad7: scoreQuestionnaire(GAD7, answers.gad7),
  };
}

export const INTAKE_STATUSES = ['draft', 'submitted'] as const;
export type IntakeStatus = (typeof INTAKE_STATUSES)[number];

export const intakeSchema = z.object({
  _id: idSchema,
  appointmentId: idSchema,
  kind: z.enum(INTAKE_KINDS),
  status: z.enum(INTAKE_STATUSES),
  answers: intakeAnswersSchema,
  results: intakeResultsSchema,
  savedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type Intake = z.infer<typeof intakeSchema>;

/** GET /api/user/intake/:appointmentId: what the appointment offers and what is saved. */
export const intakeStateResponse = z.object({
  success: z.literal(true),
  /** The intake the appointment offers now; null when none (the saved one stays readable). */
  offer: z.enum(INTAKE_KINDS).nullable(),
  /** The patient's consent to the intake is in force. */
  consented: z.boolean(),
  intake: intakeSchema.nullable(),
});
export type IntakeStateResponse = z.infer<typeof intakeStateResponse>;

export const saveIntakeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  intake: intakeSchema,
  /** Show help first (needsSafetyCall): the clinic has been alerted. */
  safety: z.boolean(),
});
export type SaveIntakeResponse = z.infer<typeof saveIntakeResponse>;

/** GET /api/user/intakes: every intake of the patient, oldest first. */
export const myIntakesResponse = z.object({
  success: z.literal(true),
  intakes: z.array(intakeSchema),
});
export type MyIntakesResponse = z.infer<typeof myIntakesResponse>;

/** Gives or withdraws the consent to the intake (its own purpose, `intake`). */
export const intakeConsentRequest = z.object({ intake: z.boolean() });
export type IntakeConsentRequest = z.infer<typeof intakeConsentRequest>;

/** One sitting of the questionnaires, as the doctor's table and chart show it. */
export const scoreRowSchema = z.object({
  appointmentId: idSchema,
  kind: z.enum(INTAKE_KINDS),
  submittedAt: z.string(),
  phq9: resultSchema.nullable(),
  gad7: resultSchema.nullable(),
});
export type ScoreRow = z.infer<typeof scoreRowSchema>;

/**
 * GET /api/admin/appointments/:id/intake (the owner and the appointment's doctor): the
 * appointment's intake and every finished sitting of the patient, oldest first. A patient who
 * withdrew the intake's consent shows none of it (`withdrawn`).
 */
export const adminIntakeResponse = z.object({
  success: z.literal(true),
  withdrawn: z.boolean(),
  intake: intakeSchema.nullable(),
  scores: z.array(scoreRowSchema),
});
export type AdminIntakeResponse = z.infer<typeof adminIntakeResponse>;

export const callBackSchema = z.object({
  operatorId: z.string(),
  operatorName: z.string(),
  at: z.string(),
  outcome: z.string(),
});

/** A patient at risk the clinic must call back (no answers: the front desk reads it too). */
export const safetyAlertSchema = z.object({
  _id: idSchema,
  appointmentId: idSchema,
  patientName: z.string(),
  patientPhone: z.string(),
  doctorName: z.string(),
  slotData: z.string(),
  raisedAt: z.string(),
  callBack: callBackSchema.nullable(),
});
export type SafetyAlert = z.infer<typeof safetyAlertSchema>;

/** GET /api/admin/safety-alerts: the open ones first (longest waiting first), then the closed. */
export const safetyAlertsResponse = z.object({
  success: z.literal(true),
  alerts: z.array(safetyAlertSchema),
});
export type SafetyAlertsResponse = z.infer<typeof safetyAlertsResponse>;

/** GET /api/admin/safety-alerts/open: how many wait for a call-back (no personal data). */
export const openSafetyAlertsResponse = z.object({
  success: z.literal(true),
  open: z.number().int().nonnegative(),
});

/** POST /api/admin/safety-alerts/:id/call-back: what came of the call. */
export const callBackRequest = z.object({ outcome: requiredText(1000) });
export type CallBackRequest = z.infer<typeof callBackRequest>;

export const callBackResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  alert: safetyAlertSchema,
});
