/**
 * A quiz as a plain form (it works without JavaScript) and an attempt's result: used by the lesson's
 * knowledge check, the course's final assessment and the dashboard's review. Question and option HTML
 * was sanitized when the lesson was written (content/compile.ts).
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError, SubmitButton } from "~/components/form-fields";
import { CheckIcon } from "~/components/icons";
import { useLocale, useTranslate, type Translate } from "~/hooks/use-translate";
import { progressPercent } from "~/lib/domain/progress";
import type { MessageKey } from "~/lib/i18n/messages";
import { answerField, formatAnswerValue, type ResponseProblem } from "./domain/grading";
import { NUMERIC_EXPLANATION, type QuestionShown } from "./domain/questions";
import { ATTEMPT_FIELD_NAME } from "./quiz-fields";
import type { ResultView } from "./quiz.server";

const PROBLEM_TEXT: Record<ResponseProblem, MessageKey> = {
  unanswered: "learning.quiz.unanswered",
  "not-a-number": "learning.quiz.notANumber",
};

/** A numeric question's unit in the page's language: `$` and `%` as they are, a word ("months") from the messages. */
const UNIT_WORDS: Readonly<Record<string, MessageKey>> = { months: "learning.quiz.unit.months" };

function unitText(unit: string | null, t: Translate): string | null {
  const key = unit ? UNIT_WORDS[unit] : undefined;
  return key ? t(key) : unit;
}

/** What an action answers when a submitted quiz could not be graded: the form comes back with it. */
export interface QuizFormReply {
  quizError: string;
  problems?: Record<string, ResponseProblem>;
  values?: Record<string, string[]>;
}

interface QuizFormProps {
  action: string;
  intent: string;
  attemptNumber: number;
  questions: readonly QuestionShown[];
  submitLabel: string;
  /** Hidden fields the action needs besides the answers (the review's question ids). */
  hidden?: ReactNode;
  reply?: QuizFormReply | null;
}

/** Every question as a fieldset: radios (one answer), checkboxes (every one that applies) or a number. */
export function QuizForm({ action, intent, attemptNumber, questions, submitLabel, hidden, reply }: QuizFormProps) {
  const t = useTranslate();
  return (
    <Form method="post" action={action} className="space-y-6" preventScrollReset data-testid="quiz-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={ATTEMPT_FIELD_NAME} value={attemptNumber} />
      {hidden}
      <FormError message={reply?.quizError} />
      <ol className="space-y-6">
        {questions.map((question, index) => (
          <li key={question.id}>
            <QuestionFields
              question={question}
              number={index + 1}
              values={reply?.values?.[question.id] ?? []}
              problem={reply?.problems?.[question.id]}
            />
          </li>
        ))}
      </ol>
      <SubmitButton label={submitLabel} busyLabel={t("learning.quiz.grading")} intent={intent} className="button-primary w-full sm:w-auto" />
    </Form>
  );
}

function QuestionFields({
  question,
  number,
  values,
  problem,
}: {
  question: QuestionShown;
  number: number;
  values: string[];
  problem?: ResponseProblem;
}) {
  const t = useTranslate();
  const name = answerField(question.id);
  const unit = unitText(question.unit, t);
  // The question's place in the attempt (namedByPlace).
  const base = `question-${question.id}`;
  const errorId = `${base}-error`;
  const legend = (
    // Floated so it sits inside the card instead of on its border; what follows clears it.
    <legend className="float-left w-full text-base font-semibold text-slate-900">
      <span className="sr-only">{t("learning.quiz.questionNumber", { number })}</span>
      <span aria-hidden="true">{number}. </span>
      <span className="[&>p]:inline" dangerouslySetInnerHTML={{ __html: question.promptHtml }} />
      <span className="mt-1 block text-sm font-normal text-slate-700">{t(KIND_HINT[question.kind])}</span>
    </legend>
  );
  const error = problem ? (
    <p id={errorId} className="mt-2 text-sm text-red-800">
      {t(PROBLEM_TEXT[problem])}
    </p>
  ) : null;
  return (
    <fieldset className="card" aria-describedby={problem ? errorId : undefined}>
      {legend}
      {question.kind === "numeric" ? (
        <div className="clear-both pt-3">
          <label htmlFor={`${base}-value`} className="block text-sm font-medium text-slate-800">
            {unit ? t("learning.quiz.yourAnswerIn", { unit }) : t("learning.quiz.yourAnswer")}
          </label>
          <input
            id={`${base}-value`}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required
            maxLength={20}
            defaultValue={values[0] ?? ""}
            aria-invalid={problem ? true : undefined}
            className="mt-1 block w-full max-w-xs rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
        </div>
      ) : (
        <div className="clear-both space-y-2 pt-3">
          {question.choices.map((choice) => (
            // The label's text is the option's sanitized HTML, which the rule cannot see (e2e axe checks it).
            // eslint-disable-next-line jsx-a11y/label-has-associated-control
            <label
              key={choice.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 hover:border-brand-600"
            >
              <input
                type={question.kind === "single" ? "radio" : "checkbox"}
                name={name}
                value={choice.id}
                defaultChecked={values.includes(choice.id)}
                required={question.kind === "single"}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span className="text-slate-800" dangerouslySetInnerHTML={{ __html: choice.html }} />
            </label>
          ))}
        </div>
      )}
      {error}
    </fieldset>
  );
}

const KIND_HINT: Record<QuestionShown["kind"], MessageKey> = {
  single: "learning.quiz.hint.single",
  multiple: "learning.quiz.hint.multiple",
  numeric: "learning.quiz.hint.numeric",
};

/** The score line of an attempt: "4 of 5 right (80%)". */
export function scoreText(score: number, total: number, t: Translate): string {
  return t("learning.quiz.score", { count: score, total, percent: progressPercent(score, total) });
}

/** An attempt's result: each question, what was answered, which answers were right, and why. */
export function QuizResult({ result, heading, children }: { result: ResultView; heading: ReactNode; children?: ReactNode }) {
  const t = useTranslate();
  return (
    <section aria-labelledby="quiz-result-heading" className="space-y-4">
      <div role="status" className={`card ${result.passed ? "border-green-700 bg-green-50" : "border-amber-600 bg-amber-50"}`}>
        <h3 id="quiz-result-heading" className="text-lg font-bold text-slate-900">
          {heading}
        </h3>
        <p className="mt-1 text-slate-800" data-testid="quiz-score">
          {scoreText(result.score, result.total, t)}
        </p>
        {children}
      </div>
      <ol className="space-y-4">
        {result.answers.map((answer, index) => (
          <li key={answer.id} className="card">
            <p className="font-semibold text-slate-900">
              <span className={answer.right ? "text-green-800" : "text-red-800"}>
                {t(answer.right ? "learning.quiz.right" : "learning.quiz.notQuite")}
              </span>
              {" · "}
              <span>{index + 1}. </span>
              <span className="[&>p]:inline" dangerouslySetInnerHTML={{ __html: answer.promptHtml }} />
            </p>
            <AnswerDetails answer={answer} />
            <p className="mt-2 text-sm text-slate-700">{t("learning.quiz.fromLesson", { section: answer.section })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function AnswerDetails({ answer }: { answer: ResultView["answers"][number] }) {
  const t = useTranslate();
  const locale = useLocale();
  if (answer.kind === "numeric") {
    const unit = unitText(answer.unit, t);
    const none = t("learning.quiz.none");
    const given = "value" in answer.response ? formatAnswerValue(answer.response.value, unit, locale) : none;
    return (
      <div className="mt-2 space-y-1 text-slate-800">
        <p>{t("learning.quiz.answers", { given, answer: answer.answer === null ? none : formatAnswerValue(answer.answer, unit, locale) })}</p>
        <p dangerouslySetInnerHTML={{ __html: answer.explanations[NUMERIC_EXPLANATION] ?? "" }} />
      </div>
    );
  }
  const chosen = new Set("chosen" in answer.response ? answer.response.chosen : []);
  return (
    <ul className="mt-2 space-y-2">
      {answer.choices.map((choice) => {
        const right = answer.correct.includes(choice.id);
        return (
          <li key={choice.id} className={`rounded-lg border p-3 ${right ? "border-green-700" : "border-slate-300"}`}>
            <p className="text-slate-900">
              {right ? <CheckIcon className="mr-1 inline h-4 w-4 text-green-800" aria-hidden="true" /> : null}
              <span dangerouslySetInnerHTML={{ __html: choice.html }} />
              <span className="ml-2 text-sm text-slate-700">
                {[right ? t("learning.quiz.aRightAnswer") : null, chosen.has(choice.id) ? t("learning.quiz.yourChoice") : null]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </p>
            <p className="mt-1 text-sm text-slate-700" dangerouslySetInnerHTML={{ __html: answer.explanations[choice.id] ?? "" }} />
          </li>
        );
      })}
    </ul>
  );
}
