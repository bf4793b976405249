/**
 * The weekly review email's consent (issue 40 item 4). A `review_email_subscriptions` row not withdrawn is
 * the learner's express consent (CASL), dated when they gave it; no such row, no email. Settings writes it
 * for the signed-in learner; the unsubscribe link's signed token withdraws it, without a session. A
 * withdrawn row keeps only when the last email went, so a consent given again waits out the week.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { reviewEmailSubscriptions } from "../../../db/schema/index";
import { parseSubmission } from "~/lib/http/form";
import { redirectWithToast } from "~/lib/http/toast.server";
import { accountToast, localizeReply } from "~/lib/services/auth/account-words.server";
import { verifyReviewEmailToken } from "./domain/unsubscribe-token";
import { reviewEmailChoiceSchema } from "./forms";

/** Whether the learner asked for the email, given their id as SQL (`requireUserWith`). */
export function reviewEmailChoiceRead(context: AppLoadContext, userId: SQL) {
  return context.db
    .select({ consentedAt: reviewEmailSubscriptions.consentedAt })
    .from(reviewEmailSubscriptions)
    .where(and(eq(reviewEmailSubscriptions.userId, userId), isNull(reviewEmailSubscriptions.withdrawnAt)));
}

/** Off unless the learner ticked it: no row means no consent. */
export function reviewEmailChoiceFrom(rows: Awaited<ReturnType<typeof reviewEmailChoiceRead>>) {
  return { reviewEmails: rows.length > 0 };
}

/**
 * Saves Settings' Review emails form. Ticked: the consent row, dated now, or the one already given kept
 * with its first date. Not ticked (absent from the form): the row deleted. Any other value is refused
 * with a 400 beside the form. Back to Settings with a toast. Both in the page's language (the Settings
 * page's `account` words; REVIEW_EMAIL_TEXTS.settings in English).
 */
export async function saveReviewEmailChoice(context: AppLoadContext, userId: string, form: FormData, now = new Date()) {
  const submission = parseSubmission(form, reviewEmailChoiceSchema);
  if (!submission.success)
    return data({ intent: "review-emails" as const, ...localizeReply(context.locale, submission.reply()) }, { status: 400 });
  if (submission.value.reviewEmails === "on") {
    // A consent given again is dated again; one still standing keeps its first date.
    await context.db
      .insert(reviewEmailSubscriptions)
      .values({ userId, consentedAt: now })
      .onConflictDoUpdate({
        target: reviewEmailSubscriptions.userId,
        set: { consentedAt: now, withdrawnAt: null },
        setWhere: isNotNull(reviewEmailSubscriptions.withdrawnAt),
      });
  } else {
    await withdrawConsent(context, userId, now);
  }
  const toast = accountToast(context.locale, submission.value.reviewEmails === "on" ? "reviewEmailsOn" : "reviewEmailsOff");
  return redirectWithToast("/dashboard/settings", toast, context);
}

/** The learner an unsubscribe link names, or null when this site did not sign it for review emails. */
export function readReviewEmailLink(context: AppLoadContext, token: string) {
  return verifyReviewEmailToken(token, context.settings.sessionSecret);
}

/** Withdraws the consent, keeping when the last email went; doing it twice changes nothing more. */
function withdrawConsent(context: AppLoadContext, userId: string, now: Date) {
  return context.db
    .update(reviewEmailSubscriptions)
    .set({ withdrawnAt: now })
    .where(and(eq(reviewEmailSubscriptions.userId, userId), isNull(reviewEmailSubscriptions.withdrawnAt)));
}

/** Withdraws the consent: no more review emails until Settings switches them back on. Doing it twice changes nothing more. */
export async function unsubscribeFromReviewEmails(context: AppLoadContext, userId: string, now = new Date()): Promise<void> {
  await withdrawConsent(context, userId, now);
}
