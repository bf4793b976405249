/**
 * Knowledge checks, final assessments and reviews on the database (issue 40). Reads return statements
 * for the caller's batch (one round trip per page); a submission is one batch of writes, each guarded
 * in the statement that writes it: the attempt only for a learner who holds the course (and, for a
 * final, has attempts left today), its answers and review cards only once that attempt was written.
 */
import { localParts } from "~/features/time-zones/domain/zoned-time";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, desc, eq, inArray, lte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { lessonQuestions, questionTranslations, quizAnswers, quizAttempts, reviewCards } from "../../../db/schema/index";
import { randomToken } from "~/lib/services/auth/crypto.server";
import { readIf } from "~/lib/services/auth/session.server";
import { holdsCourseSql } from "~/lib/services/learning.server";
import { DAY_MS, FINAL_ASSESSMENT, type Grade, type Response } from "./domain/grading";
import type { Question, QuestionKey, QuestionShown } from "./domain/questions";
import { nextCard } from "./domain/review";

type UserId = string | SQL;

/**
 * A question's words in the page's language where the content step wrote a translation (issue 41),
 * else in English. The translation's key has the same right answers (the content step checks it), and
 * its own explanations and section.
 */
const translated = (english: SQL.Aliased | AnyColumn, translation: AnyColumn) =>
  sql`case when ${questionTranslations.questionId} is null then ${english} else ${translation} end`;

const shownColumns = {
  id: lessonQuestions.id,
  courseId: lessonQuestions.courseId,
  lessonNumber: lessonQuestions.lessonNumber,
  kind: lessonQuestions.kind,
  promptHtml: translated(lessonQuestions.promptHtml, questionTranslations.promptHtml).mapWith(String),
  choicesJson: translated(lessonQuestions.choicesJson, questionTranslations.choicesJson).mapWith(String),
  unit: sql<string | null>`${translated(lessonQuestions.unit, questionTranslations.unit)}`,
};

const keyColumn = translated(lessonQuestions.keyJson, questionTranslations.keyJson).mapWith(String);

/** Joins each question to its translation in the request's language; for English, to nothing. */
function translationOf(context: AppLoadContext): SQL {
  if (context.locale === "en") return sql`0`;
  return and(eq(questionTranslations.questionId, lessonQuestions.id), eq(questionTranslations.locale, context.locale))!;
}

type ShownRow = Omit<QuestionShown, "choices"> & { choicesJson: string };

export function toShown({ choicesJson, ...row }: ShownRow): QuestionShown {
  return { ...row, choices: JSON.parse(choicesJson) as QuestionShown["choices"] };
}

export function toQuestion(row: ShownRow & { keyJson: string }): Question {
  const { keyJson, ...shown } = row;
  return { ...toShown(shown), key: JSON.parse(keyJson) as QuestionKey };
}

const whereLesson = (courseId: string, lessonNumber?: number) =>
  and(eq(lessonQuestions.courseId, courseId), lessonNumber === undefined ? undefined : eq(lessonQuestions.lessonNumber, lessonNumber));

/** A lesson's (or a whole course's) questions as a learner sees them before answering: no key. */
export function questionsShownOf(context: AppLoadContext, courseId: string, lessonNumber?: number) {
  return context.db
    .select(shownColumns)
    .from(lessonQuestions)
    .leftJoin(questionTranslations, translationOf(context))
    .where(whereLesson(courseId, lessonNumber))
    .orderBy(asc(lessonQuestions.lessonNumber), asc(lessonQuestions.position));
}

/** The same with their keys: for grading, on the server only. */
export function questionsWithKeyOf(context: AppLoadContext, courseId: string, lessonNumber?: number) {
  return context.db
    .select({ ...shownColumns, keyJson: keyColumn })
    .from(lessonQuestions)
    .leftJoin(questionTranslations, translationOf(context))
    .where(whereLesson(courseId, lessonNumber))
    .orderBy(asc(lessonQuestions.lessonNumber), asc(lessonQuestions.position));
}

/**
 * What grading a submission reads, in one batch: the lesson's (or course's) questions with their keys,
 * the learner's attempts at the scope, and their review cards for those questions.
 */
export async function submissionReads(context: AppLoadContext, userId: string, scope: string, courseId: string, lessonNumber?: number) {
  const questionIds = sql`(select ${lessonQuestions.id} from ${lessonQuestions} where ${whereLesson(courseId, lessonNumber)})`;
  const [rows, attempts, cards] = await context.db.batch([
    questionsWithKeyOf(context, courseId, lessonNumber),
    attemptsOf(context, userId, scope),
    reviewCardsOf(context, userId, questionIds),
  ]);
  return { questions: rows.map(toQuestion), attempts, cards };
}

/** The learner's attempts at one scope, newest first. */
export function attemptsOf(context: AppLoadContext, userId: UserId, scope: string) {
  return context.db
    .select({
      id: quizAttempts.id,
      attemptNumber: quizAttempts.attemptNumber,
      score: quizAttempts.score,
      total: quizAttempts.total,
      passed: quizAttempts.passed,
      submittedAt: quizAttempts.submittedAt,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.scope, scope)))
    .orderBy(desc(quizAttempts.attemptNumber));
}

export type AttemptRow = Awaited<ReturnType<typeof attemptsOf>>[number];

/** The attempt number the next submission at a scope takes (what seeds its order). */
export const nextAttemptNumber = (attempts: readonly AttemptRow[]) => (attempts[0]?.attemptNumber ?? -1) + 1;

/**
 * One of the learner's own attempts at a scope with its answers and their keys, in the order it was
 * shown (another learner's id, or another scope's, reads nothing).
 */
export function attemptResultOf(context: AppLoadContext, userId: UserId, scope: string, attemptId: string) {
  // A page without `?result=` shows no result: nothing to read.
  return readIf(attemptId !== "", () =>
    context.db
      .select({
        ...shownColumns,
        keyJson: keyColumn,
        responseJson: quizAnswers.responseJson,
        right: quizAnswers.right,
        score: quizAttempts.score,
        total: quizAttempts.total,
        passed: quizAttempts.passed,
        submittedAt: quizAttempts.submittedAt,
      })
      .from(quizAttempts)
      .innerJoin(quizAnswers, eq(quizAnswers.attemptId, quizAttempts.id))
      .innerJoin(lessonQuestions, eq(lessonQuestions.id, quizAnswers.questionId))
      .leftJoin(questionTranslations, translationOf(context))
      .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId), eq(quizAttempts.scope, scope)))
      .orderBy(asc(quizAnswers.position)),
  );
}

export interface AttemptResult {
  score: number;
  total: number;
  passed: boolean;
  submittedAt: Date;
  answers: { question: Question; response: Response; right: boolean }[];
}

export function toAttemptResult(rows: Awaited<ReturnType<typeof attemptResultOf>>): AttemptResult | null {
  const [first] = rows;
  if (!first) return null;
  return {
    score: first.score,
    total: first.total,
    passed: first.passed,
    submittedAt: first.submittedAt,
    answers: rows.map(({ responseJson, right, score: _s, total: _t, passed: _p, submittedAt: _at, ...question }) => ({
      question: toQuestion(question),
      response: JSON.parse(responseJson) as Response,
      right,
    })),
  };
}

/** The learner's review cards for some questions (ids, or a subquery of them): what a new answer moves from. */
export function reviewCardsOf(context: AppLoadContext, userId: UserId, questionIds: readonly string[] | SQL) {
  return context.db
    .select({ questionId: reviewCards.questionId, box: reviewCards.box, dueAt: reviewCards.dueAt })
    .from(reviewCards)
    .where(
      and(eq(reviewCards.userId, userId), inArray(reviewCards.questionId, Array.isArray(questionIds) ? [...questionIds] : (questionIds as SQL))),
    );
}

/** The learner's cards due now, soonest first, with their questions. */
export function dueCardsOf(context: AppLoadContext, userId: UserId, now: Date) {
  return context.db
    .select({ ...shownColumns, box: reviewCards.box, dueAt: reviewCards.dueAt })
    .from(reviewCards)
    .innerJoin(lessonQuestions, eq(lessonQuestions.id, reviewCards.questionId))
    .leftJoin(questionTranslations, translationOf(context))
    .where(and(eq(reviewCards.userId, userId), lte(reviewCards.dueAt, now)))
    .orderBy(asc(reviewCards.dueAt), asc(lessonQuestions.id));
}

/** Per course: how many of the learner's cards are due now, and when the next one that is not falls due. */
export function reviewSummaryOf(context: AppLoadContext, userId: UserId, now: Date) {
  return context.db
    .select({
      courseId: lessonQuestions.courseId,
      due: sql<number>`coalesce(sum(case when ${reviewCards.dueAt} <= ${now.getTime()} then 1 else 0 end), 0)`,
      nextDueAt: sql<number | null>`min(case when ${reviewCards.dueAt} > ${now.getTime()} then ${reviewCards.dueAt} end)`,
    })
    .from(reviewCards)
    .innerJoin(lessonQuestions, eq(lessonQuestions.id, reviewCards.questionId))
    .leftJoin(questionTranslations, translationOf(context))
    .where(eq(reviewCards.userId, userId))
    .groupBy(lessonQuestions.courseId);
}

/**
 * The summary over the courses the learner holds: what is due now, and the next day something is, as the
 * date it is in the learner's zone (`YYYY-MM-DD`): a card due at 5 PM in Los Angeles is due that day there.
 */
export function reviewStanding(summary: Awaited<ReturnType<typeof reviewSummaryOf>>, holds: (courseId: string) => boolean, timeZone: string) {
  const held = summary.filter((row) => holds(row.courseId));
  const due = held.reduce((total, row) => total + Number(row.due), 0);
  const upcoming = held.flatMap((row) => (row.nextDueAt === null ? [] : [Number(row.nextDueAt)]));
  return { due, nextDueOn: upcoming.length > 0 ? localParts(new Date(Math.min(...upcoming)), timeZone).date : null };
}

export interface Submission {
  userId: string;
  kind: "check" | "final" | "review";
  scope: string;
  attemptNumber: number;
  /** The courses the answered questions belong to: the learner must hold each when the attempt is written. */
  courseIds: readonly string[];
  grade: Grade;
  /** The learner's cards for the answered questions before this attempt. */
  cards: readonly { questionId: string; box: number }[];
  now: Date;
}

/**
 * Writes a graded attempt, its answers and the review cards they move, in one batch. The attempt is
 * inserted only if the learner holds every course asked about, this attempt number is still free (a
 * form sent twice is one attempt) and, for a final assessment, fewer than the day's attempts were made
 * in the last 24 hours; the rest is written only if it was. `after` joins the batch (the certificate).
 * Returns the id of the attempt that holds this number (this one, or its twin when the same form was
 * sent twice at once), or null when none was written.
 */
export async function saveAttempt(context: AppLoadContext, submission: Submission, after: readonly SQL[] = []): Promise<string | null> {
  const { userId, kind, scope, attemptNumber, grade, now } = submission;
  const id = randomToken();
  const holds = submission.courseIds.map((courseId) => holdsCourseSql(userId, courseId, now));
  const withinDailyLimit =
    kind === "final"
      ? sql`(select count(*) from ${quizAttempts} where ${quizAttempts.userId} = ${userId} and ${quizAttempts.scope} = ${scope}
          and ${quizAttempts.submittedAt} > ${now.getTime() - DAY_MS}) < ${FINAL_ASSESSMENT.attemptsPerDay}`
      : sql`1`;
  const written = sql`exists (select 1 from ${quizAttempts} where ${quizAttempts.id} = ${id})`;
  const previous = new Map(submission.cards.map((card) => [card.questionId, card]));
  const answerRows = grade.answers.map(
    (answer, position) => sql`(${id}, ${answer.question.id}, ${position}, ${JSON.stringify(answer.response)}, ${answer.right ? 1 : 0})`,
  );
  const cardRows = grade.answers.map((answer) => {
    const card = nextCard(previous.get(answer.question.id) ?? null, answer.right, now);
    return sql`(${userId}, ${answer.question.id}, ${card.box}, ${card.dueAt.getTime()}, ${now.getTime()})`;
  });
  const [, , , ...rest] = await context.db.batch([
    context.db.run(sql`
      insert into ${quizAttempts} (id, user_id, kind, scope, attempt_number, score, total, passed, submitted_at)
      select ${id}, ${userId}, ${kind}, ${scope}, ${attemptNumber}, ${grade.score}, ${grade.total}, ${grade.passed ? 1 : 0}, ${now.getTime()}
      where ${sql.join([...holds, withinDailyLimit], sql` and `)}
      on conflict do nothing`),
    context.db.run(sql`
      insert into ${quizAnswers} (attempt_id, question_id, position, response_json, "right")
      select * from (values ${sql.join(answerRows, sql`, `)}) where ${written}`),
    context.db.run(sql`
      insert into ${reviewCards} (user_id, question_id, box, due_at, answered_at)
      select * from (values ${sql.join(cardRows, sql`, `)}) where ${written}
      on conflict (user_id, question_id) do update set box = excluded.box, due_at = excluded.due_at, answered_at = excluded.answered_at`),
    ...after.map((statement) => context.db.run(statement)),
    context.db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.scope, scope), eq(quizAttempts.attemptNumber, attemptNumber))),
  ]);
  const [held] = rest.at(-1) as { id: string }[];
  return held?.id ?? null;
}

/** The questions of the learner's cards due now, with their keys and boxes: all a review may grade. */
export function dueQuestionsWithKeyOf(context: AppLoadContext, userId: UserId, now: Date) {
  return context.db
    .select({ ...shownColumns, keyJson: keyColumn, box: reviewCards.box })
    .from(reviewCards)
    .innerJoin(lessonQuestions, eq(lessonQuestions.id, reviewCards.questionId))
    .leftJoin(questionTranslations, translationOf(context))
    .where(and(eq(reviewCards.userId, userId), lte(reviewCards.dueAt, now)));
}
