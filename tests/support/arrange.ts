/**
 * Test state arranged directly, for browser tests whose flow under test is not the arrangement
 * (docs/testing.md): a learner who already exists and confirmed their email, signed in with a session
 * cookie minted here. Everything goes through the app's own server-side functions (`signUp`,
 * `confirmEmail`, `createSession`) against the database the server under test reads, so the rows are
 * the ones a real sign-up writes. Test-only: the app has no back door for it. Sign-up, confirmation and
 * sign-in keep their own end-to-end tests through the forms (accounts.spec.ts, workerd/accounts.spec.ts).
 */
import path from "node:path";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { BrowserContext } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import { createDatabase } from "../../db/client";
import { openDatabase } from "../../db/node-client";
import { users } from "../../db/schema";
import { parseSettings } from "../../server/settings";
import { confirmEmail, signUp } from "~/lib/services/auth/accounts.server";
import { createSession, getSessionUser, type SessionUser } from "~/lib/services/auth/session.server";
import { questionsWithKeyOf, toQuestion } from "~/features/assessments/assessments.server";
import { submitFinalAssessment } from "~/features/assessments/final-assessment.server";
import { rightFinalAnswers } from "./assessments";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { saveLessonProgress } from "~/lib/services/learning.server";
import type { MailMessage } from "~/lib/services/mail";
import { testLoadContext } from "./database";
import { BRIDGE_PORT, NODE_ORIGIN, WORKERD_PORT } from "./ports";

/** A server under test: where its database is, and the secret its cookies are signed with. */
export interface ServerUnderTest {
  databaseUrl: string;
  sessionSecret: string;
  siteUrl: string;
}

/** The Node e2e server (tests/playwright.config.ts' first web server). */
export const NODE_SERVER: ServerUnderTest = {
  databaseUrl: `file:${path.resolve(import.meta.dirname, "../../.data/e2e/app.db")}`,
  sessionSecret: "e2e-secret-e2e-secret-e2e-secret-e2e",
  siteUrl: NODE_ORIGIN,
};

/** The Worker build in workerd (tests/support/workerd-server.ts), whose database is reached through the libSQL bridge. */
export const WORKERD_SERVER: ServerUnderTest = {
  databaseUrl: `http://127.0.0.1:${BRIDGE_PORT}`,
  sessionSecret: "workerd-test-secret-workerd-test-secret",
  siteUrl: `http://127.0.0.1:${WORKERD_PORT}`,
};

/** The password arranged accounts have, the same one the forms' helpers type (tests/e2e/signed-in.ts). */
export const ARRANGED_PASSWORD = "Maple-Leaf-2026";

/** Runs `work` with a load context over the server's database, as one of its requests would have. */
async function withServerContext<T>(
  server: ServerUnderTest,
  work: (context: AppLoadContext, mail: { outbox: MailMessage[]; settled: () => Promise<unknown> }) => Promise<T>,
) {
  const client = await openDatabase(server.databaseUrl);
  const settings = parseSettings({
    TURSO_DATABASE_URL: server.databaseUrl,
    SESSION_SECRET: server.sessionSecret,
    SITE_URL: server.siteUrl,
    PASSWORD_HASH_COST: "4",
  });
  const { context, outbox, settled } = testLoadContext(settings, createDatabase(client, { count: 0 }), "192.0.2.1");
  try {
    const result = await work(context, { outbox, settled });
    await settled();
    return result;
  } finally {
    client.close();
  }
}

/** The id of the account with this address (addresses are unique regardless of case), if there is one. */
async function accountIdOf(context: AppLoadContext, email: string): Promise<string | undefined> {
  const [account] = await context.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return account?.id;
}

/** A session for the account made by the app's own `createSession`: its cookie as `name=value`. */
async function sessionCookie(context: AppLoadContext, accountId: string): Promise<string> {
  const setCookie = await createSession(context, accountId, { persistent: false });
  return setCookie.split(";")[0]!;
}

export interface ArrangedAccount {
  id: string;
  email: string;
}

/**
 * A learner who signed up and confirmed their email, made by the sign-up and confirmation functions
 * themselves (the confirmation link read from the mail they send).
 */
export async function confirmedAccount(
  server: ServerUnderTest,
  {
    email,
    country = "CA",
    firstName = "Ana",
    lastName = "Lopez",
    timeZone = "America/Toronto",
  }: {
    email: string;
    country?: "CA" | "US";
    firstName?: string;
    lastName?: string;
    timeZone?: string;
  },
): Promise<ArrangedAccount> {
  return withServerContext(server, async (context, { outbox, settled }) => {
    const form = {
      firstName,
      lastName,
      email,
      country,
      password: ARRANGED_PASSWORD,
      confirmPassword: ARRANGED_PASSWORD,
      agreeTerms: true as const,
      agreeMarketing: false,
    };
    await signUp(context, form, timeZone, null);
    await settled();
    const token = /token=([\w-]+)/.exec(outbox.at(-1)?.text ?? "")?.[1];
    const id = await accountIdOf(context, email);
    // The app's own confirmation, as the sign-in with the account's password after the link does it.
    if (!token || !id || !(await confirmEmail(context, token, id)))
      throw new Error(`arranging ${email}: no confirmation link (is the address taken?)`);
    return { id, email: email.toLowerCase() };
  });
}

/** An account arranged earlier (or signed up through the forms), found by its address. */
export async function existingAccount(server: ServerUnderTest, email: string): Promise<ArrangedAccount> {
  const id = await withServerContext(server, (context) => accountIdOf(context, email));
  if (!id) throw new Error(`no account for ${email}`);
  return { id, email: email.toLowerCase() };
}

/** Signs the browser in as the account: a session made by the app's own `createSession`, as its cookie. */
export async function signInBrowser(browserContext: BrowserContext, server: ServerUnderTest, account: ArrangedAccount) {
  const pair = await withServerContext(server, (context) => sessionCookie(context, account.id));
  const at = pair.indexOf("=");
  await browserContext.addCookies([
    { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.siteUrl, httpOnly: true, sameSite: "Lax" },
  ]);
}

/** Runs `work` as the learner with this address, with the user their own session reads (and their plan). */
async function asLearner<T>(server: ServerUnderTest, email: string, work: (context: AppLoadContext, user: SessionUser) => Promise<T>) {
  return withServerContext(server, async (context) => {
    const accountId = await accountIdOf(context, email);
    if (!accountId) throw new Error(`arranging: no account ${email}`);
    const cookie = await sessionCookie(context, accountId);
    const user = await getSessionUser(new Request(server.siteUrl, { headers: { Cookie: cookie } }), context);
    if (!user) throw new Error(`arranging: ${email} has no session`);
    return work(context, user);
  });
}

/**
 * Lessons marked complete by the app's own `saveLessonProgress`, for the learner its own session reads
 * (with their plan), as the lesson page's Mark Complete saves them: completing a course's last open lesson
 * issues its certificate in the same save once its final assessment is passed. For tests whose flow is
 * what follows (the certificate); completing lessons through the pages has its own tests (lessons.spec.ts,
 * course-player.spec.ts).
 */
export async function completedLessons(server: ServerUnderTest, email: string, courseSlug: string, lessonNumbers: number[]) {
  const course = findCourseBySlug(courseSlug);
  if (!course) throw new Error(`arranging progress: no course ${courseSlug}`);
  await asLearner(server, email, async (context, user) => {
    for (const lessonNumber of lessonNumbers) {
      const saved = await saveLessonProgress(context, user, course, lessonNumber, true);
      if (saved.status !== "saved") throw new Error(`arranging progress: lesson ${lessonNumber} of ${courseSlug} was ${saved.status}`);
    }
  });
}

/**
 * A passed final assessment, submitted through the app's own `submitFinalAssessment` with the right
 * answer to each question it draws for the learner's next attempt (the course's certificate follows
 * once every lesson is complete). Taking the assessment through its page has its own tests (assessments.spec.ts).
 */
export async function passedFinalAssessment(server: ServerUnderTest, email: string, courseSlug: string) {
  const course = findCourseBySlug(courseSlug);
  if (!course) throw new Error(`arranging an assessment: no course ${courseSlug}`);
  await asLearner(server, email, async (context, user) => {
    const form = await rightFinalAnswers(context, user.id, course);
    const response = await submitFinalAssessment(context, user, course, form);
    if (!(response instanceof Response) || response.status !== 302) throw new Error(`arranging an assessment: ${courseSlug} was not passed`);
  });
}

/**
 * The right answers to the questions of a course's final assessment, by question id, read from the
 * server's database: each key with the question's options (their ids and words), which the form names
 * by place, so a test finds them by their words.
 */
export async function answerKeys(server: ServerUnderTest, courseSlug: string) {
  return withServerContext(server, async (context) => {
    const rows = await questionsWithKeyOf(context, courseSlug);
    return new Map(
      rows.map((row) => {
        const question = toQuestion(row);
        return [row.id, { ...question.key, promptHtml: question.promptHtml, choices: question.choices }];
      }),
    );
  });
}
