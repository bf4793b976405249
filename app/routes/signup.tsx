import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { useState } from "react";
import { CheckboxField, FormError, Honeypot, PasswordField, PasswordStrengthHint, SubmitButton, TextField } from "~/components/form-fields";
import { signUp } from "~/lib/services/auth/accounts.server";
import { isBot, type FormState, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORDS_DO_NOT_MATCH, signupSchema } from "~/lib/services/auth/forms";
import { parseNewPasswordForm } from "~/lib/services/auth/password-policy.server";
import { passwordStrength, type PasswordStrength } from "~/lib/services/auth/password-strength";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { requireAnonymous } from "~/lib/services/auth/session.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { COUNTRIES, COUNTRY_NAMES } from "~/lib/domain/countries";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { useHydrated } from "~/hooks/use-hydrated";

export const meta: MetaFunction = () =>
  pageMeta("Sign Up", "Create your Moneywise account to take courses and track your progress.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return null;
}

const KEPT_FIELDS = ["firstName", "lastName", "email", "country", "agreeTerms", "agreeMarketing"] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const form = await request.formData();
  const success = () => redirectWithToast("/login", { type: "success", ...AUTH_TEXTS.signupSuccess }, context);
  if (isBot(form)) return success();

  // Re-render with what the person typed, never with their passwords.
  const values = Object.fromEntries(KEPT_FIELDS.map((field) => [field, String(form.get(field) ?? "").slice(0, 254)]));
  const strength = passwordStrength(String(form.get("password") ?? ""));

  const parsed = parseNewPasswordForm(signupSchema, form);
  const limited = await hitRateLimits(context, [
    { limit: RATE_LIMITS.signupPerIp, subject: context.clientIp },
    { limit: RATE_LIMITS.signupPerAccount, subject: parsed.success ? parsed.data.email : null },
  ]);
  if (limited) return data({ values, strength, errors: { form: RATE_LIMIT_MESSAGE } }, { status: 429 });
  if (!parsed.success) return data({ values, strength, errors: parsed.errors }, { status: 400 });

  await signUp(context, parsed.data);
  return success();
}

export default function Signup() {
  const actionData = useActionData<typeof action>() as (FormState & { strength: PasswordStrength }) | undefined;
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [agreed, setAgreed] = useState(values.agreeTerms === "on");
  const mismatch = confirmPassword !== "" && password !== confirmPassword;
  const strength = password ? passwordStrength(password) : actionData?.strength;
  // With JavaScript, Create Account waits for the terms and matching passwords; without it, the server checks.
  const hydrated = useHydrated();
  const blocked = hydrated && (!agreed || mismatch || password === "" || confirmPassword === "");

  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Create your account</h1>
      <p className="mt-2 text-slate-700">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-brand-800 underline">
          Log in
        </Link>
      </p>
      <Form method="post" className="card mt-8 space-y-5" noValidate={false}>
        <FormError message={errors.form} />
        <Honeypot />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" name="firstName" autoComplete="given-name" required maxLength={100} defaultValue={values.firstName} error={errors.firstName} />
          <TextField label="Last name" name="lastName" autoComplete="family-name" required maxLength={100} defaultValue={values.lastName} error={errors.lastName} />
        </div>
        <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} error={errors.email} />
        <div>
          <label htmlFor="country" className="block text-sm font-medium text-slate-800">
            Country
          </label>
          <select
            id="country"
            name="country"
            required
            defaultValue={values.country ?? ""}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? "country-error" : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
          >
            <option value="" disabled>
              Choose your country
            </option>
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {COUNTRY_NAMES[code]}
              </option>
            ))}
          </select>
          {errors.country ? (
            <p id="country-error" className="mt-1 text-sm text-red-800">
              {errors.country}
            </p>
          ) : null}
        </div>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          hint={<PasswordStrengthHint strength={strength} />}
        />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          onChange={(event) => setConfirmPassword(event.target.value)}
          error={mismatch ? PASSWORDS_DO_NOT_MATCH : errors.confirmPassword}
        />
        <CheckboxField
          name="agreeTerms"
          required
          defaultChecked={values.agreeTerms === "on"}
          onChange={(event) => setAgreed(event.target.checked)}
          error={errors.agreeTerms}
          label={
            <>
              I agree to the{" "}
              <Link to="/terms" className="underline">
                Terms of Service
              </Link>{" "}
              and{" "}
              <Link to="/privacy" className="underline">
                Privacy Policy
              </Link>
              .
            </>
          }
        />
        <CheckboxField
          name="agreeMarketing"
          defaultChecked={values.agreeMarketing === "on"}
          label="Send me money tips, new courses and offers by email (optional). You can unsubscribe at any time from any email or your account settings."
        />
        <SubmitButton label="Create Account" busyLabel={AUTH_TEXTS.creatingAccount} disabled={blocked} />
      </Form>
    </div>
  );
}
