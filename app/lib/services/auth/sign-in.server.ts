import { AsyncLocalStorage } from "node:async_hooks";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { checkCredentials, confirmEmail, pendingConfirmation, resendVerification } from "./accounts.server";
import { trustedDeviceId } from "./device.server";
import { parseSubmission } from "~/lib/http/form";
import { redirectToOf } from "~/lib/http/redirect";
import { emailOnlySchema, isBot, loginSchema } from "./forms";
import {
  countRateLimitHits,
  forgiveRateLimitHits,
  hitRateLimits,
  RATE_LIMIT_MESSAGE,
  RATE_LIMITS,
  type RateLimitHit,
} from "./rate-limit.server";
import { AUTH_TEXTS } from "./texts";

export interface SignedIn {
  userId: string;
  /** The stored hash the password matched: the session is made only while it still is the account's. */
  passwordHash: string;
  email: string;
  remember: boolean;
  /** This sign-in confirmed the account's email with the link's token the browser held (ADR 063). */
  confirmedEmail?: boolean;
}

/** What the sign-in form's fields were, for the page to fill in again. */
type LoginValues = ReturnType<typeof parseSubmission<typeof loginSchema>>["values"];

/** A sign-in that could not go through, with the message the form shows. */
export class SignInRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly values: LoginValues,
    readonly unverified = false,
  ) {
    super(message);
  }
}

/** What the sign-in form's post did: signed someone in, or sent a new confirmation link (its other button). */
export type LoginFormResult = { values: LoginValues } & ({ signedIn: SignedIn } | { resent: true });

/** Untrusted attempts on an account with this many recent failures wait before the answer... */
const SLOW_DOWN_AFTER_FAILURES = 3;
/** ...this long, so guessing from elsewhere goes slower still before the limit stops it. */
const SLOW_DOWN_MS = 1000;

/**
 * Sign-in throttling after OWASP's device cookies (ADR 010). Failures count against the address and
 * either this browser's device cookie (when it has signed in to the account before) or, for any other
 * browser, the account's untrusted attempts, so nobody else's failures can lock a known browser out.
 * Each attempt is counted before the password check (parallel guesses cannot slip past) and taken
 * back when the password was right, so only failures remain counted. Null when over a limit. Shared
 * by every form that checks an account's password to let someone in (also linking a provider, ADR 035).
 */
export async function countPasswordAttempt(
  request: Request,
  context: AppLoadContext,
  email: string,
): Promise<{ forgive: () => Promise<void> } | null> {
  const deviceId = await trustedDeviceId(request, context, email);
  const hits: RateLimitHit[] = [
    { limit: RATE_LIMITS.loginPerIp, subject: context.clientIp },
    deviceId ? { limit: RATE_LIMITS.loginPerDevice, subject: deviceId } : { limit: RATE_LIMITS.loginUntrustedPerAccount, subject: email },
  ];
  const { limited, counts } = await countRateLimitHits(context, hits);
  if (limited) return null;
  if (!deviceId && counts[1]! > SLOW_DOWN_AFTER_FAILURES) await new Promise((resolve) => setTimeout(resolve, SLOW_DOWN_MS));
  return { forgive: () => forgiveRateLimitHits(context, hits) };
}

async function throttleSignIn(request: Request, context: AppLoadContext, email: string, values: LoginValues) {
  const attempt = await countPasswordAttempt(request, context, email);
  if (!attempt) throw new SignInRefused(RATE_LIMIT_MESSAGE, 429, values);
  return attempt;
}

/**
 * The load context of the sign-in being handled: remix-auth hands a strategy only (a copy of) the
 * request, and the one authenticator serves every request, so the context travels with the call.
 */
const signInContext = new AsyncLocalStorage<AppLoadContext>();

function currentContext(): AppLoadContext {
  const context = signInContext.getStore();
  if (!context) throw new Error("Sign-in goes through submitLoginForm, which gives the strategy its context");
  return context;
}

/**
 * The sign-in form's strategy (remix-auth's form strategy, which reads the body once): validates the
 * form, throttles, checks the password; or, for the "Send a new confirmation link" button, sends one.
 */
const authenticator = new Authenticator<LoginFormResult>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const context = currentContext();
    const { values } = parseSubmission(form, loginSchema);
    if (form.get("intent") === "resend") {
      const resend = parseSubmission(form, emailOnlySchema);
      // A bot that filled the honeypot is answered as everyone is, and mails nobody.
      if (resend.success && !isBot(form)) {
        const limited = await hitRateLimits(context, [
          { limit: RATE_LIMITS.resendPerIp, subject: context.clientIp },
          { limit: RATE_LIMITS.resendPerAccount, subject: resend.value.email },
        ]);
        if (limited) throw new SignInRefused(RATE_LIMIT_MESSAGE, 429, values);
        await resendVerification(context, resend.value.email, redirectToOf(request.url));
      }
      return { values, resent: true };
    }
    if (isBot(form)) throw new SignInRefused(AUTH_TEXTS.invalidCredentials, 400, values);
    const submission = parseSubmission(form, loginSchema);
    if (!submission.success) {
      throw new SignInRefused(Object.values(submission.reply().errors)[0] ?? AUTH_TEXTS.invalidCredentials, 400, values);
    }
    const { email, password, remember } = submission.value;
    const throttle = await throttleSignIn(request, context, email, values);
    const check = await checkCredentials(context, email, password);
    // The right password (verified or not) is not a failure.
    if (check.ok || check.reason === "unverified") await throttle.forgive();
    if (check.ok) return { values, signedIn: { userId: check.userId, passwordHash: check.passwordHash, email, remember } };
    if (check.reason === "unverified") {
      const token = await pendingConfirmation(context, request);
      if (token && (await confirmEmail(context, token, check.userId))) {
        return { values, signedIn: { userId: check.userId, passwordHash: check.passwordHash, email, remember, confirmedEmail: true } };
      }
      throw new SignInRefused(AUTH_TEXTS.unverified, 403, values, true);
    }
    throw new SignInRefused(AUTH_TEXTS.invalidCredentials, 401, values);
  }),
  "form",
);

/** Handles a post of the sign-in form; throws `SignInRefused` with the message and status the form shows. */
export function submitLoginForm(request: Request, context: AppLoadContext): Promise<LoginFormResult> {
  return signInContext.run(context, () => authenticator.authenticate("form", request));
}
