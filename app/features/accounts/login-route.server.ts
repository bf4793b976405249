/**
 * The sign-in page's loader and action, re-exported by `routes/login.tsx`: one server module, so the page
 * fetches no stand-in for server code (ADR 062).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { configuredProviders } from "~/features/sign-in-providers/strategies.server";
import type { FieldName, FormErrors } from "~/lib/http/form";
import { safeRedirectPath } from "~/lib/http/redirect";
import { clearCookie } from "~/lib/http/cookies.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { accountToast, localizeMessage } from "~/lib/services/auth/account-words.server";
import { pendingConfirmationCookie } from "~/lib/services/auth/accounts.server";
import { issueDeviceCookie } from "~/lib/services/auth/device.server";
import type { loginSchema } from "~/lib/services/auth/forms";
import { createSessionForPassword, refuseWhileSignedIn, signedInAccount } from "~/lib/services/auth/session.server";
import { SignInRefused, submitLoginForm } from "~/lib/services/auth/sign-in.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    signedIn: await signedInAccount(request, context),
    providers: configuredProviders(context),
    messages: messagesFor(context.locale, ["account"]),
  };
}

/** What a refused sign-in or a resent link tells the page besides the one message it shows. */
interface LoginNotice {
  unverified?: boolean;
  resent?: boolean;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await refuseWhileSignedIn(request, context);
  // The sign-in page shows one message for the whole form, never which part was wrong. `attempt` is
  // new on every answer, so the password input remounts empty.
  const answer = (values: Record<string, string>, message: string | null, status: number, notice: LoginNotice = {}) => {
    const errors: FormErrors<FieldName<typeof loginSchema>> = message ? { form: localizeMessage(context.locale, message) } : {};
    return data({ values, errors, ...notice, attempt: crypto.randomUUID() }, { status });
  };
  try {
    const result = await submitLoginForm(request, context);
    if (!("signedIn" in result)) return answer(result.values, null, 200, { resent: true });
    const { userId, passwordHash, email, remember, confirmedEmail } = result.signedIn;
    const session = await createSessionForPassword(context, userId, passwordHash, { persistent: remember });
    // The password was reset or changed while it was being checked: the old one signs no one in.
    if (!session) return answer(result.values, AUTH_TEXTS.invalidCredentials, 401);
    const headers = new Headers();
    headers.append("Set-Cookie", session);
    headers.append("Set-Cookie", await issueDeviceCookie(context, email));
    if (confirmedEmail) headers.append("Set-Cookie", await clearCookie(pendingConfirmationCookie(context)));
    const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/dashboard");
    const toast = accountToast(context.locale, confirmedEmail ? "emailConfirmed" : "loginSuccess");
    return redirectWithToast(redirectTo, toast, context, { headers });
  } catch (error) {
    if (!(error instanceof SignInRefused)) throw error;
    return answer(error.values, error.message, error.status, { unverified: error.unverified });
  }
}
