/**
 * The weekly review email (issue 40 item 4), sent by the hourly work of both runtimes (server/hourly.ts):
 * to each learner who asked for it (a `review_email_subscriptions` row), with a confirmed address, not
 * emailed in the last 7 days, and with at least one review card due (`due_at <= now`, of a question that
 * still exists, as the review page counts them).
 *
 * One batch finds the recipients with their due questions per course and stamps their `last_sent_at`
 * (one implicit transaction, so both statements see the same learners). The stamp is the claim: a run
 * that overlaps finds them already emailed. An email that fails has its stamp put back, so the next
 * hourly run tries again.
 *
 * Each email is written in its reader's language (`users.locale`, English until they choose), its course
 * titles the frame's (`nav.course.*`) and its links opening the pages in that language.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, count, eq, exists, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { lessonQuestions, reviewCards, reviewEmailSubscriptions, users } from "../../../db/schema/index";
import { REVIEW_PATH } from "~/features/assessments/paths";
import { COURSES } from "~/lib/domain/catalog";
import { isLocale, localizedPath, DEFAULT_LOCALE, type Locale } from "~/lib/i18n/locale";
import type { MessageKey } from "~/lib/i18n/messages";
import { emailLanguage } from "~/lib/services/auth/account-words.server";
import { holdsCourseSql } from "~/lib/services/learning.server";
import { signReviewEmailToken } from "./domain/unsubscribe-token";
import { reviewDueEmail } from "./email";
import { REVIEW_EMAIL_SETTINGS_PATH, reviewEmailsUnsubscribePath } from "./paths";

/** What the hourly work has: no request, but the database, mail and settings. */
export type ReviewEmailContext = Pick<AppLoadContext, "db" | "mailer" | "settings">;

const DAY = 86_400_000;
/** At most one review email per learner in this time. */
export const REVIEW_EMAIL_INTERVAL_MS = 7 * DAY;
/**
 * Most review emails one hourly run sends (each email is one of a Worker invocation's subrequests); the
 * rest go an hour later, those waiting longest first.
 */
export const REVIEW_EMAILS_PER_RUN = 200;
/** Emails in flight at once. */
const SENDING_AT_ONCE = 5;

const subscription = reviewEmailSubscriptions;

/** The card's course is one its learner holds now: as the review page, the email counts no question it would not ask. */
const heldCourse = (now: Date) => holdsCourseSql(sql`${reviewCards.userId}`, sql`${lessonQuestions.courseId}`, now);

/** The learners to email now, those waiting longest first (never emailed, then the oldest email), at most a run's worth. */
function recipientIds(context: ReviewEmailContext, now: Date) {
  const { db } = context;
  const anyDue = db
    .select({ one: sql`1` })
    .from(reviewCards)
    .innerJoin(lessonQuestions, eq(lessonQuestions.id, reviewCards.questionId))
    .where(and(eq(reviewCards.userId, subscription.userId), lte(reviewCards.dueAt, now), heldCourse(now)));
  return db
    .select({ userId: subscription.userId })
    .from(subscription)
    .innerJoin(users, eq(users.id, subscription.userId))
    .where(
      and(
        isNotNull(users.emailVerifiedAt),
        isNull(subscription.withdrawnAt),
        or(isNull(subscription.lastSentAt), lte(subscription.lastSentAt, new Date(now.getTime() - REVIEW_EMAIL_INTERVAL_MS))),
        exists(anyDue),
      ),
    )
    .orderBy(sql`${subscription.lastSentAt} is not null`, asc(subscription.lastSentAt), asc(subscription.userId))
    .limit(REVIEW_EMAILS_PER_RUN);
}

/**
 * One row per recipient and course: their address and language, when they were last emailed, and how
 * many of the course's questions are due.
 */
function dueRead(context: ReviewEmailContext, now: Date) {
  return context.db
    .select({
      userId: subscription.userId,
      email: users.email,
      locale: users.locale,
      lastSentAt: subscription.lastSentAt,
      courseId: lessonQuestions.courseId,
      due: count(),
    })
    .from(subscription)
    .innerJoin(users, eq(users.id, subscription.userId))
    .innerJoin(reviewCards, and(eq(reviewCards.userId, subscription.userId), lte(reviewCards.dueAt, now)))
    .innerJoin(lessonQuestions, eq(lessonQuestions.id, reviewCards.questionId))
    .where(and(inArray(subscription.userId, recipientIds(context, now)), heldCourse(now)))
    .groupBy(subscription.userId, lessonQuestions.courseId);
}

interface Recipient {
  userId: string;
  email: string;
  /** The language the learner chose (null: not yet, English). */
  locale: Locale;
  lastSentAt: Date | null;
  courses: { courseId: string; due: number }[];
}

/** The rows gathered per learner, each one's courses in the catalog's order. */
function recipientsOf(rows: Awaited<ReturnType<typeof dueRead>>): Recipient[] {
  const byUser = new Map<string, Recipient>();
  for (const row of rows) {
    const recipient = byUser.get(row.userId) ?? {
      userId: row.userId,
      email: row.email,
      locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
      lastSentAt: row.lastSentAt,
      courses: [],
    };
    recipient.courses.push({ courseId: row.courseId, due: row.due });
    byUser.set(row.userId, recipient);
  }
  const place = (courseId: string) => {
    const index = COURSES.findIndex((course) => course.slug === courseId);
    return index === -1 ? COURSES.length : index;
  };
  for (const recipient of byUser.values()) recipient.courses.sort((a, b) => place(a.courseId) - place(b.courseId));
  return [...byUser.values()];
}

async function emailOf(context: ReviewEmailContext, recipient: Recipient) {
  const { siteUrl, sessionSecret } = context.settings;
  const token = await signReviewEmailToken(recipient.userId, sessionSecret);
  const language = emailLanguage(recipient.locale);
  const link = (path: string) => new URL(localizedPath(path, recipient.locale), siteUrl).href;
  return reviewDueEmail(
    {
      to: recipient.email,
      courses: recipient.courses.map(({ courseId, due }) => {
        const course = COURSES.find((known) => known.slug === courseId);
        return { title: course ? language.t(`nav.course.${course.slug}` as MessageKey) : courseId, due };
      }),
      reviewUrl: link(REVIEW_PATH),
      settingsUrl: link(REVIEW_EMAIL_SETTINGS_PATH),
      unsubscribeUrl: link(reviewEmailsUnsubscribePath(token)),
      sender: context.settings.seller,
    },
    language,
  );
}

/** Puts back the stamps of the emails that failed (unless a later run has stamped them since), in one batch. */
async function release(context: ReviewEmailContext, failed: Recipient[], now: Date): Promise<void> {
  const [first, ...rest] = failed.map((recipient) =>
    context.db
      .update(subscription)
      .set({ lastSentAt: recipient.lastSentAt })
      .where(and(eq(subscription.userId, recipient.userId), eq(subscription.lastSentAt, now))),
  );
  if (first) await context.db.batch([first, ...rest]);
}

/**
 * Sends the review emails now due (at most REVIEW_EMAILS_PER_RUN), each learner at most once a week.
 * Throws (after putting back the failed ones' stamps) if any email could not be sent, for the caller to report.
 */
export async function sendWeeklyReviewEmails(context: ReviewEmailContext, now: Date): Promise<void> {
  const [rows] = await context.db.batch([
    dueRead(context, now),
    context.db
      .update(subscription)
      .set({ lastSentAt: now })
      .where(inArray(subscription.userId, recipientIds(context, now))),
  ]);
  const recipients = recipientsOf(rows);
  const failed: { recipient: Recipient; error: unknown }[] = [];
  for (let start = 0; start < recipients.length; start += SENDING_AT_ONCE) {
    const batch = recipients.slice(start, start + SENDING_AT_ONCE);
    const results = await Promise.allSettled(
      // Inside the promise chain, so a transport that throws at once is released like one that rejects.
      batch.map((recipient) => emailOf(context, recipient).then((message) => context.mailer.send(message))),
    );
    results.forEach((result, index) => {
      if (result.status === "rejected") failed.push({ recipient: batch[index]!, error: result.reason });
    });
  }
  await release(
    context,
    failed.map(({ recipient }) => recipient),
    now,
  );
  if (failed.length > 0) {
    throw new AggregateError(
      failed.map(({ error }) => error),
      `${failed.length} of ${recipients.length} review emails could not be sent; the next hourly run tries them again`,
    );
  }
}
