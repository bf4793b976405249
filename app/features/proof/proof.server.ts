import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql, type SQL } from "drizzle-orm";
import { debtResults } from "../../../db/schema/index";
import { readWithSession, requireUserWith } from "~/lib/services/auth/session.server";
import { holdsCourseSql, paidOrders, productNames } from "~/lib/services/learning.server";
import { hasAccess } from "~/lib/domain/access";
import { findCourseBySlug, type Currency } from "~/lib/domain/catalog";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import { RESULTS_COURSE } from "./domain/debt-result";
import type { ProofCounts, ProofWords } from "./domain/claims";
import { siteFiguresCounts, siteFiguresRead } from "./site-figures.server";

/**
 * The public figures' counts for a page's loader: the row `refreshSiteFigures` keeps (hourly and at
 * start; ADR 034), read by its primary key in the request's session batch. Call it at the loader's
 * first line, beside the page's own reads, so it leaves with them in one round trip.
 */
export async function readProofCounts(request: Request, context: AppLoadContext): Promise<ProofCounts> {
  const { data } = await readWithSession(request, context, () => [siteFiguresRead(context.db)] as const);
  return siteFiguresCounts(data[0], new Date());
}

/**
 * The figures' words in a page's language, for claims.ts (`homeProof(counts, facts, proofWords(locale))`).
 * (A course page may pass them to `coursePageProof` the same way.)
 */
export function proofWords(locale: Locale): ProofWords {
  return { locale, messages: messagesFor(locale, ["home.proof"]) };
}

/** One learner's own report (a visitor's id matches nobody); their data download reads it too. */
export function ownDebtResult(context: AppLoadContext, userId: SQL) {
  return context.db
    .select({
      currency: debtResults.currency,
      debtAtStartCents: debtResults.debtAtStartCents,
      debtNowCents: debtResults.debtNowCents,
      updatedAt: debtResults.updatedAt,
    })
    .from(debtResults)
    .where(eq(debtResults.userId, userId));
}

/**
 * The results page's reads: the signed-in learner (else to /login), whether they hold the Debt
 * Challenge, and their own report, in the session's round trip.
 */
export async function requireResultsPage(request: Request, context: AppLoadContext) {
  const {
    user,
    data: [paid, own],
  } = await requireUserWith(request, context, (userId) => [paidOrders(context, userId), ownDebtResult(context, userId)] as const);
  const course = findCourseBySlug(RESULTS_COURSE)!;
  const access = hasAccess(course, { paidProductNames: productNames(paid), subscription: user.subscription });
  const result = own[0];
  return { user, access, result: access && result ? { ...result, currency: result.currency as Currency } : null };
}

export interface DebtReport {
  currency: Currency;
  debtAtStart: number;
  debtNow: number;
}

/**
 * Writes the learner's report (one row per learner: a second report replaces the first), only while
 * they hold the Debt Challenge: the access rule is a condition of the same statement, so a refund or
 * a lapsed plan cannot slip in between a check and the write. Returns false when it wrote nothing.
 */
export async function saveDebtResult(context: AppLoadContext, userId: string, report: DebtReport): Promise<boolean> {
  const now = new Date();
  const result = await context.db.run(sql`
    insert into ${debtResults} (user_id, currency, debt_at_start_cents, debt_now_cents, updated_at)
    select ${userId}, ${report.currency}, ${report.debtAtStart}, ${report.debtNow}, ${now.getTime()}
    where ${holdsCourseSql(userId, RESULTS_COURSE, now)}
    on conflict (user_id) do update set
      currency = excluded.currency,
      debt_at_start_cents = excluded.debt_at_start_cents,
      debt_now_cents = excluded.debt_now_cents,
      updated_at = excluded.updated_at`);
  return result.rowsAffected > 0;
}
