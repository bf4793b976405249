import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EmailedLinkPage } from "~/components/emailed-link-page";
import { confirmEmail } from "~/lib/services/auth/accounts.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { isTokenValid } from "~/lib/services/auth/tokens.server";
import { pageMeta } from "~/lib/http/meta";
import { loginPath, redirectToOf } from "~/lib/http/redirect";
import { redirectWithToast } from "~/lib/http/toast.server";

export const meta: MetaFunction = () => pageMeta("Confirm your email", "Confirm the email address of your Moneywise account.");

/**
 * The emailed link opens a page with a button rather than confirming on GET: mail scanners that
 * pre-fetch links would otherwise use up the single-use token.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: await isTokenValid(context, token, "verify-email") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  // The link carries where the learner was going when they signed up; the first sign-in leads there.
  const redirectTo = redirectToOf(request.url);
  const login = redirectTo ? loginPath(redirectTo) : "/login";
  if (await confirmEmail(context, token)) {
    return redirectWithToast(login, { type: "success", ...AUTH_TEXTS.emailConfirmed }, context);
  }
  return redirectWithToast(login, { type: "error", title: "Error", description: AUTH_TEXTS.invalidLink }, context);
}

export default function VerifyEmail() {
  const { token, valid } = useLoaderData<typeof loader>();
  return (
    <EmailedLinkPage
      heading="Confirm your email"
      token={token}
      valid={valid}
      text="One click and your account is ready."
      button="Confirm my email"
    />
  );
}
