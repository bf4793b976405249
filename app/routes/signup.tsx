import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { SignedInNotice } from "~/components/signed-in-notice";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { AccountAgreements, CountryField, Honeypot, NameFields } from "~/components/account-fields";
import { NewPasswordFields } from "~/components/new-password-fields";
import { SIGNUP_CONSTRAINTS } from "~/lib/services/auth/fields";
import { pageMeta, pageText } from "~/lib/http/meta";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { useTranslate } from "~/hooks/use-translate";
import { useHydrated } from "~/hooks/use-hydrated";
import { ProviderButtons } from "~/features/sign-in-providers/provider-buttons";
import { BrowserTimeZoneInput } from "~/features/time-zones/browser-time-zone-input";
import type { action, loader } from "~/features/accounts/signup-route.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(pageText(args, "account.signup.title"), pageText(args, "account.signup.description", { product: PRODUCT_NAME }), args);

export { action, loader } from "~/features/accounts/signup-route.server";

const constraints = SIGNUP_CONSTRAINTS;

export default function Signup() {
  const t = useTranslate();
  const actionData = useActionData<typeof action>();
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  const [agreed, setAgreed] = useState(values.agreeTerms === "on");
  const [passwordsReady, setPasswordsReady] = useState(false);
  // With JavaScript, Create Account waits for the terms and matching passwords; without it, the server checks.
  const hydrated = useHydrated();
  const blocked = hydrated && (!agreed || !passwordsReady);

  const [searchParams] = useSearchParams();
  const loginHref = searchParams.get("redirectTo") ? `/login?${searchParams}` : "/login";

  const { signedIn, providers } = useLoaderData<typeof loader>();
  if (signedIn) return <SignedInNotice heading={t("account.signup.heading")} {...signedIn} />;
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("account.signup.heading")}</h1>
      <p className="mt-2 text-slate-700">
        {t("account.signup.haveAccount")}{" "}
        <Link to={loginHref} className="font-semibold text-brand-800 underline">
          {t("account.signup.login")}
        </Link>
      </p>
      <Form method="post" className="card mt-8 space-y-5" noValidate={false}>
        <FormError message={errors.form} />
        <Honeypot />
        <BrowserTimeZoneInput />
        <NameFields
          inputs={{
            firstName: { ...constraints.firstName, defaultValue: values.firstName },
            lastName: { ...constraints.lastName, defaultValue: values.lastName },
          }}
          errors={errors}
        />
        <TextField
          label={t("account.field.email")}
          name="email"
          autoComplete="email"
          {...constraints.email}
          defaultValue={values.email}
          error={errors.email}
        />
        <CountryField {...constraints.country} defaultValue={values.country} error={errors.country} />
        <NewPasswordFields reply={actionData} onReadyChange={setPasswordsReady} />
        <AccountAgreements termsRequired={constraints.agreeTerms.required} values={values} errors={errors} onTermsChange={setAgreed} />
        <SubmitButton label={t("account.signup.submit")} busyLabel={t("account.signup.busy")} disabled={blocked} />
      </Form>
      <ProviderButtons providers={providers} redirectTo={searchParams.get("redirectTo")} />
    </div>
  );
}
