import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { SignedInNotice } from "~/components/signed-in-notice";
import { ToastMessage } from "~/components/toast-message";
import { CheckboxField, FormError, SubmitButton, TextField } from "~/components/form-fields";
import { Honeypot, PasswordField } from "~/components/account-fields";
import { LOGIN_CONSTRAINTS } from "~/lib/services/auth/fields";
import { pageMeta, pageText } from "~/lib/http/meta";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { useTranslate } from "~/hooks/use-translate";
import { ProviderButtons } from "~/features/sign-in-providers/provider-buttons";
import type { action, loader } from "~/features/accounts/login-route.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(pageText(args, "account.login.title"), pageText(args, "account.login.description", { product: PRODUCT_NAME }), args);

export { action, loader } from "~/features/accounts/login-route.server";

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
