import type { AppLoadContext } from "@remix-run/cloudflare";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { checkCredentials } from "./accounts.server";
import { trustedDeviceId } from "./device.server";
import { parseSubmission } from "../../http/form";
import { isBot, loginSchema } from "./forms";
import { countRateLimitHits, forgiveRateLimitHits, RATE_LIMIT_MESSAGE, RATE_LIMITS, type RateLimitHit } from "./rate-limit.server";
import { AUTH_TEXTS } from "./texts";

export interface SignedIn {
  userId: string;
  email: string;
  remember: boolean;
}

/** A sign-in that could not go through, with the message the form shows. */
export class SignInRefused extends Error {
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

/**
 * The sign-in strategy (remix-auth's form strategy): validates the form, throttles, checks the password.
 * Resolves with who signed in, or throws `SignInRefused` with the message and status the form shows.
 */
export function signIn(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const authenticator = new Authenticator<SignedIn>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      if (isBot(form)) throw new SignInRefused(AUTH_TEXTS.invalidCredentials, 400);
      const submission = parseSubmission(form, loginSchema);
      if (!submission.success) throw new SignInRefused(Object.values(submission.reply().errors)[0] ?? AUTH_TEXTS.invalidCredentials, 400);
      const { email, password, remember } = submission.value;
      const throttle = await throttleSignIn(request, context, email);
      const check = await checkCredentials(context, email, password);
      // The right password (verified or not) is not a failure.
      if (check.ok || check.reason === "unverified") await throttle.forgive();
      if (check.ok) return { userId: check.userId, email, remember };
      if (check.reason === "unverified") throw new SignInRefused(AUTH_TEXTS.unverified, 403, true);
      throw new SignInRefused(AUTH_TEXTS.invalidCredentials, 401);
    }),
    "form",
  );
  return authenticator.authenticate("form", request);
}
