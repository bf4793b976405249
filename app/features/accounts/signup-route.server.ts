/**
 * The sign-up page's loader and action, re-exported by `routes/signup.tsx`: one server module, so the
 * page fetches no stand-in for server code (ADR 062).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { signUp } from "~/lib/services/auth/accounts.server";
import { isBot, signupSchema } from "~/lib/services/auth/forms";
import { parseNewPasswordSubmission } from "~/lib/services/auth/password-policy.server";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { refuseWhileSignedIn, signedInAccount } from "~/lib/services/auth/session.server";
import { accountToast, localizeReply } from "~/lib/services/auth/account-words.server";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { loginPath, redirectToOf } from "~/lib/http/redirect";
import { configuredProviders } from "~/features/sign-in-providers/strategies.server";
import { proposedTimeZoneOf } from "~/features/time-zones/time-zone.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    signedIn: await signedInAccount(request, context),
    providers: configuredProviders(context),
    messages: messagesFor(context.locale, ["account"]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await refuseWhileSignedIn(request, context);
  const form = await request.formData();
  // Where a visitor was going (a course, a plan's checkout, a thread) is kept on to Log In and into the
  // confirmation link, both of which lead back there.
  const redirectTo = redirectToOf(request.url);
  const login = redirectTo ? loginPath(redirectTo) : "/login";
  const success = () => redirectWithToast(login, accountToast(context.locale, "signupSuccess"), context);
  if (isBot(form)) return success();

  const submission = parseNewPasswordSubmission(form, signupSchema);
  // A form refused for its fields costs no hashing and sends no mail, so it is not counted: a few breached
  // passwords retried on a school's or a carrier's shared address must not lock everyone there out.
  if (!submission.success) return data(localizeReply(context.locale, submission.reply()), { status: 400 });
  const limited = await hitRateLimits(context, [
    { limit: RATE_LIMITS.signupPerIp, subject: context.clientIp },
    { limit: RATE_LIMITS.signupPerAccount, subject: submission.value.email },
  ]);
  if (limited) return data(localizeReply(context.locale, submission.reply({ form: RATE_LIMIT_MESSAGE })), { status: 429 });

  await signUp(context, submission.value, proposedTimeZoneOf(form, context), redirectTo);
  return success();
}
