import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { SignedInNotice } from "~/components/signed-in-notice";
import { ToastMessage } from "~/components/toast-message";
import { CheckboxField, FormError, SubmitButton, TextField } from "~/components/form-fields";
import { Honeypot, PasswordField } from "~/components/account-fields";
import { LOGIN_CONSTRAINTS } from "~/lib/services/auth/fields";
import type { loginSchema } from "~/lib/services/auth/forms";
import { issueDeviceCookie } from "~/lib/services/auth/device.server";
import { SignInRefused, submitLoginForm } from "~/lib/services/auth/sign-in.server";
import { createSession, refuseWhileSignedIn, signedInAccount } from "~/lib/services/auth/session.server";
import { accountToast, localizeMessage } from "~/lib/services/auth/account-words.server";
import type { FieldName, FormErrors } from "~/lib/http/form";
import { pageMeta, pageText } from "~/lib/http/meta";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { useTranslate } from "~/hooks/use-translate";
import { safeRedirectPath } from "~/lib/http/redirect";
import { redirectWithToast } from "~/lib/http/toast.server";
import { ProviderButtons } from "~/features/sign-in-providers/provider-buttons";
import { configuredProviders } from "~/features/sign-in-providers/strategies.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(pageText(args, "account.login.title"), pageText(args, "account.login.description", { product: PRODUCT_NAME }));

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
    const { userId, email, remember } = result.signedIn;
    const headers = new Headers();
    headers.append("Set-Cookie", await createSession(context, userId, { persistent: remember }));
    headers.append("Set-Cookie", await issueDeviceCookie(context, email));
    const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/dashboard");
    return redirectWithToast(redirectTo, accountToast(context.locale, "loginSuccess"), context, { headers });
  } catch (error) {
    if (!(error instanceof SignInRefused)) throw error;
    return answer(error.values, error.message, error.status, { unverified: error.unverified });
  }
}

const constraints = LOGIN_CONSTRAINTS;

export default function Login() {
  const t = useTranslate();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const values = actionData?.values ?? {};
  const { signedIn, providers } = useLoaderData<typeof loader>();
  if (signedIn) return <SignedInNotice heading={t("account.login.heading")} {...signedIn} />;
  const signupHref = searchParams.get("redirectTo") ? `/signup?${searchParams}` : "/signup";

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("account.login.heading")}</h1>
      <p className="mt-2 text-slate-700">
        {t("account.login.newHere", { product: PRODUCT_NAME })}{" "}
        <Link to={signupHref} className="font-semibold text-brand-800 underline">
          {t("account.login.createAccount")}
        </Link>
      </p>
      {actionData?.errors.form ? (
        // The spec's destructive toast for a refused sign-in, beside the form's own message.
        <ToastMessage
          echo
          toast={{ id: actionData.attempt, type: "error", title: t("account.toast.errorTitle"), description: actionData.errors.form }}
        />
      ) : null}
      <Form method="post" className="card mt-8 space-y-5">
        <FormError message={actionData?.errors.form} />
        {actionData?.resent ? (
          <p role="status" className="rounded-lg border border-brand-600 bg-brand-50 p-3 text-sm text-brand-900">
            {t("account.login.resent")}
          </p>
        ) : null}
        {actionData?.unverified ? (
          <button type="submit" name="intent" value="resend" formNoValidate className="button-secondary w-full">
            {t("account.login.resend")}
          </button>
        ) : null}
        <Honeypot />
        <TextField label={t("account.field.email")} name="email" autoComplete="email" {...constraints.email} defaultValue={values.email} />
        <PasswordField
          key={actionData?.attempt}
          label={t("account.field.password")}
          name="password"
          autoComplete="current-password"
          {...constraints.password}
        />
        <div className="flex items-center justify-between gap-4">
          <CheckboxField name="remember" label={t("account.login.remember")} defaultChecked={values.remember === "on"} />
          <Link to="/reset-password" className="text-sm font-medium text-brand-800 underline">
            {t("account.login.forgot")}
          </Link>
        </div>
        <SubmitButton label={t("account.login.submit")} busyLabel={t("account.login.busy")} />
      </Form>
      <ProviderButtons providers={providers} redirectTo={searchParams.get("redirectTo")} />
    </div>
  );
}
