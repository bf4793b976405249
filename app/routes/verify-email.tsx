import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EmailedLinkPage } from "~/components/emailed-link-page";
import { pendingConfirmationCookie } from "~/lib/services/auth/accounts.server";
import { accountToast, errorToast } from "~/lib/services/auth/account-words.server";
import { isTokenValid } from "~/lib/services/auth/tokens.server";
import { pageMeta, pageText } from "~/lib/http/meta";
import { loginPath, redirectToOf } from "~/lib/http/redirect";
import { redirectWithToast } from "~/lib/http/toast.server";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";
import { useTranslate } from "~/hooks/use-translate";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(pageText(args, "account.verify.title"), pageText(args, "account.verify.description", { product: PRODUCT_NAME }));

/**
 * The emailed link opens a page with a button rather than acting on GET, for mail scanners that
 * pre-fetch links. The button does not confirm the email: it hands the token to this browser, and the
 * sign-in with the account's password that follows confirms it (ADR 063).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: await isTokenValid(context, token, "verify-email"), messages: messagesFor(context.locale, ["account"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  // The link carries where the learner was going when they signed up; the first sign-in leads there.
  const redirectTo = redirectToOf(request.url);
  const login = redirectTo ? loginPath(redirectTo) : "/login";
  const { locale } = context;
  if (await isTokenValid(context, token, "verify-email")) {
    const headers = { "Set-Cookie": await pendingConfirmationCookie(context).serialize(token) };
    return redirectWithToast(login, accountToast(locale, "signInToConfirm"), context, { headers });
  }
  return redirectWithToast(login, errorToast(locale, translate(locale, "account.form.invalidLink")), context);
}

export default function VerifyEmail() {
  const t = useTranslate();
  const { token, valid } = useLoaderData<typeof loader>();
  return (
    <EmailedLinkPage
      heading={t("account.verify.title")}
      token={token}
      valid={valid}
      text={t("account.verify.text")}
      button={t("account.verify.button")}
    />
  );
}
