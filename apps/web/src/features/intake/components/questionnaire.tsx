import type { ReactNode } from 'react';
import {
  ANSWER_OPTIONS,
  PHQ9_DIFFICULTY,
  type Answer,
  type Questionnaire,
} from '@clinic/contracts';

/**
 * One question as a group of radio buttons: a fieldset named by its legend, the answer's value
 * its option's index. Every option's label is a target at least 44 px high.
 */
function AnswerGroup({
  name,
  legend,
  options,
  answer,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly string[];
  answer: Answer;
  onChange: (answer: Answer) => void;
}) {
  return (
    <fieldset className="rounded-md border border-gray-200 p-3">
      <legend className="px-1 font-medium text-gray-900">{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
        {options.map((option, value) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-gray-50"
          >
            <input
              type="radio"
              className="h-5 w-5"
              name={name}
              value={value}
              checked={answer === value}
              onChange={() => onChange(value as Answer)}
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * One questionnaire as published, in English (docs/decisions.md, Intake): its question, then one
 * group of four radio buttons per item, then what follows the items in the published form
 * (`children`: PHQ-9's closing question).
 */
export function QuestionnaireFields({
  questionnaire,
  answers,
  onChange,
  children,
}: {
  questionnaire: Questionnaire;
  answers: Answer[];
  onChange: (item: number, answer: Answer) => void;
  children?: ReactNode;
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
            <AnswerGroup
              name={`${questionnaire.id}-${index}`}
              legend={`${index + 1}. ${item}`}
              options={ANSWER_OPTIONS}
              answer={answers[index] ?? null}
              onChange={(answer) => onChange(index, answer)}
            />
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}

/** PHQ-9's closing, unscored question, with its own four answers. */
export function DifficultyField({
  answer,
  onChange,
}: {
  answer: Answer;
  onChange: (answer: Answer) => void;
}) {
  return (
    <AnswerGroup
      name="phq9-difficulty"
      legend={PHQ9_DIFFICULTY.question}
      options={PHQ9_DIFFICULTY.options}
      answer={answer}
      onChange={onChange}
    />
  );
}
