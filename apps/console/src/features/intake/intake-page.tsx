import { useParams } from 'react-router-dom';
import {
  ANSWER_OPTIONS,
  GAD7,
  PHQ9,
  PHQ9_DIFFICULTY,
  SEVERITY_BAND_NAMES,
  type Intake,
  type Questionnaire,
  type QuestionnaireResult,
} from '@clinic/contracts';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { formatInstant } from '../../lib/format';
import { useAppointmentIntake } from './api/get-intake';
import { ScoresChart } from './components/scores-chart';

const result = (value: QuestionnaireResult | null) =>
  value ? `${value.score} (${SEVERITY_BAND_NAMES[value.band]})` : 'Not finished';

function Answers({
  questionnaire,
  answers,
}: {
  questionnaire: Questionnaire;
  answers: Intake['answers']['phq9'];
}) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-gray-900">{questionnaire.name}</h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-800">
        {questionnaire.items.map((item, index) => {
          const answer = answers[index];
          return (
            <li key={item}>
              {item}:{' '}
              <strong>
                {answer === null || answer === undefined
                  ? 'no answer'
                  : `${ANSWER_OPTIONS[answer]} (${answer})`}
              </strong>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function IntakeAnswers({ intake }: { intake: Intake }) {
  const { answers } = intake;
  return (
    <section aria-labelledby="answers-heading" className="space-y-4">
      <h2 id="answers-heading" className="text-lg font-semibold text-gray-900">
        {intake.kind === 'first'
          ? 'Intake before the first visit'
          : 'Questionnaires before this visit'}{' '}
        (
        {intake.status === 'submitted'
          ? `sent ${formatInstant(intake.submittedAt ?? intake.savedAt)}`
          : `saved part way ${formatInstant(intake.savedAt)}`}
        )
      </h2>
      {intake.kind === 'first' && (
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium text-gray-700">Reason, in their words</dt>
          <dd className="whitespace-pre-wrap text-gray-900">{answers.reason || '—'}</dd>
          <dt className="font-medium text-gray-700">Current medicines</dt>
          <dd className="whitespace-pre-wrap text-gray-900">{answers.medicines || '—'}</dd>
          <dt className="font-medium text-gray-700">Previous care</dt>
          <dd className="whitespace-pre-wrap text-gray-900">{answers.previousCare || '—'}</dd>
        </dl>
      )}
      <p className="text-sm text-gray-800">
        In danger now:{' '}
        <strong>{answers.inDanger === null ? 'no answer' : answers.inDanger ? 'Yes' : 'No'}</strong>
      </p>
      <Answers questionnaire={PHQ9} answers={answers.phq9} />
      <p className="text-sm text-gray-800">
        {PHQ9_DIFFICULTY.question}{' '}
        <strong>
          {answers.difficulty === null ? 'no answer' : PHQ9_DIFFICULTY.options[answers.difficulty]}
        </strong>
      </p>
      <Answers questionnaire={GAD7} answers={answers.gad7} />
    </section>
  );
}

/**
 * An appointment's intake for its doctor and the owner: the answers, and every score of the
 * patient as a table and a chart over time. Each opening is audited by the API.
 */
export function IntakePage() {
  const { appointmentId = '' } = useParams();
  const intake = useAppointmentIntake(appointmentId);
  return (
    <>
      <PageHeader title="Intake and scores" />
      {intake.isPending ? (
        <Loading />
      ) : intake.isError ? (
        <ErrorState error={intake.error} onRetry={() => intake.refetch()} />
      ) : intake.data.withdrawn ? (
        <EmptyState>
          The patient withdrew their consent to the intake: their answers are not shown.
        </EmptyState>
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="scores-heading" className="space-y-4">
            <h2 id="scores-heading" className="text-lg font-semibold text-gray-900">
              Scores over time
            </h2>
            {intake.data.scores.length === 0 ? (
              <EmptyState>No questionnaire finished yet.</EmptyState>
            ) : (
              <>
                <ScoresChart scores={intake.data.scores} />
                <DataTable
                  caption="Scores, oldest first"
                  columns={['Sent', 'Visit', PHQ9.name, GAD7.name]}
                >
                  {intake.data.scores.map((row) => (
                    <tr key={row.appointmentId}>
                      <td className="whitespace-nowrap px-4 py-3">
                        {formatInstant(row.submittedAt)}
                      </td>
                      <td className="px-4 py-3">
                        {row.kind === 'first' ? 'First visit' : 'Follow-up'}
                      </td>
                      <td className="px-4 py-3">{result(row.phq9)}</td>
                      <td className="px-4 py-3">{result(row.gad7)}</td>
                    </tr>
                  ))}
                </DataTable>
              </>
            )}
            <p className="text-xs text-gray-600">A score is not a diagnosis.</p>
          </section>
          {intake.data.intake ? (
            <IntakeAnswers intake={intake.data.intake} />
          ) : (
            <EmptyState>No intake for this appointment.</EmptyState>
          )}
        </div>
      )}
    </>
  );
}
