import { GAD7, PHQ9, type Intake, type QuestionnaireResult } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../lib/i18n';

export const messages = i18n('intake/results', {
  heading: 'Your answers and scores',
  notDiagnosis:
    'A score is not a diagnosis. These questionnaires help your doctor see how much your mood and worry have troubled you over the last two weeks; only a conversation with your doctor can say what it means for you.',
  score: params('Score {score} of {max}: {band}'),
  notFinished: 'Not every question was answered, so there is no score.',
  minimal: 'minimal',
  mild: 'mild',
  moderate: 'moderate',
  'moderately-severe': 'moderately severe',
  severe: 'severe',
});

function Result({
  name,
  max,
  result,
}: {
  name: string;
  max: number;
  result: QuestionnaireResult | null;
}) {
  const t = useStore(messages);
  return (
    <div>
      <dt className="font-medium text-gray-900">{name}</dt>
      <dd className="text-gray-800">
        {result ? t.score({ score: result.score, max, band: t[result.band] }) : t.notFinished}
      </dd>
    </div>
  );
}

/** The patient's own scores and bands, with what a score is and is not. */
export function IntakeResults({ intake }: { intake: Intake }) {
  const t = useStore(messages);
  return (
    <section aria-labelledby="intake-results-heading" className="space-y-3">
      <h2 id="intake-results-heading" className="text-lg font-semibold text-gray-900">
        {t.heading}
      </h2>
      <dl className="space-y-2">
        <Result name={PHQ9.name} max={PHQ9.maxScore} result={intake.results.phq9} />
        <Result name={GAD7.name} max={GAD7.maxScore} result={intake.results.gad7} />
      </dl>
      <p className="text-sm text-gray-700">{t.notDiagnosis}</p>
    </section>
  );
}
