import { useState, type FormEvent } from 'react';
import {
  GAD7,
  PHQ9,
  asksDifficulty,
  blankAnswers,
  type Answer,
  type IntakeAnswers,
  type IntakeKind,
  type SaveIntakeResponse,
} from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { toast } from 'react-toastify/unstyled';
import { i18n, locale } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useSaveIntake } from '../api/intake';
import { DifficultyField, QuestionnaireFields } from './questionnaire';

export const messages = i18n('intake/form', {
  englishOnly:
    'The questionnaires below are in English: no validated Hindi translation is available to the clinic.',
  reason: 'Why are you coming? In your own words',
  medicines: 'Medicines you take now',
  previousCare: 'Care you had before (counselling, therapy, a stay in hospital)',
  inDanger: 'Are you in danger now, or afraid you may harm yourself?',
  yes: 'Yes',
  no: 'No',
  saveLater: 'Save and finish later',
  finish: 'Send my answers',
  saving: 'Saving...',
});

const TEXT_AREA =
  'mt-1 block w-full rounded-md border border-gray-300 p-2 text-gray-900 focus:border-primary';

/**
 * The intake's answers: the first visit's three questions in the patient's words, whether they
 * are in danger now, then PHQ-9 (its closing question once a problem is checked) and GAD-7.
 * Saved part way or finished; the API scores.
 */
export function IntakeForm({
  appointmentId,
  kind,
  saved,
  onSaved,
}: {
  appointmentId: string;
  kind: IntakeKind;
  saved: IntakeAnswers | null;
  onSaved: (answer: SaveIntakeResponse) => void;
}) {
  const t = useStore(messages);
  const language = useStore(locale);
  const [answers, setAnswers] = useState<IntakeAnswers>(saved ?? blankAnswers());
  const save = useSaveIntake(appointmentId);

  const setItem = (questionnaire: 'phq9' | 'gad7') => (item: number, answer: Answer) =>
    setAnswers((current) => ({
      ...current,
      [questionnaire]: current[questionnaire].map((old, index) => (index === item ? answer : old)),
    }));

  function send(submit: boolean) {
    save.mutate(
      { answers, submit },
      {
        onSuccess: (answer) => {
          toast.success(serverMessage(answer));
          onSaved(answer);
        },
        onError: (error) => toast.error(serverMessage(error)),
      },
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(true);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-6" noValidate>
      {kind === 'first' &&
        (['reason', 'medicines', 'previousCare'] as const).map((field) => (
          <label key={field} className="block text-gray-900">
            {t[field]}
            <textarea
              name={field}
              rows={3}
              maxLength={field === 'reason' ? 2000 : 1000}
              value={answers[field]}
              onChange={(event) => setAnswers({ ...answers, [field]: event.target.value })}
              className={TEXT_AREA}
            />
          </label>
        ))}
      <fieldset className="rounded-md border border-gray-200 p-3">
        <legend className="px-1 font-medium text-gray-900">{t.inDanger}</legend>
        <div className="mt-2 flex gap-4">
          {([true, false] as const).map((value) => (
            <label
              key={String(value)}
              className="flex min-h-11 cursor-pointer items-center gap-3 px-2"
            >
              <input
                type="radio"
                className="h-5 w-5"
                name="inDanger"
                checked={answers.inDanger === value}
                onChange={() => setAnswers({ ...answers, inDanger: value })}
              />
              {value ? t.yes : t.no}
            </label>
          ))}
        </div>
      </fieldset>
      {language === 'hi' && <p className="text-sm text-gray-700">{t.englishOnly}</p>}
      <QuestionnaireFields questionnaire={PHQ9} answers={answers.phq9} onChange={setItem('phq9')}>
        {asksDifficulty(answers.phq9) && (
          <DifficultyField
            answer={answers.difficulty}
            onChange={(difficulty) => setAnswers((current) => ({ ...current, difficulty }))}
          />
        )}
      </QuestionnaireFields>
      <QuestionnaireFields questionnaire={GAD7} answers={answers.gad7} onChange={setItem('gad7')} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={save.isPending}
          onClick={() => send(false)}
          className="min-h-11 rounded-full border border-gray-400 px-6 text-sm text-gray-800"
        >
          {save.isPending ? t.saving : t.saveLater}
        </button>
        <button
          type="submit"
          disabled={save.isPending}
          aria-busy={save.isPending}
          className="bg-primary min-h-11 rounded-full px-6 text-sm text-white"
        >
          {t.finish}
        </button>
      </div>
    </form>
  );
}
