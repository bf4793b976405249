import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { SignedInNotice } from "~/components/signed-in-notice";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { AccountAgreements, CountryField, Honeypot, NameFields } from "~/components/account-fields";
import { NewPasswordFields } from "~/components/new-password-fields";
import { signUp } from "~/lib/services/auth/accounts.server";
import { SIGNUP_CONSTRAINTS } from "~/lib/services/auth/fields";
import { isBot, signupSchema } from "~/lib/services/auth/forms";
import { parseNewPasswordSubmission } from "~/lib/services/auth/password-policy.server";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { refuseWhileSignedIn, signedInAccount } from "~/lib/services/auth/session.server";
import { accountToast, localizeReply } from "~/lib/services/auth/account-words.server";
import { pageMeta, pageText } from "~/lib/http/meta";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { useTranslate } from "~/hooks/use-translate";
import { redirectWithToast } from "~/lib/http/toast.server";
import { loginPath, redirectToOf } from "~/lib/http/redirect";
import { useHydrated } from "~/hooks/use-hydrated";
import { ProviderButtons } from "~/features/sign-in-providers/provider-buttons";
import { configuredProviders } from "~/features/sign-in-providers/strategies.server";
import { BrowserTimeZoneInput } from "~/features/time-zones/browser-time-zone-input";
import { proposedTimeZoneOf } from "~/features/time-zones/time-zone.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(pageText(args, "account.signup.title"), pageText(args, "account.signup.description", { product: PRODUCT_NAME }));

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
  const limited = await hitRateLimits(context, [
    { limit: RATE_LIMITS.signupPerIp, subject: context.clientIp },
    { limit: RATE_LIMITS.signupPerAccount, subject: submission.success ? submission.value.email : null },
  ]);
  if (limited) return data(localizeReply(context.locale, submission.reply({ form: RATE_LIMIT_MESSAGE })), { status: 429 });
  if (!submission.success) return data(localizeReply(context.locale, submission.reply()), { status: 400 });

  await signUp(context, submission.value, proposedTimeZoneOf(form, context), redirectTo);
  return success();
}

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
