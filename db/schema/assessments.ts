import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/**
 * The lessons' knowledge-check questions, written by the content step from the lesson files (issue 40).
 * What a learner sees before answering (`choices_json`) and what grades and explains an answer
 * (`key_json`) are separate columns, so a page that reads only the first cannot leak the second.
 */
export const lessonQuestions = sqliteTable(
  "lesson_questions",
  {
    /** `{course}/{lesson}/{key}` (questionId): stable while the lesson file keeps the key. */
    id: text("id").primaryKey(),
    courseId: text("course_id").notNull(),
    lessonNumber: integer("lesson_number").notNull(),
    /** The author's order in the lesson. */
    position: integer("position").notNull(),
    kind: text("kind", { enum: ["single", "multiple", "numeric"] }).notNull(),
    promptHtml: text("prompt_html").notNull(),
    /** [{ id, html }]: a choice question's options, without which are right. */
    choicesJson: text("choices_json").notNull(),
    unit: text("unit"),
    /** QuestionKey: the right options or number, the tolerance, the explanations, the section. */
    keyJson: text("key_json").notNull(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (table) => [index("lesson_questions_course_lesson_idx").on(table.courseId, table.lessonNumber, table.position)],
);

/**
 * A question in another language (issue 41): its prompt and options, and its key with the explanations
 * and section in that language. The right options and numbers are the English question's (the content
 * step checks it); grading reads lesson_questions, a result page reads this key, as secret as the other.
 */
export const questionTranslations = sqliteTable(
  "question_translations",
  {
    questionId: text("question_id")
      .notNull()
      .references(() => lessonQuestions.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    promptHtml: text("prompt_html").notNull(),
    choicesJson: text("choices_json").notNull(),
    unit: text("unit"),
    keyJson: text("key_json").notNull(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.locale] })],
);

/**
 * A submitted knowledge check, final assessment or review. `scope` names what was taken
 * (`check:{course}/{lesson}`, `final:{course}`, `review`); `attempt_number` counts a learner's attempts
 * at a scope from 0, and it seeded the attempt's order, so a form sent twice records one attempt.
 */
export const quizAttempts = sqliteTable(
  "quiz_attempts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["check", "final", "review"] }).notNull(),
    scope: text("scope").notNull(),
    attemptNumber: integer("attempt_number").notNull(),
    score: integer("score").notNull(),
    total: integer("total").notNull(),
    passed: integer("passed", { mode: "boolean" }).notNull(),
    submittedAt: timestamp("submitted_at").notNull(),
  },
  (table) => [
    uniqueIndex("quiz_attempts_user_scope_number_unique").on(table.userId, table.scope, table.attemptNumber),
    index("quiz_attempts_user_scope_time_idx").on(table.userId, table.scope, table.submittedAt),
  ],
);

/** Each answer of an attempt, as given: what its result page shows again and the console counts. */
export const quizAnswers = sqliteTable(
  "quiz_answers",
  {
    attemptId: text("attempt_id")
      .notNull()
      .references(() => quizAttempts.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    /** The question's place in the attempt as it was shown. */
    position: integer("position").notNull(),
    /** JSON: { chosen: [option ids] } or { value: number }. */
    responseJson: text("response_json").notNull(),
    right: integer("right", { mode: "boolean" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] }), index("quiz_answers_question_idx").on(table.questionId)],
);

/** Spaced review: a Leitner box and due date per learner and question answered (domain/review.ts). */
export const reviewCards = sqliteTable(
  "review_cards",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    box: integer("box").notNull(),
    dueAt: timestamp("due_at").notNull(),
    answeredAt: timestamp("answered_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] }), index("review_cards_user_due_idx").on(table.userId, table.dueAt)],
);

/**
 * The weekly email of review questions due: sent only to a learner who asked for it (CASL express
 * consent, with its date), until they unsubscribe. Unsubscribing withdraws the consent (`withdrawn_at`)
 * and keeps when the last email went, so switching it back on cannot send a second email the same week.
 */
export const reviewEmailSubscriptions = sqliteTable(
  "review_email_subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    consentedAt: timestamp("consented_at").notNull(),
    lastSentAt: timestamp("last_sent_at"),
    withdrawnAt: timestamp("withdrawn_at"),
  },
  (table) => [index("review_email_subscriptions_sent_idx").on(table.lastSentAt)],
);
