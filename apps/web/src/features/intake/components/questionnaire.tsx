import { ANSWER_OPTIONS, type Answer, type Questionnaire } from '@clinic/contracts';

/**
 * One questionnaire as published, in English (docs/decisions.md, Intake): its question, then one
 * group of four radio buttons per item, each group a fieldset named by its legend. Every option's
 * label is a target at least 44 px high.
 */
export function QuestionnaireFields({
  questionnaire,
  answers,
  onChange,
}: {
  questionnaire: Questionnaire;
  answers: Answer[];
  onChange: (item: number, answer: Answer) => void;
}) {
  return (
    <section lang="en" aria-labelledby={`${questionnaire.id}-heading`} className="space-y-4">
      <h2 id={`${questionnaire.id}-heading`} className="text-lg font-semibold text-gray-900">
        {questionnaire.name}
      </h2>
      <p className="text-gray-800">{questionnaire.stem}</p>
      <ol className="space-y-4">
        {questionnaire.items.map((item, index) => (
          <li key={item}>
            <fieldset className="rounded-md border border-gray-200 p-3">
              <legend className="px-1 font-medium text-gray-900">
                {index + 1}. {item}
              </legend>
              <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
                {ANSWER_OPTIONS.map((option, score) => (
                  <label
                    key={option}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-gray-50"
                  >
                    <input
                      type="radio"
                      className="h-5 w-5"
                      name={`${questionnaire.id}-${index}`}
                      value={score}
                      checked={answers[index] === score}
                      onChange={() => onChange(index, score as Answer)}
                    />
                    {option}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
    </section>
  );
}
