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
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { loginPath, redirectToOf } from "~/lib/http/redirect";
import { useHydrated } from "~/hooks/use-hydrated";
import { ProviderButtons } from "~/features/sign-in-providers/provider-buttons";
import { configuredProviders } from "~/features/sign-in-providers/strategies.server";
import { BrowserTimeZoneInput } from "~/features/time-zones/browser-time-zone-input";
import { proposedTimeZoneOf } from "~/features/time-zones/time-zone.server";

export const meta: MetaFunction = () => pageMeta("Sign Up", "Create your Moneywise account to take courses and track your progress.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { signedIn: await signedInAccount(request, context), providers: configuredProviders(context) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await refuseWhileSignedIn(request, context);
  const form = await request.formData();
  // Where a visitor was going (a course, a plan's checkout, a thread) is kept on to Log In and into the
  // confirmation link, both of which lead back there.
  const redirectTo = redirectToOf(request.url);
  const login = redirectTo ? loginPath(redirectTo) : "/login";
  const success = () => redirectWithToast(login, { type: "success", ...AUTH_TEXTS.signupSuccess }, context);
  if (isBot(form)) return success();

  const submission = parseNewPasswordSubmission(form, signupSchema);
  const limited = await hitRateLimits(context, [
    { limit: RATE_LIMITS.signupPerIp, subject: context.clientIp },
    { limit: RATE_LIMITS.signupPerAccount, subject: submission.success ? submission.value.email : null },
  ]);
  if (limited) return data(submission.reply({ form: RATE_LIMIT_MESSAGE }), { status: 429 });
  if (!submission.success) return data(submission.reply(), { status: 400 });

  await signUp(context, submission.value, proposedTimeZoneOf(form, context), redirectTo);
  return success();
}

const constraints = SIGNUP_CONSTRAINTS;

export default function Signup() {
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
  if (signedIn) return <SignedInNotice heading="Create your account" {...signedIn} />;
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Create your account</h1>
      <p className="mt-2 text-slate-700">
        Already have an account?{" "}
        <Link to={loginHref} className="font-semibold text-brand-800 underline">
          Log in
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
        <TextField label="Email" name="email" autoComplete="email" {...constraints.email} defaultValue={values.email} error={errors.email} />
        <CountryField {...constraints.country} defaultValue={values.country} error={errors.country} />
        <NewPasswordFields reply={actionData} onReadyChange={setPasswordsReady} />
        <AccountAgreements termsRequired={constraints.agreeTerms.required} values={values} errors={errors} onTermsChange={setAgreed} />
        <SubmitButton label="Create Account" busyLabel={AUTH_TEXTS.creatingAccount} disabled={blocked} />
      </Form>
      <ProviderButtons providers={providers} redirectTo={searchParams.get("redirectTo")} />
    </div>
  );
}
