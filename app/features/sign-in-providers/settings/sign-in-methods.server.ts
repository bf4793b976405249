/**
 * Settings → Sign-in methods on the server (issue 24, item 3; ADR 035): the page's reads, Unlink, and
 * Set a password. Every statement is filtered by the signed-in user's id, so nobody reaches another
 * account's identities.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, exists, ne, or, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import { userIdentities, users } from "../../../../db/schema/index";
import { parseSubmission } from "~/lib/http/form";
import { redirectWithToast } from "~/lib/http/toast.server";
import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import { emailLanguage, localizeMessage } from "~/lib/services/auth/account-words.server";
import { sendAfterResponse } from "~/lib/services/auth/accounts.server";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import type { SessionUser } from "~/lib/services/auth/session.server";
import { issueTokenForEmail } from "~/lib/services/auth/tokens.server";
import { configuredProviders } from "~/features/sign-in-providers/strategies.server";
import { hasPassword, NO_PASSWORD } from "~/features/sign-in-providers/domain/password-state";
import { PROVIDER_NAMES, type Provider } from "~/features/sign-in-providers/domain/providers";
import { signInMethods, unlinkSchema } from "~/features/sign-in-providers/domain/sign-in-methods";
import { identityUnlinkedEmail, setPasswordEmail } from "./sign-in-methods-emails";

const SETTINGS_PAGE = "/dashboard/settings";

/**
 * The page's reads, given the user's id as SQL (`requireUserWith`), so they leave in the session's
 * round trip: the linked identities, and the password hash (only to tell whether there is one).
 */
export function signInMethodReads(context: AppLoadContext, userId: SQL) {
  return [
    context.db
      .select({ provider: userIdentities.provider, email: userIdentities.email, linkedAt: userIdentities.linkedAt })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId)),
    context.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)),
  ] as const;
}

type ReadResults = BatchResponse<ReturnType<typeof signInMethodReads>>;

/** What the page shows, from `signInMethodReads`' results. */
export function signInMethodsFrom(context: AppLoadContext, [identities, [account]]: ReadResults) {
  return signInMethods({
    passwordSet: account ? hasPassword(account.passwordHash) : false,
    identities,
    configured: configuredProviders(context),
  });
}

export type UnlinkOutcome = "unlinked" | "last-way-in" | "not-linked";

/**
 * Unlinks the user's identity with `provider` only while another way in remains, a password or
 * another identity. The rule is in the deleting statement itself: SQLite runs each statement alone,
 * so of two concurrent unlinks of an account's last two ways in, the second finds no other way in and
 * deletes nothing. A check read before the delete could not promise that.
 */
export async function unlinkIdentity(context: AppLoadContext, userId: string, provider: Provider): Promise<UnlinkOutcome> {
  const other = alias(userIdentities, "other_identity");
  const deleted = await context.db
    .delete(userIdentities)
    .where(
      and(
        eq(userIdentities.userId, userId),
        eq(userIdentities.provider, provider),
        or(
          exists(
            context.db
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.id, userId), ne(users.passwordHash, NO_PASSWORD))),
          ),
          exists(
            context.db
              .select({ provider: other.provider })
              .from(other)
              .where(and(eq(other.userId, userId), ne(other.provider, provider))),
          ),
        ),
      ),
    )
    .returning({ provider: userIdentities.provider });
  if (deleted.length > 0) return "unlinked";
  // Refused: say why. Only the wording depends on this read; the rule was the statement's.
  const [still] = await context.db
    .select({ provider: userIdentities.provider })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
  return still ? "last-way-in" : "not-linked";
}

/**
 * Emails a link to choose a password (the reset-password link: a token the reset page spends) to an
 * account that has none, in the language of the Settings page that asked. One statement issues the token
 * only if the account still has no password; false means it has one.
 */
export async function requestPasswordSetting(context: AppLoadContext, email: string): Promise<boolean> {
  const issued = await issueTokenForEmail(context, email, "reset-password", eq(users.passwordHash, NO_PASSWORD));
  if (!issued) return false;
  sendAfterResponse(context, setPasswordEmail(issued.email, context.settings.siteUrl, issued.token, emailLanguage(context.locale)));
  return true;
}

/**
 * The Settings page's Sign-in methods forms (`intent` "unlink" or "set-password"). A refused form
 * answers with the intent "sign-in-methods", so only this section shows the sentence.
 */
export async function signInMethodsAction(context: AppLoadContext, user: SessionUser, form: FormData, intent: "unlink" | "set-password") {
  const { locale } = context;
  // Every sentence in the page's language: the English ones the schema and limits make, and the section's own.
  const refuse = (message: string, status: number) =>
    data({ intent: "sign-in-methods" as const, values: {}, errors: { form: localizeMessage(locale, message) } }, { status });

  if (intent === "set-password") {
    // Shares the reset page's per-account limit: both email the same kind of link to one inbox.
    if (await hitRateLimits(context, [{ limit: RATE_LIMITS.resetPerAccount, subject: user.email }])) return refuse(RATE_LIMIT_MESSAGE, 429);
    if (!(await requestPasswordSetting(context, user.email))) return refuse(translate(locale, "account.form.alreadyHasPassword"), 409);
    return redirectWithToast(SETTINGS_PAGE, passwordLinkSentToast(locale, user.email), context);
  }

  const submission = parseSubmission(form, unlinkSchema);
  if (!submission.success) return refuse(submission.reply().errors.provider!, 400);
  const { provider } = submission.value;
  const name = PROVIDER_NAMES[provider];
  const outcome = await unlinkIdentity(context, user.id, provider);
  if (outcome === "last-way-in") return refuse(translate(locale, "account.methods.lastWayIn", { provider: name }), 409);
  if (outcome === "not-linked") return refuse(translate(locale, "account.methods.notLinked", { provider: name }), 409);
  sendAfterResponse(context, identityUnlinkedEmail(user.email, context.settings.siteUrl, name, emailLanguage(locale)));
  return redirectWithToast(
    SETTINGS_PAGE,
    {
      type: "success",
      title: translate(locale, "account.methods.unlinkedTitle", { provider: name }),
      description: translate(locale, "account.methods.unlinkedDescription", { provider: name }),
    },
    context,
  );
}

function passwordLinkSentToast(locale: Locale, email: string) {
  return {
    type: "success" as const,
    title: translate(locale, "account.methods.passwordLinkSentTitle"),
    description: translate(locale, "account.methods.passwordLinkSentDescription", { email }),
  };
}
