/**
 * The password reset request page's loader and action, re-exported by `routes/reset-password.tsx`: one
 * server module, so the page fetches no stand-in for server code (ADR 062).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { requestPasswordReset } from "~/lib/services/auth/accounts.server";
import { emailOnlySchema, isBot } from "~/lib/services/auth/forms";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { accountToast, localizeReply } from "~/lib/services/auth/account-words.server";
import { parseSubmission } from "~/lib/http/form";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1", messages: messagesFor(context.locale, ["account"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  // The same answer whether or not the account exists, so this page never reveals who has one.
  const sent = () => redirectWithToast("/reset-password?sent=1", accountToast(context.locale, "resetSent"), context);
  if (isBot(form)) return sent();
  const submission = parseSubmission(form, emailOnlySchema);
  const reply = (errors?: Parameters<typeof submission.reply>[0]) => localizeReply(context.locale, submission.reply(errors));
  if (!submission.success) return data(reply(), { status: 400 });
  const limited = await hitRateLimits(context, [
    { limit: RATE_LIMITS.resetPerIp, subject: context.clientIp },
    { limit: RATE_LIMITS.resetPerAccount, subject: submission.value.email },
  ]);
  if (limited) return data(reply({ form: RATE_LIMIT_MESSAGE }), { status: 429 });
  try {
    await requestPasswordReset(context, submission.value.email);
  } catch (error) {
    // The link could not be made (the database failed): say so, for any address alike. A mail service
    // failing later cannot be told: the mail leaves after the answer, so that no answer waits on it or
    // shows whether the account exists; such failures are logged for the operator.
    reportError(context, error, { message: "Password reset request failed", request });
    return data(reply({ form: AUTH_TEXTS.resetFailed }), { status: 500 });
  }
  return sent();
}
