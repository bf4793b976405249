/**
 * Issue 11's account findings, tried against the route actions with a real migrated database:
 * enumeration by timing and work, lockout of real users, reset links after a password change, weak
 * passwords, and the leftovers (sweeping, decoy hash, deleting, session ids).
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkCredentials } from "~/lib/services/auth/accounts.server";
import { sweepExpiredRows } from "~/lib/services/auth/sweep.server";
import { newToken } from "~/lib/services/auth/tokens.server";
import { rememberCurrencyChoice } from "~/lib/http/currency.server";
import { hashPassword, PRODUCTION_PASSWORD_COST } from "~/lib/services/password.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { action as loginAction } from "~/routes/login";
import { action as resetRequestAction } from "~/routes/reset-password";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password_.new";
import { action as settingsAction } from "~/routes/dashboard.settings";
import { action as signupAction } from "~/routes/signup";
import { oneTimeTokens, rateLimits, sessions, users } from "../../db/schema";
import { parseSettings } from "../../server/settings";
import { accountActions, cookieOf, formRequest, SIGNUP } from "../support/account-actions";
import { routeResult } from "../support/route-result";
import { median, timed } from "../support/attack-server";
import { createTestDatabase, RAW_TEST_SETTINGS } from "../support/database";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

const { call, signUpAndVerify, logIn } = accountActions(
  () => test.context,
  () => test.outbox,
);
const useProductionCost = () => (test.context.settings = { ...test.context.settings, passwordCost: PRODUCTION_PASSWORD_COST });

/** Inserts confirmed accounts directly (cheap hashes), so a test can spend its rate limits on what it measures. */
async function existingAccounts(emails: string[], cost = 4) {
  for (const email of emails) {
    await test.db.insert(users).values({
      id: crypto.randomUUID(),
      email,
      passwordHash: await hashPassword("Maple-Leaf-2026", cost),
      country: "CA",
      emailVerifiedAt: new Date(),
    });
  }
}

describe("the decoy hash for unknown emails (finding 12)", () => {
  it("is ready before the first request: the first unknown email costs what a wrong password costs", async () => {
    await existingAccounts(["ana@example.com"], PRODUCTION_PASSWORD_COST);
    useProductionCost();
    // Side by side, a wrong password and a fresh module's first unknown email in turn, so the other test files
    // running beside this one slow both alike; the fastest of each is compared.
    const wrongPassword: number[] = [];
    const firstUnknown: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      wrongPassword.push(await timed(() => checkCredentials(test.context, "ana@example.com", `Wrong-Password-${run}`)));
      // Each run loads the module afresh, so each unknown email is the first that module instance sees.
      vi.resetModules();
      const fresh = await import("~/lib/services/auth/accounts.server");
      firstUnknown.push(await timed(() => fresh.checkCredentials(test.context, "nobody@example.com", "Whatever-2026")));
    }
    expect(Math.min(...firstUnknown) / Math.min(...wrongPassword)).toBeLessThan(1.5);
  }, 30_000);
});

describe("enumeration through timing and work (finding 2)", () => {
  it("signs up a taken email as slowly as a new one (median of eight side-by-side pairs, production cost)", async () => {
    const taken = Array.from({ length: 8 }, (_, index) => `taken-${index}@example.com`);
    await existingAccounts(taken);
    useProductionCost();
    const signUp = (email: string, index: number) => {
      // A visitor per pair, so the per-address sign-up limit stays out of the measurement.
      test.context.clientIp = `192.0.2.${index}`;
      return call(signupAction, formRequest("/signup", { ...SIGNUP, email }));
    };
    await signUp("warm-up@example.com", 99);
    // Each pair runs back to back (in alternating order), so a burst of load elsewhere on the machine
    // lands on both halves of a pair or skews only that pair; the median pair shows the real ratio.
    const ratios: number[] = [];
    for (const [index, email] of taken.entries()) {
      const takenFirst = index % 2 === 0;
      const first = await timed(() => (takenFirst ? signUp(email, index) : signUp(`new-${index}@example.com`, index)));
      const second = await timed(() => (takenFirst ? signUp(`new-${index}@example.com`, index) : signUp(email, index)));
      ratios.push(takenFirst ? first / second : second / first);
    }
    const ratio = median(ratios);
    expect(ratio).toBeGreaterThan(1 / 1.5);
    expect(ratio).toBeLessThan(1.5);
  }, 60_000);

  it.each([
    ["reset-password", (email: string) => call(resetRequestAction, formRequest("/reset-password", { email }))],
    ["resend", (email: string) => call(loginAction, formRequest("/login", { intent: "resend", email }))],
    ["sign-up", (email: string) => call(signupAction, formRequest("/signup", { ...SIGNUP, email }))],
  ])("%s makes the same database round trips and answer for existing and unknown emails", async (_name, submit) => {
    await call(signupAction, formRequest("/signup", { ...SIGNUP, email: "unverified@example.com" }));
    test.roundTrips.count = 0;
    const existing = routeResult(await submit("unverified@example.com"));
    const existingTrips = test.roundTrips.count;
    test.roundTrips.count = 0;
    const unknown = routeResult(await submit("nobody@example.com"));
    expect(test.roundTrips.count).toBe(existingTrips);
    expect(unknown.status).toBe(existing.status);
    expect(unknown.headers.get("Location")).toBe(existing.headers.get("Location"));
  });

  it("answers a reset request before the mail is sent, and the same when mail fails", async () => {
    await existingAccounts(["ana@example.com"]);
    const sends: Promise<void>[] = [];
    test.context.mailer = {
      send: () => {
        // A mail service that takes forever, then fails.
        const send = new Promise<void>((_, reject) => setTimeout(() => reject(new Error("Mail API answered 503")), 50));
        sends.push(send);
        return send;
      },
    };
    const errors: unknown[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(" "));
    try {
      const known = routeResult(await call(resetRequestAction, formRequest("/reset-password", { email: "ana@example.com" })));
      const unknown = routeResult(await call(resetRequestAction, formRequest("/reset-password", { email: "nobody@example.com" })));
      expect(sends).toHaveLength(1);
      expect(known.status).toBe(302);
      expect(unknown.status).toBe(known.status);
      expect(unknown.headers.get("Location")).toBe(known.headers.get("Location"));
      await test.settled();
      expect(errors).toEqual([expect.stringContaining("Mail API answered 503")]);
    } finally {
      console.error = consoleError;
    }
  });
});

describe("sign-in throttling without lockout (finding 4)", () => {
  const deviceOf = (headers: Headers) => cookieOf(headers, "device");

  it("counts failures only: a user can sign in as often as they like", async () => {
    await signUpAndVerify();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) statuses.push((await logIn()).status);
    expect(statuses).toEqual(Array(8).fill(302));
  });

  it("keeps a browser that signed in before working while someone elsewhere is locked out guessing", async () => {
    await signUpAndVerify();
    const device = deviceOf((await logIn()).headers);
    // The attacker has no device cookie: six wrong guesses lock untrusted attempts out.
    const attacker: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) attacker.push((await logIn("Wrong-Password-1")).status);
    expect(attacker).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await logIn()).status).toBe(429);
    // The user's own browser still signs in.
    expect((await logIn(SIGNUP.password, {}, "/login", device)).status).toBe(302);
  }, 30_000);

  it("slows untrusted attempts once an account has several recent failures", async () => {
    await signUpAndVerify();
    const quick = await timed(() => logIn("Wrong-Password-1"));
    await logIn("Wrong-Password-1");
    await logIn("Wrong-Password-1");
    const slowed = await timed(() => logIn("Wrong-Password-1"));
    expect(slowed - quick).toBeGreaterThanOrEqual(900);
  }, 30_000);

  it("limits a trusted browser on its own count, and a success resets it", async () => {
    await signUpAndVerify();
    let device = deviceOf((await logIn()).headers);
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await logIn("Wrong-Password-1", {}, "/login", device)).status).toBe(401);
    // The right password resets this browser's count (and its failures never touched untrusted attempts).
    device = deviceOf((await logIn(SIGNUP.password, {}, "/login", device)).headers);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await logIn("Wrong-Password-1", {}, "/login", device)).status).toBe(401);
    expect((await logIn("Wrong-Password-1", {}, "/login", device)).status).toBe(429);
    // From another address (this one has used up its own limit), untrusted sign-in is unaffected.
    test.context.clientIp = "203.0.113.99";
    expect((await logIn()).status).toBe(302);
  }, 30_000);

  it("trusts a device cookie only for the account it was issued for", async () => {
    await signUpAndVerify();
    await signUpAndVerify({ ...SIGNUP, email: "bob@example.com" });
    const anasDevice = deviceOf((await logIn()).headers);
    const asBob = (password: string) =>
      call(loginAction, formRequest("/login", { email: "bob@example.com", password }, anasDevice)).then(routeResult);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await asBob("Wrong-Password-1")).status);
    expect(statuses.at(-1)).toBe(429);
  }, 30_000);

  it("clears the account's count when the password is reset", async () => {
    await signUpAndVerify();
    for (let attempt = 0; attempt < 6; attempt += 1) await logIn("Wrong-Password-1");
    expect((await logIn()).status).toBe(429);
    await call(resetRequestAction, formRequest("/reset-password", { email: "ana@example.com" }));
    const token = /token=([\w-]+)/.exec(test.outbox.at(-1)!.text)![1]!;
    await call(resetAction, formRequest("/reset-password/new", { token, password: "Brand-New-2027", confirmPassword: "Brand-New-2027" }));
    expect((await logIn("Brand-New-2027")).status).toBe(302);
  }, 30_000);
});

describe("hashing on reset links (finding 3)", () => {
  it("limits new passwords per address, counting only posts with a working link", async () => {
    await signUpAndVerify();
    const [user] = await test.db.select().from(users);
    const post = (token: string) =>
      call(resetAction, formRequest("/reset-password/new", { token, password: "Brand-New-2027", confirmPassword: "Brand-New-2027" })).then(
        routeResult,
      );
    // Bogus links are refused without counting.
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await post(`bogus-${attempt}`)).headers.get("Location")).toBe("/reset-password");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const link = await newToken(test.context, user!.id, "reset-password");
      await link.insert;
      statuses.push((await post(link.token)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(302), 429]);
  });
});

describe("cookies on an https site (finding 6)", () => {
  it("gives the session, device, toast and currency cookies the __Host- prefix", async () => {
    await signUpAndVerify();
    test.context.settings = parseSettings({ ...RAW_TEST_SETTINGS, SITE_URL: "https://moneywise.example", STRIPE_SECRET_KEY: "sk_test_unused" });
    const names = (await logIn()).headers.getSetCookie().map((cookie) => cookie.split("=")[0]);
    expect(names).toEqual(expect.arrayContaining(["__Host-session", "__Host-device", "__Host-toast"]));
    const toast = (await redirectWithToast("/", { type: "success", title: "t", description: "d" }, test.context)).headers.get("Set-Cookie");
    expect(toast).toMatch(/^__Host-toast=.*; Path=\/;.*Secure/);
    expect(await rememberCurrencyChoice(test.context, "CAD")).toMatch(/^__Host-currency=.*; Path=\/;.*Secure/);
  });
});

describe("reset links after a password change (finding 7)", () => {
  const requestLink = async () => {
    await call(resetRequestAction, formRequest("/reset-password", { email: "ana@example.com" }));
    return /token=([\w-]+)/.exec(test.outbox.at(-1)!.text)![1]!;
  };
  const linkWorks = async (token: string) =>
    (await call(resetLoader, new Request(`http://localhost/reset-password/new?token=${token}`))).valid as boolean;

  it("spends every other reset link when a link is used", async () => {
    await signUpAndVerify();
    const [first, second] = [await requestLink(), await requestLink()];
    await call(resetAction, formRequest("/reset-password/new", { token: first, password: "Brand-New-2027", confirmPassword: "Brand-New-2027" }));
    expect(await linkWorks(second)).toBe(false);
  });

  it("spends every reset link when the password is changed in settings", async () => {
    await signUpAndVerify();
    const cookie = cookieOf((await logIn()).headers);
    const link = await requestLink();
    await call(
      settingsAction,
      formRequest(
        "/dashboard/settings",
        { intent: "change-password", currentPassword: SIGNUP.password, password: "Brand-New-2027", confirmPassword: "Brand-New-2027" },
        cookie,
      ),
    );
    expect(await linkWorks(link)).toBe(false);
  });
});

describe("new passwords (finding 11)", () => {
  it.each(["aaaaaaaa", "12345678a", "qwerty1234", "abcdefgh1", "asdfasdfasdf"])(
    "refuses %s on every form that sets a password",
    async (password) => {
      const signup = routeResult(await call(signupAction, formRequest("/signup", { ...SIGNUP, password, confirmPassword: password })));
      expect(signup.status).toBe(400);
      expect(signup.value.errors.password).toMatch(/leaked passwords|too easy to guess/);

      await signUpAndVerify();
      const cookie = cookieOf((await logIn()).headers);
      const change = routeResult(
        await call(
          settingsAction,
          formRequest(
            "/dashboard/settings",
            { intent: "change-password", currentPassword: SIGNUP.password, password, confirmPassword: password },
            cookie,
          ),
        ),
      );
      expect(change.status).toBe(400);
      expect(change.value.errors.password).toMatch(/leaked passwords|too easy to guess/);

      await call(resetRequestAction, formRequest("/reset-password", { email: "ana@example.com" }));
      const token = /token=([\w-]+)/.exec(test.outbox.at(-1)!.text)![1]!;
      const reset = routeResult(await call(resetAction, formRequest("/reset-password/new", { token, password, confirmPassword: password })));
      expect(reset.status).toBe(400);
      expect(reset.value.errors.password).toMatch(/leaked passwords|too easy to guess/);
    },
  );
});

describe("leftovers (finding 12)", () => {
  it("sweeps expired and idle sessions, used and expired links, and finished rate-limit windows, and nothing live", async () => {
    await signUpAndVerify();
    await logIn();
    await logIn();
    await call(resetRequestAction, formRequest("/reset-password", { email: "ana@example.com" }));
    const day = 86_400_000;
    const [live, idle] = await test.db.select().from(sessions);
    await test.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * day) })
      .where(eq(sessions.tokenHash, idle!.tokenHash));
    await test.db.insert(rateLimits).values({ key: "login-ip:old", windowStart: Date.now() - 2 * day, count: 3 });

    await sweepExpiredRows(test.db);
    expect((await test.db.select().from(sessions)).map((row) => row.tokenHash)).toEqual([live!.tokenHash]);
    // The used verification link is gone; the outstanding reset link stays.
    expect((await test.db.select().from(oneTimeTokens)).map((row) => row.purpose)).toEqual(["reset-password"]);
    const keys = (await test.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).not.toContain("login-ip:old");
    expect(keys.length).toBeGreaterThan(0);
  });
});
