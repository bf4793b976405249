import { Link } from "@remix-run/react";
import { UtcDay } from "~/components/utc-day";
import { DashboardHeading } from "~/features/dashboard/learner-dashboard";
import { REVIEW_INTERVAL_DAYS } from "./domain/review";
import { REVIEW_PATH } from "./paths";
import { QUIZ_INTENTS, REVIEW_QUESTION_FIELD } from "./quiz-fields";
import { QuizForm, QuizResult, type QuizFormReply } from "./quiz-parts";
import type { loadReview } from "./review.server";

export const REVIEW_INTENT = QUIZ_INTENTS.review;

type ReviewView = Awaited<ReturnType<typeof loadReview>>;

/** The dashboard's Review: the questions due, a result, or when the next ones will be. */
export function ReviewPage({ page, reply }: { page: ReviewView; reply: QuizFormReply | null }) {
  const [first, second, third] = REVIEW_INTERVAL_DAYS;
  return (
    <div>
      <DashboardHeading title="Review">
        Questions from your lessons&apos; knowledge checks, asked again: one you missed comes back the next day, and each right answer sends it
        further off ({first}, {second}, then {third} days).
      </DashboardHeading>
      <div className="mt-8">
        {page.result ? (
          <QuizResult result={page.result} heading="Review done">
            <Link to={REVIEW_PATH} className="button-secondary mt-3">
              {page.questions.length > 0 ? "Review the next questions" : "Back to Review"}
            </Link>
          </QuizResult>
        ) : page.questions.length > 0 ? (
          <QuizForm
            action={REVIEW_PATH}
            intent={REVIEW_INTENT}
            attemptNumber={page.attemptNumber}
            questions={page.questions}
            submitLabel="Check my answers"
            reply={reply}
            hidden={page.questions.map((question) => (
              <input key={question.id} type="hidden" name={REVIEW_QUESTION_FIELD} value={question.id} />
            ))}
          />
        ) : (
          <section className="card" aria-labelledby="nothing-due-heading">
            <h2 id="nothing-due-heading" className="text-lg font-semibold text-slate-900">
              Nothing to review right now
            </h2>
            <p className="mt-2 text-slate-700">
              {page.nextDueAt ? (
                <>
                  Your next questions are due on <UtcDay value={page.nextDueAt} />.
                </>
              ) : (
                "Take a lesson's knowledge check: its questions come back here when they are due."
              )}
            </p>
            <Link to="/dashboard/courses" className="button-secondary mt-4">
              My courses
            </Link>
          </section>
        )}
      </div>
    </div>
  );
}

/** The dashboard's Review card: how many questions are due, and the way to them. */
export function DashboardReviewCard({ review }: { review: { due: number; nextDueAt: string | null } }) {
  return (
    <section className="card" aria-labelledby="review-card-heading">
      <h2 id="review-card-heading" className="text-xl font-semibold">
        Review
      </h2>
      {review.due > 0 ? (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">
            {review.due === 1 ? "1 question is due" : `${review.due} questions are due`}: a few minutes now keeps what you learned.
          </p>
          <Link to={REVIEW_PATH} className="button-primary">
            Start review
          </Link>
        </div>
      ) : (
        <p className="mt-3 text-slate-700">
          Nothing is due.{" "}
          {review.nextDueAt ? (
            <>
              Your next questions are due on <UtcDay value={review.nextDueAt} />.
            </>
          ) : null}
        </p>
      )}
    </section>
  );
}
