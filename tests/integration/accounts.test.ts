import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { action as loginAction } from "~/routes/login";
import { action as logoutAction } from "~/routes/logout";
import { action as signupAction } from "~/routes/signup";
import { action as verifyAction } from "~/routes/verify-email";
import { action as resetRequestAction } from "~/routes/reset-password";
import { action as resetAction } from "~/routes/reset-password_.new";
import { oneTimeTokens, orders, profiles } from "../../db/schema";
import { action as settingsAction } from "~/routes/dashboard.settings";
import { action as profileAction, loader as profileLoader } from "~/routes/dashboard.profile";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { getSessionUser } from "~/lib/services/auth/session.server";
import { readToast } from "~/lib/http/toast.server";
import { sessions, users } from "../../db/schema";
import { parseSettings } from "../../server/settings";
import { accountActions, cookieOf, formRequest, SIGNUP } from "../support/account-actions";
import { routeResult } from "../support/route-result";
import { createTestDatabase, RAW_TEST_SETTINGS } from "../support/database";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

const { call, signUpAndVerify, logIn } = accountActions(
  () => test.requestContext(),
  () => test.outbox,
);
const sessionCookieOf = (headers: Headers) => cookieOf(headers);
/** The toast an answer set, as the next page reads it. */
async function toastOf(answer: { headers: Headers }) {
  if (!answer.headers.getSetCookie().some((value) => value.startsWith("toast="))) return null;
  const request = new Request("http://localhost/", { headers: { Cookie: cookieOf(answer.headers, "toast") } });
  return (await readToast(request, test.requestContext())).toast;
}

describe("sign-up", () => {
  it("creates the account, its profile and consent record, and emails an absolute verification link", async () => {
    const result = routeResult(await call(signupAction, formRequest("/signup", { ...SIGNUP, agreeMarketing: "on" })));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/login");
    const [user] = await test.db.select().from(users);
    expect(user).toMatchObject({ email: "ana@example.com", country: "CA", marketingConsent: true, emailVerifiedAt: null, locale: "en" });
    expect(user!.marketingConsentAt).toBeInstanceOf(Date);
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    expect(test.outbox).toHaveLength(1);
    expect(test.outbox[0]!.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=/);
  });

  it("records French as the account's language when the sign-up page was French", async () => {
    const context = { ...test.requestContext(), locale: "fr" as const };
    const result = routeResult(await signupAction({ request: formRequest("/fr/signup", SIGNUP), params: {}, context }));
    expect(result.status).toBe(302);
    const [user] = await test.db.select({ locale: users.locale }).from(users);
    expect(user?.locale).toBe("fr");
  });

  it("answers the same for an existing email and emails the owner instead", async () => {
    const first = routeResult(await call(signupAction, formRequest("/signup", SIGNUP)));
    const someoneElse = { ...SIGNUP, email: "ANA@example.com", password: "Other-Person-2026", confirmPassword: "Other-Person-2026" };
    const second = routeResult(await call(signupAction, formRequest("/signup", someoneElse)));
    expect(second.status).toBe(first.status);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await test.db.select().from(users)).toHaveLength(1);
    await test.settled();
    expect(test.outbox.at(-1)!.subject).toBe("Someone tried to sign up with your email");
  });

  it("takes the same form sent twice for one sign-up: one account, the verification mail alone, no alarm", async () => {
    const [first, second] = [
      routeResult(await call(signupAction, formRequest("/signup", SIGNUP))),
      routeResult(await call(signupAction, formRequest("/signup", SIGNUP))),
    ];
    expect([first.status, second.status]).toEqual([302, 302]);
    await test.settled();
    expect(test.outbox.map((mail) => mail.subject)).toEqual(["Confirm your Moneywise account"]);
    // Confirmed since, the same form is no repeat of a sign-up in progress: the holder is told.
    await test.db.update(users).set({ emailVerifiedAt: new Date() });
    await call(signupAction, formRequest("/signup", SIGNUP));
    await test.settled();
    expect(test.outbox.at(-1)!.subject).toBe("Someone tried to sign up with your email");
  });

  it.each([
    [{ confirmPassword: "Different-1" }, "confirmPassword", "Passwords do not match"],
    [{ agreeTerms: "" }, "agreeTerms", "You must agree"],
    [{ country: "MX" }, "country", "Canada or United States"],
    [{ password: "short", confirmPassword: "short" }, "password", "at least 8"],
    [{ password: "password123", confirmPassword: "password123" }, "password", "leaked passwords"],
    [{ password: "qwerty1234", confirmPassword: "qwerty1234" }, "password", "leaked passwords"],
    [{ password: "aaaaaaaaaa", confirmPassword: "aaaaaaaaaa" }, "password", "too easy to guess"],
    [{ email: "not-an-email" }, "email", "valid email"],
    [{ firstName: " " }, "firstName", "required"],
  ])("rejects %j with a message on %s, keeping values but not passwords", async (change, field, message) => {
    const result = routeResult(await call(signupAction, formRequest("/signup", { ...SIGNUP, ...change })));
    expect(result.status).toBe(400);
    expect(result.value.errors[field]).toContain(message);
    expect(result.value.values).not.toHaveProperty("password");
    expect(result.value.values).not.toHaveProperty("confirmPassword");
    expect(await test.db.select().from(users)).toHaveLength(0);
  });

  it("limits sign-ups per email, so nobody can flood an inbox with 'you already have an account' mail", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const password = `Someone-${attempt}-Tries-2026`;
      statuses.push(routeResult(await call(signupAction, formRequest("/signup", { ...SIGNUP, password, confirmPassword: password }))).status);
    }
    expect(statuses).toEqual([302, 302, 302, 429]);
    await test.settled();
    expect(test.outbox).toHaveLength(3);
  });

  it("counts only forms that could make an account against a network address's 10 sign-ups an hour, so retries of a refused password lock nobody out", async () => {
    const breached = { ...SIGNUP, password: "password123", confirmPassword: "password123" };
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const refused = routeResult(await call(signupAction, formRequest("/signup", { ...breached, email: `try${attempt}@example.com` })));
      expect(refused.status).toBe(400);
    }
    expect(routeResult(await call(signupAction, formRequest("/signup", SIGNUP))).status).toBe(302);
    expect(await test.db.select({ email: users.email }).from(users)).toEqual([{ email: "ana@example.com" }]);
  });

  it.each([
    ["rejects", async () => Promise.reject(new Error("mail API answered 503"))],
    [
      "throws before it returns",
      () => {
        throw new Error("mail API URL is malformed");
      },
    ],
  ])("answers the success redirect and keeps the account when the mail transport %s", async (_how, send) => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const context = { ...test.requestContext(), mailer: { send } };
    const result = routeResult(await signupAction({ request: formRequest("/signup", SIGNUP), params: {}, context }));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/login");
    expect(await test.db.select({ email: users.email }).from(users)).toEqual([{ email: "ana@example.com" }]);
    await test.settled();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("could not be sent"));
    consoleError.mockRestore();
  });

  it("quietly drops submissions that fill the honeypot", async () => {
    const result = routeResult(await call(signupAction, formRequest("/signup", { ...SIGNUP, website: "spam" })));
    expect(result.status).toBe(302);
    expect(await test.db.select().from(users)).toHaveLength(0);
  });
});

describe("sign-in", () => {
  it("refuses an unverified account with a way to resend; the link's button, then the password, confirm it and sign in", async () => {
    await call(signupAction, formRequest("/signup", SIGNUP));
    const unverified = await logIn();
    expect(unverified.status).toBe(403);
    expect(unverified.value.unverified).toBe(true);

    const token = /token=([\w-]+)/.exec(test.outbox.at(-1)!.text)![1]!;
    const pressed = routeResult(await call(verifyAction, formRequest("/verify-email", { token })));
    expect(pressed.headers.get("Location")).toBe("/login");
    expect(await toastOf(pressed)).toMatchObject({ title: "One more step", description: "Sign in with your password to confirm your email." });
    const pending = cookieOf(pressed.headers, "confirm-email");
    // The button alone confirms nothing: the account waits for its password.
    const [before] = await test.db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users);
    expect(before!.emailVerifiedAt).toBeNull();

    const result = await logIn(SIGNUP.password, {}, "/login", pending);
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/dashboard");
    expect(await toastOf(result)).toMatchObject({ title: "Email confirmed", description: "Your account is ready." });
    const cookie = result.headers.getSetCookie().find((value) => value.startsWith("session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age/);
    expect(result.headers.getSetCookie().find((value) => value.startsWith("confirm-email="))).toMatch(/Max-Age=0/);
    const [after] = await test.db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users);
    expect(after!.emailVerifiedAt).toBeInstanceOf(Date);
    // Later sign-ins need no link.
    expect(await toastOf(await logIn())).toMatchObject({ title: "Welcome back!" });
  });

  it("confirms nothing for a wrong password, another account's sign-in, or a spent link", async () => {
    await call(signupAction, formRequest("/signup", SIGNUP));
    const anaToken = /token=([\w-]+)/.exec(test.outbox.at(-1)!.text)![1]!;
    const bea = { ...SIGNUP, email: "bea@example.com", password: "Bea-Pass-2026-x", confirmPassword: "Bea-Pass-2026-x" };
    await call(signupAction, formRequest("/signup", bea));
    const pending = cookieOf((await call(verifyAction, formRequest("/verify-email", { token: anaToken }))).headers, "confirm-email");
    const verified = async () => (await test.db.select({ email: users.email, at: users.emailVerifiedAt }).from(users)).filter((row) => row.at);

    expect((await logIn("Wrong-Password-1", {}, "/login", pending)).status).toBe(401);
    // Ana's link, held by a browser that signs in as Bea, is not Bea's confirmation.
    const asBea = routeResult(await call(loginAction, formRequest("/login", { email: bea.email, password: bea.password }, pending)));
    expect([asBea.status, asBea.value.unverified]).toEqual([403, true]);
    expect(await verified()).toEqual([]);
    // The link is still Ana's to use, once.
    expect((await logIn(SIGNUP.password, {}, "/login", pending)).status).toBe(302);
    await call(logoutAction, formRequest("/logout", {}));
    await test.db.update(users).set({ emailVerifiedAt: null });
    const again = await logIn(SIGNUP.password, {}, "/login", pending);
    expect([again.status, again.value.unverified]).toEqual([403, true]);
    // A link that is not a confirmation link leaves no token in the browser.
    const bogus = routeResult(await call(verifyAction, formRequest("/verify-email", { token: "not-a-token" })));
    expect(await toastOf(bogus)).toMatchObject({ type: "error" });
    expect(bogus.headers.getSetCookie().some((value) => value.startsWith("confirm-email="))).toBe(false);
  });

  it("gives the same message for a wrong password and an unknown email", async () => {
    await signUpAndVerify();
    const wrongPassword = await logIn("Wrong-Password-1");
    const unknown = routeResult(await call(loginAction, formRequest("/login", { email: "who@example.com", password: "Whatever-1" })));
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.value.errors.form).toBe("Invalid email or password.");
    expect(unknown.value.errors.form).toBe(wrongPassword.value.errors.form);
  });

  it("issues a new session id at every sign-in and remembers for 30 days when asked", async () => {
    await signUpAndVerify();
    const first = sessionCookieOf((await logIn()).headers);
    const second = (await logIn(SIGNUP.password, { remember: "on" })).headers;
    expect(sessionCookieOf(second)).not.toBe(first);
    expect(second.getSetCookie().find((value) => value.startsWith("session="))).toMatch(/Max-Age=2592000/);
    expect(await test.db.select().from(sessions)).toHaveLength(2);
  });

  it("signs in both of two sign-ins sent at once when the password's hash is being made at a new cost", async () => {
    await signUpAndVerify();
    const [before] = await test.db.select({ passwordHash: users.passwordHash }).from(users);
    // The cost was raised since the account's hash was made: a sign-in rehashes it.
    test.context.settings = { ...test.context.settings, passwordCost: test.context.settings.passwordCost + 1 };
    const both = await Promise.all([logIn(), logIn()]);
    expect(both.map((answer) => answer.status)).toEqual([302, 302]);
    const [after] = await test.db.select({ passwordHash: users.passwordHash }).from(users);
    expect(after!.passwordHash).not.toBe(before!.passwordHash);
    expect(await test.db.select().from(sessions)).toHaveLength(2);
  });

  it("marks the cookie Secure and __Host- on an https site", async () => {
    await signUpAndVerify();
    test.context.settings = parseSettings({ ...RAW_TEST_SETTINGS, SITE_URL: "https://moneywise.example", STRIPE_SECRET_KEY: "sk_test_unused" });
    const cookie = (await logIn()).headers.getSetCookie().find((value) => value.startsWith("__Host-session="));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
  });

  it("limits verification-email resends per account", async () => {
    await call(signupAction, formRequest("/signup", SIGNUP));
    const resend = () => call(loginAction, formRequest("/login", { intent: "resend", email: "ana@example.com" })).then(routeResult);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await resend()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("mails nothing for a resend whose honeypot is filled, and answers it as any other", async () => {
    await call(signupAction, formRequest("/signup", SIGNUP));
    const mailed = test.outbox.length;
    const bot = routeResult(
      await call(loginAction, formRequest("/login", { intent: "resend", email: "ana@example.com", website: "https://spam.example" })),
    );
    expect([bot.status, bot.value.resent]).toEqual([200, true]);
    expect(test.outbox).toHaveLength(mailed);
  });

  it("only follows same-site redirects", async () => {
    await signUpAndVerify();
    expect((await logIn(SIGNUP.password, {}, "/login?redirectTo=/courses")).headers.get("Location")).toBe("/courses");
    expect((await logIn(SIGNUP.password, {}, "/login?redirectTo=https://evil.example")).headers.get("Location")).toBe("/dashboard");
    expect((await logIn(SIGNUP.password, {}, "/login?redirectTo=//evil.example")).headers.get("Location")).toBe("/dashboard");
  });

  it("answers 429 once an account has too many attempts", async () => {
    await signUpAndVerify();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await logIn("Wrong-Password-1")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await logIn();
    expect(blocked.status).toBe(429);
    expect(blocked.value.errors.form).toMatch(/Too many attempts/);
  });
});

describe("sessions", () => {
  it("signs out by revoking the session on the server", async () => {
    await signUpAndVerify();
    const cookie = sessionCookieOf((await logIn()).headers);
    const withCookie = new Request("http://localhost/", { headers: { Cookie: cookie } });
    expect(await getSessionUser(withCookie, test.requestContext())).toMatchObject({ email: "ana@example.com" });

    const result = routeResult(await call(logoutAction, formRequest("/logout", {}, cookie)));
    expect(result.headers.get("Location")).toBe("/");
    expect(await getSessionUser(withCookie, test.requestContext())).toBeNull();
    expect(await test.db.select().from(sessions)).toHaveLength(0);
  });

  it("ends expired and idle sessions, and guards the dashboard", async () => {
    await signUpAndVerify();
    const cookie = sessionCookieOf((await logIn()).headers);
    const withCookie = () => new Request("http://localhost/dashboard", { headers: { Cookie: cookie } });
    expect(await call(dashboardLoader, withCookie())).toMatchObject({ account: { name: "Ana Lopez", initials: "AL" } });

    await test.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) });
    expect(await getSessionUser(withCookie(), test.requestContext())).toBeNull();
    await test.db.update(sessions).set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() - 1000) });
    expect(await getSessionUser(withCookie(), test.requestContext())).toBeNull();

    const thrown = await call(dashboardLoader, withCookie()).catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard");
  });

  it("ignores a forged session cookie", async () => {
    await signUpAndVerify();
    const forged = new Request("http://localhost/", { headers: { Cookie: "session=abc.def" } });
    expect(await getSessionUser(forged, test.requestContext())).toBeNull();
  });

  it("reads the signed-in user in one round trip", async () => {
    await signUpAndVerify();
    const cookie = sessionCookieOf((await logIn()).headers);
    test.roundTrips.count = 0;
    await getSessionUser(new Request("http://localhost/", { headers: { Cookie: cookie } }), test.requestContext());
    expect(test.roundTrips.count).toBe(1);
    expect((await test.db.select().from(users).where(eq(users.email, "ana@example.com")))[0]!.emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe("a session's last sight", () => {
  const lastSeen = async () => (await test.db.select({ at: sessions.lastSeenAt }).from(sessions))[0]!.at.getTime();

  it("is moved to now by a page once it is an hour old, in a write of its own; a fresh one is only read", async () => {
    await signUpAndVerify();
    const cookie = sessionCookieOf((await logIn()).headers);
    const page = () => new Request("http://localhost/", { headers: { Cookie: cookie } });
    const twoHoursAgo = Date.now() - 2 * 3_600_000;
    await test.db.update(sessions).set({ lastSeenAt: new Date(twoHoursAgo) });

    test.roundTrips.count = 0;
    expect(await getSessionUser(page(), test.requestContext())).toMatchObject({ email: "ana@example.com" });
    // The page's read, then the refresh, handed to waitUntil.
    await test.settled();
    expect(test.roundTrips.count).toBe(2);
    expect(await lastSeen()).toBeGreaterThan(Date.now() - 60_000);

    // Seen just now: the next pages write nothing.
    const seen = await lastSeen();
    test.roundTrips.count = 0;
    await getSessionUser(page(), test.requestContext());
    await test.settled();
    expect(test.roundTrips.count).toBe(1);
    expect(await lastSeen()).toBe(seen);
  });
});

describe("password reset", () => {
  async function requestReset(email: string) {
    return routeResult(await call(resetRequestAction, formRequest("/reset-password", { email })));
  }
  const lastResetToken = () => /token=([\w-]+)/.exec(test.outbox.at(-1)!.text)![1]!;

  it("answers the same for known and unknown emails, and mails only real accounts", async () => {
    await signUpAndVerify();
    const mailBefore = test.outbox.length;
    const known = await requestReset("ana@example.com");
    const unknown = await requestReset("nobody@example.com");
    expect(known.status).toBe(302);
    expect(unknown.status).toBe(known.status);
    expect(unknown.headers.get("Location")).toBe(known.headers.get("Location"));
    expect(test.outbox.length).toBe(mailBefore + 1);
    expect(test.outbox.at(-1)!.text).toMatch(/^[\s\S]*http:\/\/localhost:3000\/reset-password\/new\?token=/);
  });

  it("sets the new password, revokes every session, and the link works only once", async () => {
    await signUpAndVerify();
    const cookie = sessionCookieOf((await logIn()).headers);
    await requestReset("ana@example.com");
    const token = lastResetToken();
    const result = routeResult(
      await call(resetAction, formRequest("/reset-password/new", { token, password: "Brand-New-2027", confirmPassword: "Brand-New-2027" })),
    );
    expect(result.headers.get("Location")).toBe("/login");
    expect(await getSessionUser(new Request("http://localhost/", { headers: { Cookie: cookie } }), test.requestContext())).toBeNull();
    expect((await logIn("Brand-New-2027")).status).toBe(302);
    expect((await logIn()).status).toBe(401);

    const reuse = routeResult(
      await call(resetAction, formRequest("/reset-password/new", { token, password: "Another-One-2028", confirmPassword: "Another-One-2028" })),
    );
    expect(reuse.headers.get("Location")).toBe("/reset-password");
    expect((await logIn("Another-One-2028")).status).toBe(401);
  });

  it("ends a sign-in whose password was being checked while a reset landed: no session is made with the old password", async () => {
    await signUpAndVerify();
    await requestReset("ana@example.com");
    const token = lastResetToken();
    const reset = () =>
      call(resetAction, formRequest("/reset-password/new", { token, password: "Brand-New-2027", confirmPassword: "Brand-New-2027" }));
    // The reset commits after the sign-in read the old hash and checked the password, before its session is
    // written (by an insert into sessions, or by a raw statement: the sign-in's only one).
    let resetDone = false;
    const resetFirst = async () => {
      if (resetDone) return;
      resetDone = true;
      expect(routeResult(await reset()).headers.get("Location")).toBe("/login");
    };
    const racingDb = new Proxy(test.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property === "run")
          return async (...args: Parameters<typeof target.run>) => {
            await resetFirst();
            return target.run(...args);
          };
        if (property === "insert")
          return (table: typeof sessions) => {
            const insert = target.insert(table);
            if (table !== sessions) return insert;
            return { values: (row: typeof sessions.$inferInsert) => resetFirst().then(() => insert.values(row)) };
          };
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const context = { ...test.requestContext(), db: racingDb };
    const signIn = routeResult(
      await loginAction({ request: formRequest("/login", { email: "ana@example.com", password: SIGNUP.password }), params: {}, context }),
    );
    expect(resetDone).toBe(true);
    expect(signIn.status).toBe(401);
    expect(signIn.value.errors.form).toBe("Invalid email or password.");
    expect(await test.db.select().from(sessions)).toHaveLength(0);
    // The new password signs in as usual.
    expect((await logIn("Brand-New-2027")).status).toBe(302);
  });

  it("proving a registered address by a reset keeps nothing its registrant chose: no names, no marketing consent", async () => {
    // Someone registers the holder's address, with names and consent, and never confirms it.
    await call(signupAction, formRequest("/signup", { ...SIGNUP, firstName: "Mallory", agreeMarketing: "on" }));
    await requestReset("ana@example.com");
    const reset = routeResult(
      await call(
        resetAction,
        formRequest("/reset-password/new", { token: lastResetToken(), password: "Brand-New-2027", confirmPassword: "Brand-New-2027" }),
      ),
    );
    expect(reset.headers.get("Location")).toBe("/login");
    const [user] = await test.db.select().from(users);
    expect(user).toMatchObject({ marketingConsent: false, marketingConsentAt: null, emailVerifiedAt: expect.any(Date) });
    expect(await test.db.select({ firstName: profiles.firstName, lastName: profiles.lastName }).from(profiles)).toEqual([
      { firstName: null, lastName: null },
    ]);
    // An address proven before keeps its holder's own choices through a reset.
    await signUpAndVerify({ ...SIGNUP, email: "bea@example.com", firstName: "Bea", agreeMarketing: "on" });
    await requestReset("bea@example.com");
    await call(
      resetAction,
      formRequest("/reset-password/new", { token: lastResetToken(), password: "Brand-New-2027", confirmPassword: "Brand-New-2027" }),
    );
    const [bea] = await test.db.select().from(users).where(eq(users.email, "bea@example.com"));
    expect(bea).toMatchObject({ marketingConsent: true });
    expect(await test.db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, bea!.id))).toEqual([
      { firstName: "Bea" },
    ]);
  });

  it("refuses an expired link", async () => {
    await signUpAndVerify();
    await requestReset("ana@example.com");
    await test.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const result = routeResult(
      await call(
        resetAction,
        formRequest("/reset-password/new", { token: lastResetToken(), password: "Brand-New-2027", confirmPassword: "Brand-New-2027" }),
      ),
    );
    expect(result.headers.get("Location")).toBe("/reset-password");
    expect((await logIn()).status).toBe(302);
  });

  it("checks the new password like sign-up does", async () => {
    await signUpAndVerify();
    await requestReset("ana@example.com");
    const result = routeResult(
      await call(
        resetAction,
        formRequest("/reset-password/new", { token: lastResetToken(), password: "Brand-New-2027", confirmPassword: "Different-2027" }),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.value.errors.confirmPassword).toBe("Passwords do not match");
  });

  it("limits reset requests per account", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await requestReset("ana@example.com")).status);
    expect(statuses).toEqual([302, 302, 302, 429]);
  });
});

describe("profile", () => {
  async function signedInCookie() {
    await signUpAndVerify();
    return sessionCookieOf((await logIn()).headers);
  }

  it("saves names, storing empty values as null", async () => {
    const cookie = await signedInCookie();
    const result = routeResult(await call(profileAction, formRequest("/dashboard/profile", { firstName: " Anabel ", lastName: "" }, cookie)));
    expect(result.headers.get("Location")).toBe("/dashboard/profile");
    const [row] = await test.db.select().from(profiles);
    expect(row).toMatchObject({ firstName: "Anabel", lastName: null });
    const page = await call(profileLoader, new Request("http://localhost/dashboard/profile", { headers: { Cookie: cookie } }));
    expect(page).toMatchObject({ email: "ana@example.com", profile: { firstName: "Anabel", lastName: null } });
  });

  it("requires sign-in to read or save", async () => {
    const thrown = await call(profileAction, formRequest("/dashboard/profile", { firstName: "X" })).catch((error) => error);
    expect(thrown.headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard%2Fprofile");
  });
});

describe("settings", () => {
  const settings = (cookie: string, body: Record<string, string>) =>
    call(settingsAction, formRequest("/dashboard/settings", body, cookie)).then(routeResult);
  const userOf = (cookie: string) => getSessionUser(new Request("http://localhost/", { headers: { Cookie: cookie } }), test.requestContext());

  it("changes the password after checking the current one, ends every session and continues this browser on a new session id", async () => {
    await signUpAndVerify();
    const here = sessionCookieOf((await logIn()).headers);
    const elsewhere = sessionCookieOf((await logIn()).headers);

    const wrong = await settings(here, {
      intent: "change-password",
      currentPassword: "Nope-Nope-1",
      password: "Brand-New-2027",
      confirmPassword: "Brand-New-2027",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.value.errors.currentPassword).toBe("Your current password is not correct.");

    const changed = await settings(here, {
      intent: "change-password",
      currentPassword: SIGNUP.password,
      password: "Brand-New-2027",
      confirmPassword: "Brand-New-2027",
    });
    expect(changed.status).toBe(302);
    const replaced = sessionCookieOf(changed.headers);
    expect(replaced).not.toBe(here);
    expect(await userOf(replaced)).toMatchObject({ email: "ana@example.com" });
    expect(await userOf(here)).toBeNull();
    expect(await userOf(elsewhere)).toBeNull();
    expect((await logIn("Brand-New-2027")).status).toBe(302);
  });

  it("stops guessing the current password after five tries", async () => {
    await signUpAndVerify();
    const cookie = sessionCookieOf((await logIn()).headers);
    const attempt = () =>
      settings(cookie, {
        intent: "change-password",
        currentPassword: "Guess-Guess-1",
        password: "Brand-New-2027",
        confirmPassword: "Brand-New-2027",
      });
    const statuses: number[] = [];
    for (let tries = 0; tries < 6; tries += 1) statuses.push((await attempt()).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("records the marketing choice with its time", async () => {
    await signUpAndVerify();
    const cookie = sessionCookieOf((await logIn()).headers);
    await settings(cookie, { intent: "marketing", marketingConsent: "on" });
    const [on] = await test.db.select().from(users);
    expect(on!.marketingConsent).toBe(true);
    expect(on!.marketingConsentAt).toBeInstanceOf(Date);
    await settings(cookie, { intent: "marketing" });
    expect((await test.db.select().from(users))[0]!.marketingConsent).toBe(false);
  });

  it("signs out every other session on request", async () => {
    await signUpAndVerify();
    const here = sessionCookieOf((await logIn()).headers);
    const elsewhere = sessionCookieOf((await logIn()).headers);
    await settings(here, { intent: "sign-out-others" });
    expect(await userOf(here)).not.toBeNull();
    expect(await userOf(elsewhere)).toBeNull();
  });

  it("deletes the account only with the typed email and the password, keeping orders without personal data", async () => {
    await signUpAndVerify();
    const cookie = sessionCookieOf((await logIn()).headers);
    const user = (await userOf(cookie))!;
    await test.db
      .insert(orders)
      .values({ id: "o1", userId: user.id, productName: "budget-bootcamp", status: "paid", amount: 5900, currency: "CAD" });

    const refused = await settings(cookie, { intent: "delete-account", confirmEmail: "someone@else.com", accountPassword: SIGNUP.password });
    expect(refused.value.errors.confirmEmail).toMatch(/Type your email/);
    // A session alone (a borrowed laptop, a stolen cookie) cannot delete the account.
    for (const accountPassword of ["", "Wrong-Password-1"]) {
      const withoutPassword = await settings(cookie, { intent: "delete-account", confirmEmail: "ana@example.com", accountPassword });
      expect(withoutPassword.status).toBe(400);
      expect(withoutPassword.value.errors.accountPassword).toBe("Your current password is not correct.");
    }
    expect(await test.db.select().from(users)).toHaveLength(1);

    const deleted = await settings(cookie, { intent: "delete-account", confirmEmail: "ANA@example.com", accountPassword: SIGNUP.password });
    expect(deleted.headers.get("Location")).toBe("/");
    expect(await test.db.select().from(users)).toHaveLength(0);
    expect(await test.db.select().from(profiles)).toHaveLength(0);
    expect(await test.db.select().from(sessions)).toHaveLength(0);
    expect((await test.db.select().from(orders))[0]).toMatchObject({ id: "o1", userId: null, amount: 5900 });
  });
});
