import { describe, expect, it } from 'vitest';
import {
  ANSWER_OPTIONS,
  FOLLOW_UP_MIN_DAYS,
  GAD7,
  PHQ9,
  PHQ9_DIFFICULTY,
  asksDifficulty,
  blankAnswers,
  intakeAnswersSchema,
  intakeOffer,
  needsSafetyCall,
  saveIntakeRequest,
  scoreIntake,
  scoreQuestionnaire,
  severityBand,
} from './intake.js';
import type { Answer, Questionnaire } from './intake.js';

/** Answers of `questionnaire` adding up to `score`, filled from the first item. */
function answersFor(questionnaire: Questionnaire, score: number): Answer[] {
  let left = score;
  return questionnaire.items.map(() => {
    const answer = Math.min(3, left) as Answer & number;
    left -= answer;
    return answer;
  });
}

describe('the questionnaires as published', () => {
  it('when read, then both have the four answer options scored 0 to 3', () => {
    expect(ANSWER_OPTIONS).toEqual([
      'Not at all',
      'Several days',
      'More than half the days',
      'Nearly every day',
    ]);
  });

  it('when read, then PHQ-9 has nine items and item 9 asks about self-harm', () => {
    expect(PHQ9.items).toHaveLength(9);
    expect(PHQ9.maxScore).toBe(27);
    expect(PHQ9.items[8]).toBe(
      'Thoughts that you would be better off dead or of hurting yourself in some way',
    );
    expect(PHQ9.stem).toBe(
      'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    );
  });

  it('when read, then GAD-7 has seven items', () => {
    expect(GAD7.items).toHaveLength(7);
    expect(GAD7.maxScore).toBe(21);
    expect(GAD7.items[0]).toBe('Feeling nervous, anxious, or on edge');
  });
});

describe('severityBand', () => {
  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'moderately-severe'],
    [19, 'moderately-severe'],
    [20, 'severe'],
    [27, 'severe'],
  ])('when a PHQ-9 score is %i, then its band is %s', (score, band) => {
    expect(severityBand(PHQ9, score)).toBe(band);
    expect(scoreQuestionnaire(PHQ9, answersFor(PHQ9, score))).toEqual({ score, band });
  });

  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'severe'],
    [21, 'severe'],
  ])('when a GAD-7 score is %i, then its band is %s', (score, band) => {
    expect(severityBand(GAD7, score)).toBe(band);
    expect(scoreQuestionnaire(GAD7, answersFor(GAD7, score))).toEqual({ score, band });
  });

  it.each([-1, 28, 2.5])('when a PHQ-9 score is %d, then it throws', (score) => {
    expect(() => severityBand(PHQ9, score)).toThrow(RangeError);
  });

  it('when a GAD-7 score is 22, then it throws', () => {
    expect(() => severityBand(GAD7, 22)).toThrow(RangeError);
  });
});

describe('scoreQuestionnaire', () => {
  it('when an item is not answered yet, then there is no score', () => {
    const answers = answersFor(PHQ9, 12);
    answers[3] = null;
    expect(scoreQuestionnaire(PHQ9, answers)).toBeNull();
  });

  it('when the answers are of another length, then there is no score', () => {
    expect(scoreQuestionnaire(GAD7, answersFor(PHQ9, 3))).toBeNull();
  });

  it('when both questionnaires are scored, then each has its own result', () => {
    const answers = { phq9: answersFor(PHQ9, 20), gad7: GAD7.items.map(() => null) };
    expect(scoreIntake(answers)).toEqual({ phq9: { score: 20, band: 'severe' }, gad7: null });
  });
});

describe('needsSafetyCall', () => {
  const blank = blankAnswers();

  it('when nothing is answered, then no call is needed', () => {
    expect(needsSafetyCall(blank)).toBe(false);
  });

  it.each([1, 2, 3] as const)('when item 9 is %i, then a call is needed', (answer) => {
    const phq9 = PHQ9.items.map((): Answer => 0);
    phq9[8] = answer;
    expect(needsSafetyCall({ phq9, inDanger: false })).toBe(true);
  });

  it('when item 9 is Not at all and every other item is 3, then no call is needed', () => {
    const phq9 = PHQ9.items.map((): Answer => 3);
    phq9[8] = 0;
    expect(needsSafetyCall({ phq9, inDanger: false })).toBe(false);
  });

  it('when the patient says they are in danger, then a call is needed whatever item 9 says', () => {
    expect(needsSafetyCall({ ...blank, inDanger: true })).toBe(true);
  });
});

describe('intakeOffer', () => {
  const now = new Date('2026-03-02T03:30:00Z');
  const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const base = {
    cancelled: false,
    started: false,
    firstWithDoctor: false,
    lastQuestionnairesAt: null,
    now,
  };

  it('when it is the first visit with the doctor, then the whole intake is offered', () => {
    expect(intakeOffer({ ...base, firstWithDoctor: true, lastQuestionnairesAt: now })).toBe(
      'first',
    );
  });

  it('when the visit is cancelled or has started, then nothing is offered', () => {
    expect(intakeOffer({ ...base, firstWithDoctor: true, cancelled: true })).toBeNull();
    expect(intakeOffer({ ...base, firstWithDoctor: true, started: true })).toBeNull();
  });

  it('when a follow-up comes with no questionnaires before, then they are offered', () => {
    expect(intakeOffer(base)).toBe('follow-up');
  });

  it('when the last questionnaires are exactly 14 days old, then they are offered again', () => {
    expect(FOLLOW_UP_MIN_DAYS).toBe(14);
    expect(intakeOffer({ ...base, lastQuestionnairesAt: daysBefore(14) })).toBe('follow-up');
  });

  it('when the last questionnaires are a minute short of 14 days old, then none is offered', () => {
    const at = new Date(daysBefore(14).getTime() + 60_000);
    expect(intakeOffer({ ...base, lastQuestionnairesAt: at })).toBeNull();
  });
});

describe('PHQ-9’s closing question', () => {
  it('is asked as published, with its four answers', () => {
    expect(PHQ9_DIFFICULTY).toEqual({
      question:
        'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?',
      options: [
        'Not difficult at all',
        'Somewhat difficult',
        'Very difficult',
        'Extremely difficult',
      ],
    });
  });

  it('when no item is answered, or every one is Not at all, then it is not asked', () => {
    expect(asksDifficulty(blankAnswers().phq9)).toBe(false);
    expect(asksDifficulty(PHQ9.items.map((): Answer => 0))).toBe(false);
  });

  it('when any item is above Not at all, then it is asked, the rest unanswered or not', () => {
    const phq9 = PHQ9.items.map((): Answer => null);
    phq9[3] = 1;
    expect(asksDifficulty(phq9)).toBe(true);
  });

  it('when answers saved before the question existed are read, then it is unanswered', () => {
    const { difficulty: _absent, ...before } = blankAnswers();
    expect(intakeAnswersSchema.parse({ ...before, phq9: answersFor(PHQ9, 12) }).difficulty).toBe(
      null,
    );
  });
});

describe('the intake wire', () => {
  it('when answers are saved part way, then blanks and nulls are accepted', () => {
    expect(saveIntakeRequest.parse({ answers: blankAnswers() })).toEqual({
      answers: blankAnswers(),
      submit: false,
    });
  });

  it.each([
    ['an answer of 4', { phq9: [4, 0, 0, 0, 0, 0, 0, 0, 0] }],
    ['an answer as text', { gad7: ['1', 0, 0, 0, 0, 0, 0] }],
    ['eight PHQ-9 answers', { phq9: [0, 0, 0, 0, 0, 0, 0, 0] }],
    ['a reason of 2001 characters', { reason: 'a'.repeat(2001) }],
    ['medicines as an object', { medicines: { $gt: '' } }],
    ['a difficulty of 4', { difficulty: 4 }],
  ])('when the answers have %s, then they are refused', (_case, change) => {
    expect(intakeAnswersSchema.safeParse({ ...blankAnswers(), ...change }).success).toBe(false);
  });
});
