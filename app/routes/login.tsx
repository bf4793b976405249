import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { CheckboxField, FormError, Honeypot, PasswordField, SubmitButton, TextField } from "~/components/form-fields";
import { checkCredentials, resendVerification } from "~/lib/auth/accounts.server";
import { emailOnlySchema, isBot, loginSchema, parseForm, PASSWORD_MAX_LENGTH, type FormState } from "~/lib/auth/forms";
import { issueDeviceCookie, trustedDeviceId } from "~/lib/auth/device.server";
import { countRateLimitHits, forgiveRateLimitHits, hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS, type RateLimitHit } from "~/lib/auth/rate-limit.server";
import { createSession, requireAnonymous } from "~/lib/auth/session.server";
import { AUTH_TEXTS } from "~/lib/auth/texts";
import { pageMeta } from "~/lib/meta";
import { safeRedirectPath } from "~/lib/redirect";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: MetaFunction = () => pageMeta("Log In", "Sign in to your Moneywise account.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return null;
}

/** A sign-in that could not go through, with the message the form shows. */
class SignInRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly unverified = false,
  ) {
    super(message);
  }
}

/** Untrusted attempts on an account with this many recent failures wait before the answer... */
const SLOW_DOWN_AFTER_FAILURES = 3;
/** ...this long, so guessing from elsewhere goes slower still before the limit stops it. */
const SLOW_DOWN_MS = 1000;

/**
 * Sign-in throttling after OWASP's device cookies (ADR 010). Failures count against the address and
 * either this browser's device cookie (when it has signed in to the account before) or, for any other
 * browser, the account's untrusted attempts, so nobody else's failures can lock a known browser out.
 * Each attempt is counted before the password check (parallel guesses cannot slip past) and taken
 * back when the password was right, so only failures remain counted.
 */
async function throttleSignIn(request: Request, context: AppLoadContext, email: string) {
  const deviceId = await trustedDeviceId(request, context, email);
  const hits: RateLimitHit[] = [
    { limit: RATE_LIMITS.loginPerIp, subject: context.clientIp },
    deviceId ? { limit: RATE_LIMITS.loginPerDevice, subject: deviceId } : { limit: RATE_LIMITS.loginUntrustedPerAccount, subject: email },
  ];
  const { limited, counts } = await countRateLimitHits(context, hits);
  if (limited) throw new SignInRefused(RATE_LIMIT_MESSAGE, 429);
  if (!deviceId && counts[1]! > SLOW_DOWN_AFTER_FAILURES) await new Promise((resolve) => setTimeout(resolve, SLOW_DOWN_MS));
  return { forgive: () => forgiveRateLimitHits(context, hits) };
}

/** `attempt` is new on every answer, so the password input remounts empty after a refused sign-in. */
type LoginState = FormState & { unverified?: boolean; resent?: boolean; attempt?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const form = await request.clone().formData();
  const email = String(form.get("email") ?? "").slice(0, 254);
  const values = { email, remember: form.get("remember") === "on" ? "on" : "" };

  if (form.get("intent") === "resend") {
    const parsed = parseForm(emailOnlySchema, form);
    if (parsed.success) {
      const limited = await hitRateLimits(context, [
        { limit: RATE_LIMITS.resendPerIp, subject: context.clientIp },
        { limit: RATE_LIMITS.resendPerAccount, subject: parsed.data.email },
      ]);
      if (limited) return data<LoginState>({ values, errors: { form: RATE_LIMIT_MESSAGE } }, { status: 429 });
      await resendVerification(context, parsed.data.email);
    }
    return data<LoginState>({ values, errors: {}, resent: true });
  }

  const authenticator = new Authenticator<{ userId: string; email: string; remember: boolean }>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      if (isBot(form)) throw new SignInRefused(AUTH_TEXTS.invalidCredentials, 400);
      const parsed = parseForm(loginSchema, form);
      if (!parsed.success) throw new SignInRefused(Object.values(parsed.errors)[0] ?? AUTH_TEXTS.invalidCredentials, 400);
      const throttle = await throttleSignIn(request, context, parsed.data.email);
      const check = await checkCredentials(context, parsed.data.email, parsed.data.password);
      // The right password (verified or not) is not a failure.
      if (check.ok || check.reason === "unverified") await throttle.forgive();
      if (check.ok) return { userId: check.userId, email: parsed.data.email, remember: parsed.data.remember };
      if (check.reason === "unverified") throw new SignInRefused(AUTH_TEXTS.unverified, 403, true);
      throw new SignInRefused(AUTH_TEXTS.invalidCredentials, 401);
    }),
    "form",
  );

  try {
    const { userId, email: signedIn, remember } = await authenticator.authenticate("form", request);
    const headers = new Headers();
    headers.append("Set-Cookie", await createSession(context, userId, { persistent: remember }));
    headers.append("Set-Cookie", await issueDeviceCookie(context, signedIn));
    const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/dashboard");
    return redirectWithToast(redirectTo, { type: "success", ...AUTH_TEXTS.loginSuccess }, context, { headers });
  } catch (error) {
    if (!(error instanceof SignInRefused)) throw error;
    return data<LoginState>(
      { values, errors: { form: error.message }, unverified: error.unverified, attempt: crypto.randomUUID() },
      { status: error.status },
    );
  }
}

export default function Login() {
  const actionData = useActionData<typeof action>() as LoginState | undefined;
  const [searchParams] = useSearchParams();
  const values = actionData?.values ?? {};
  const signupHref = searchParams.get("redirectTo") ? `/signup?${searchParams}` : "/signup";

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Log in</h1>
      <p className="mt-2 text-slate-700">
        New to Moneywise?{" "}
        <Link to={signupHref} className="font-semibold text-brand-800 underline">
          Create an account
        </Link>
      </p>
      <Form method="post" className="card mt-8 space-y-5">
        <FormError message={actionData?.errors.form} />
        {actionData?.resent ? (
          <p role="status" className="rounded-lg border border-brand-600 bg-brand-50 p-3 text-sm text-brand-900">
            {AUTH_TEXTS.verificationResent}
          </p>
        ) : null}
        {actionData?.unverified ? (
          <button type="submit" name="intent" value="resend" formNoValidate className="button-secondary w-full">
            Send a new confirmation link
          </button>
        ) : null}
        <Honeypot />
        <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} />
        <PasswordField key={actionData?.attempt} label="Password" name="password" autoComplete="current-password" required maxLength={PASSWORD_MAX_LENGTH} />
        <div className="flex items-center justify-between gap-4">
          <CheckboxField name="remember" label="Remember me for 30 days" defaultChecked={values.remember === "on"} />
          <Link to="/reset-password" className="text-sm font-medium text-brand-800 underline">
            Forgot password?
          </Link>
        </div>
        <SubmitButton label="Sign In" busyLabel={AUTH_TEXTS.signingIn} />
        <div className="space-y-2 border-t border-slate-200 pt-5">
          <p className="text-center text-sm text-slate-700">Google and Facebook sign-in are not available yet.</p>
          <div className="grid grid-cols-2 gap-3">
            <button type="button" disabled className="button-secondary">
              Google
            </button>
            <button type="button" disabled className="button-secondary">
              Facebook
            </button>
          </div>
        </div>
      </Form>
    </div>
  );
}
