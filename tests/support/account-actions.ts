/**
 * Calling account routes' actions and loaders directly, with a test database's load context, the way
 * Remix would: form posts in, `data()` results or Responses out.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { action as loginAction } from "~/routes/login";
import { action as logoutAction } from "~/routes/logout";
import { action as signupAction } from "~/routes/signup";
import { action as verifyAction } from "~/routes/verify-email";
import { routeResult } from "./route-result";

export const SIGNUP = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "Ana@Example.com",
  country: "CA",
  password: "Maple-Leaf-2026",
  confirmPassword: "Maple-Leaf-2026",
  agreeTerms: "on",
};

export function formRequest(path: string, body: Record<string, string>, cookie?: string) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: cookie ? { Cookie: cookie } : {},
  });
}

/** The `name=value` part of the Set-Cookie header for `name` (the session cookie by default). */
export function cookieOf(headers: Headers, name = "session"): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return cookie!.split(";")[0]!;
}

/** Route calls bound to the current test's load context (read when called: each test has its own). */
export function accountActions(currentContext: () => AppLoadContext, outbox: () => { text: string }[]) {
  const call = async (fn: (args: any) => Promise<unknown>, request: Request) =>
    (await fn({ request, params: {}, context: currentContext() })) as any;

  /**
   * Signs up, opens the emailed link and presses its button, then signs in with the password, which
   * confirms the email, and signs out.
   */
  async function signUpAndVerify(form: Record<string, string> = SIGNUP) {
    await call(signupAction, formRequest("/signup", form));
    const token = /token=([\w-]+)/.exec(outbox().at(-1)!.text)![1]!;
    const pending = cookieOf((await call(verifyAction, formRequest("/verify-email", { token }))).headers, "confirm-email");
    const confirmed = routeResult(await call(loginAction, formRequest("/login", { email: form.email!, password: form.password! }, pending)));
    if (confirmed.status !== 302) throw new Error(`signing ${form.email} up: the confirming sign-in answered ${confirmed.status}`);
    // Left as before the sign-in: confirmed, and no session.
    await call(logoutAction, formRequest("/logout", {}, cookieOf(confirmed.headers)));
  }

  async function logIn(password = SIGNUP.password, extra: Record<string, string> = {}, path = "/login", cookie?: string) {
    return routeResult(await call(loginAction, formRequest(path, { email: "ana@example.com", password, ...extra }, cookie)));
  }

  return { call, signUpAndVerify, logIn };
}
