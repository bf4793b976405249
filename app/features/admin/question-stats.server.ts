import type { AppLoadContext } from "@remix-run/cloudflare";
import { asc, count, sql, type SQL } from "drizzle-orm";
import { courseLessons, lessonQuestions, quizAnswers, quizAttempts, userProgress } from "../../../db/schema/index";
import { questionStatsReport, type FunnelRow, type QuestionStatsReport, type WrongOptionRow, type WrongValueRow } from "./domain/question-stats";
import { CONSOLE_ROLES, requireStaffWith } from "./staff.server";

/**
 * The Questions page's reads, for `requireStaffWith`: each carries `isStaff` in its where, so only staff
 * cost the database anything. The database counts (per question, per wrong option, per wrong number,
 * per lesson); the rows returned are a few per question and one per lesson, however many learners answered.
 * Answers are counted all time, from every kind of attempt: one walk of quiz_answers per count.
 */
export function questionStatsReads(context: AppLoadContext, isStaff: SQL) {
  const { db } = context;

  const lessons = db
    .select({ courseId: courseLessons.courseId, lessonNumber: courseLessons.lessonNumber, title: courseLessons.title })
    .from(courseLessons)
    .where(isStaff)
    .orderBy(asc(courseLessons.courseId), asc(courseLessons.lessonNumber));

  const questions = db
    .select({
      id: lessonQuestions.id,
      courseId: lessonQuestions.courseId,
      lessonNumber: lessonQuestions.lessonNumber,
      position: lessonQuestions.position,
      kind: lessonQuestions.kind,
      promptHtml: lessonQuestions.promptHtml,
      choicesJson: lessonQuestions.choicesJson,
      unit: lessonQuestions.unit,
      keyJson: lessonQuestions.keyJson,
    })
    .from(lessonQuestions)
    .where(isStaff)
    .orderBy(asc(lessonQuestions.courseId), asc(lessonQuestions.lessonNumber), asc(lessonQuestions.position));

  // Grouped along quiz_answers_question_idx: the answers come in question order, no sort.
  const totals = db
    .select({
      questionId: quizAnswers.questionId,
      answers: count(),
      right: sql<number>`coalesce(sum(${quizAnswers.right}), 0)`.mapWith(Number),
    })
    .from(quizAnswers)
    .where(isStaff)
    .groupBy(quizAnswers.questionId);

  // Each option a wrong answer ticked ({"chosen": [...]}); which of them are right is the key's, read above.
  const wrongOptions = db.all<WrongOptionRow>(sql`
    select ${quizAnswers.questionId} as questionId, chosen.value as optionId, count(*) as count
    from ${quizAnswers}, json_each(${quizAnswers.responseJson}, '$.chosen') as chosen
    where ${quizAnswers.right} = 0 and ${isStaff}
    group by ${quizAnswers.questionId}, chosen.value`);

  // The wrong number given most per numeric question ({"value": n}), ties to the smaller: numbers typed
  // in are many and mostly different, so only the top one per question leaves the database.
  const value = sql`json_extract(${quizAnswers.responseJson}, '$.value')`;
  const wrongValues = db.all<WrongValueRow>(sql`
    select question_id as questionId, value, count from (
      select ${quizAnswers.questionId} as question_id, ${value} as value, count(*) as count,
        row_number() over (partition by ${quizAnswers.questionId} order by count(*) desc, ${value} asc) as rank
      from ${quizAnswers}
      where ${quizAnswers.right} = 0 and json_type(${quizAnswers.responseJson}, '$.value') in ('integer', 'real') and ${isStaff}
      group by ${quizAnswers.questionId}, ${value}
    ) where rank = 1`);

  // Per lesson, by its check's scope (lessonCheckScope: `check:{course}/{lesson}`): each learner once, who
  // reached it (a progress record, written when they mark it complete or not, or an attempt at its
  // check), has it marked complete, and passed its check at least once.
  const funnel = db.all<FunnelRow>(sql`
    select scope, count(*) as reached, sum(completed) as completed, sum(passed) as passed from (
      select scope, user_id, max(completed) as completed, max(passed) as passed from (
        select 'check:' || ${courseLessons.courseId} || '/' || ${courseLessons.lessonNumber} as scope,
          ${userProgress.userId} as user_id, ${userProgress.completed} as completed, 0 as passed
        from ${userProgress} join ${courseLessons} on ${courseLessons.id} = ${userProgress.lessonId}
        where ${isStaff}
        union all
        select ${quizAttempts.scope}, ${quizAttempts.userId}, 0, ${quizAttempts.passed}
        from ${quizAttempts}
        where ${quizAttempts.kind} = 'check' and ${isStaff}
      ) group by scope, user_id
    ) group by scope`);

  const attempts = db.select({ count: count() }).from(quizAttempts).where(isStaff);

  return [lessons, questions, totals, wrongOptions, wrongValues, funnel, attempts] as const;
}

/** The Questions page for an admin (404 for anyone else), read in the request's one round trip. */
export async function requireQuestionStats(request: Request, context: AppLoadContext): Promise<QuestionStatsReport> {
  const { data } = await requireStaffWith(request, context, CONSOLE_ROLES, (isStaff) => questionStatsReads(context, isStaff));
  const [lessons, questions, totals, wrongOptions, wrongValues, funnel, attempts] = data;
  return questionStatsReport({
    lessons,
    questions,
    totals,
    wrongOptions: wrongOptions.map((row) => ({ questionId: row.questionId, optionId: String(row.optionId), count: Number(row.count) })),
    wrongValues: wrongValues.map((row) => ({ questionId: row.questionId, value: Number(row.value), count: Number(row.count) })),
    funnel: funnel.map((row) => ({
      scope: row.scope,
      reached: Number(row.reached),
      completed: Number(row.completed),
      passed: Number(row.passed),
    })),
    attempts: attempts[0]?.count ?? 0,
  });
}
