/**
 * Provider sign-in end to end through the route modules, against the stand-in provider (real HTTP, real
 * keys, real PKCE and single-use codes) and a real libSQL database. No request reaches Google or Facebook.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkCredentials, isCurrentPassword } from "~/lib/services/auth/accounts.server";
import { getSessionUser } from "~/lib/services/auth/session.server";
import { readToast } from "~/lib/http/toast.server";
import { RATE_LIMIT_MESSAGE } from "~/lib/services/auth/rate-limit.server";
import { NO_PASSWORD } from "~/features/sign-in-providers/domain/password-state";
import { PROVIDER_TEXTS } from "~/features/sign-in-providers/texts";
import { action as startAction, loader as startLoader } from "~/routes/auth.$provider";
import { loader as callbackLoader } from "~/routes/auth.$provider_.callback";
import { action as completeAction, loader as completeLoader } from "~/routes/auth.complete";
import { action as confirmEmailAction, loader as confirmEmailLoader } from "~/routes/auth.confirm-email";
import { action as signupAction } from "~/routes/signup";
import { action as loginAction } from "~/routes/login";
import { action as verifyAction } from "~/routes/verify-email";
import { loader as loginLoader } from "~/routes/login";
import { oneTimeTokens, profiles, sessions, userIdentities, users } from "../../db/schema";
import { parseSettings } from "../../server/settings";
import { accountActions, formRequest, SIGNUP } from "../support/account-actions";
import { createTestDatabase, RAW_TEST_SETTINGS } from "../support/database";
import { routeResult } from "../support/route-result";
import {
  consentWithoutBrowser,
  startOAuthStandIn,
  standInProviderEnv,
  type Attack,
  type OAuthStandIn,
  type TestIdentity,
} from "../support/oauth-stand-in";

let standIn: OAuthStandIn;
let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  standIn = await startOAuthStandIn();
});
afterAll(() => standIn.close());
beforeEach(async () => {
  test = await createTestDatabase(parseSettings({ ...RAW_TEST_SETTINGS, ...standInProviderEnv(standIn.url) }));
  // Refused callbacks are logged as warnings (an attack or a stale tab), not errors.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  test.cleanup();
});

const { signUpAndVerify } = accountActions(
  () => test.requestContext(),
  () => test.outbox,
);

type Provider = "google" | "facebook";

/** A browser's cookies: what Set-Cookie headers set, and deleted (Max-Age=0). */
class Jar {
  cookies = new Map<string, string>();
  apply(headers: Headers) {
    for (const header of headers.getSetCookie()) {
      const [pair] = header.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at);
      if (/max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(at + 1));
    }
    return this;
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  copy() {
    const jar = new Jar();
    jar.cookies = new Map(this.cookies);
    return jar;
  }
}

async function call(fn: (args: any) => Promise<unknown> | unknown, request: Request, params: Record<string, string> = {}) {
  try {
    return routeResult(await fn({ request, params, context: test.requestContext() }));
  } catch (thrown) {
    return routeResult(thrown);
  }
}

function get(url: string | URL, jar: Jar) {
  return new Request(new URL(url, "http://localhost:3000"), { headers: { Cookie: jar.header() } });
}

function post(path: string, body: Record<string, string>, jar: Jar) {
  return new Request(new URL(path, "http://localhost:3000"), {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { Cookie: jar.header() },
  });
}

/** Presses "Continue with …" and answers the stand-in's consent page; returns the callback URL. */
async function toProvider(
  provider: Provider,
  jar: Jar,
  identity: Partial<TestIdentity>,
  options: { attack?: Attack; cancel?: boolean; form?: Record<string, string> } = {},
) {
  const started = await call(startAction, post(`/auth/${provider}`, options.form ?? {}, jar), { provider });
  expect(started.status).toBe(302);
  jar.apply(started.headers);
  return consentWithoutBrowser(started.headers.get("Location")!, options.cancel ? "Cancel" : "Allow", identity, options.attack);
}

async function callback(provider: Provider, url: URL, jar: Jar) {
  const result = await call(callbackLoader, get(url, jar), { provider });
  jar.apply(result.headers);
  return result;
}

/** Consent through to the callback's answer. */
async function signInWith(provider: Provider, jar: Jar, identity: Partial<TestIdentity>, options: Parameters<typeof toProvider>[3] = {}) {
  return callback(provider, await toProvider(provider, jar, identity, options), jar);
}

async function toastOf(jar: Jar) {
  return (await readToast(get("/", jar), test.requestContext())).toast;
}

const sessionUser = (jar: Jar) => getSessionUser(get("/dashboard", jar), test.requestContext());

async function newGoogleAccount(jar: Jar, identity: Partial<TestIdentity>) {
  const result = await signInWith("google", jar, { emailVerified: true, ...identity });
  expect(result.headers.get("Location")).toBe("/auth/complete");
  const created = await call(completeAction, post("/auth/complete", { country: "US", agreeTerms: "on" }, jar));
  jar.apply(created.headers);
  return created;
}

describe("starting a flow", () => {
  it("answers a GET with 405, so an image or link on another site cannot start one", async () => {
    expect((await call(startLoader, get("/auth/google", new Jar()), { provider: "google" })).status).toBe(405);
  });

  it("answers 404 for a provider we do not have", async () => {
    expect((await call(startAction, post("/auth/github", {}, new Jar()), { provider: "github" })).status).toBe(404);
  });

  it("sends the browser to the provider with PKCE, state and the nonce derived from it; both cookies last ten minutes", async () => {
    const started = await call(startAction, post("/auth/google", { redirectTo: "/courses" }, new Jar()), { provider: "google" });
    const location = new URL(started.headers.get("Location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${standIn.url}/authorize`);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost:3000/auth/google/callback");
    expect(location.searchParams.get("nonce")).toMatch(/^[\w-]{43}$/);
    const cookies = started.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith("oauth-google:"))).toMatch(/Max-Age=600.*HttpOnly|HttpOnly.*Max-Age=600/i);
    expect(cookies.find((cookie) => cookie.startsWith("oauth-intent="))).toMatch(/Max-Age=600/);
  });

  it("shows a button only for configured providers", async () => {
    const configured = await call(loginLoader, get("/login", new Jar()));
    expect(configured.value.providers).toEqual(["google", "facebook"]);
    const bare = await createTestDatabase();
    try {
      const result = await loginLoader({ request: get("/login", new Jar()), params: {}, context: bare.requestContext() } as never);
      expect(result.providers).toEqual([]);
    } finally {
      bare.cleanup();
    }
  });
});

describe("a new learner", () => {
  it("signs up through Google on one short form: verified email, no password, marketing off, signed in where they were going", async () => {
    const jar = new Jar();
    const result = await signInWith(
      "google",
      jar,
      { sub: "g-new", email: "Gia@Example.com", emailVerified: true, name: "Gia Google" },
      {
        form: { redirectTo: "/courses" },
      },
    );
    expect(result.headers.get("Location")).toBe("/auth/complete");
    expect(jar.cookies.has("oauth-intent")).toBe(false);
    expect([...jar.cookies.keys()].some((name) => name.startsWith("oauth-google"))).toBe(false);
    const page = await call(completeLoader, get("/auth/complete", jar));
    expect(page.value.pending).toMatchObject({ kind: "new-account", provider: "google", email: "gia@example.com" });

    const refused = await call(completeAction, post("/auth/complete", { country: "US" }, jar));
    expect(refused.status).toBe(400);
    expect(refused.value.errors.form).toContain("You must agree");
    expect(await test.db.select().from(users)).toHaveLength(0);

    // The browser's zone comes in the form's hidden field, as on the password sign-up.
    const created = await call(completeAction, post("/auth/complete", { country: "US", agreeTerms: "on", timeZone: "America/Vancouver" }, jar));
    jar.apply(created.headers);
    expect(created.headers.get("Location")).toBe("/courses");
    expect((await toastOf(jar))?.title).toBe("Account created successfully!");
    const [user] = await test.db.select().from(users);
    expect(user).toMatchObject({
      email: "gia@example.com",
      passwordHash: NO_PASSWORD,
      country: "US",
      marketingConsent: false,
      timeZone: "America/Vancouver",
    });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await test.db.select().from(userIdentities)).toEqual([
      expect.objectContaining({ provider: "google", subject: "g-new", userId: user!.id }),
    ]);
    expect((await sessionUser(jar))?.id).toBe(user!.id);
    expect(jar.cookies.has("device")).toBe(true);
    // No password ever opens an account made through a provider, not even its marker.
    expect(await checkCredentials(test.requestContext(), "gia@example.com", NO_PASSWORD)).toEqual({ ok: false, reason: "invalid" });
    expect(await isCurrentPassword(test.requestContext(), user!.id, NO_PASSWORD)).toBe(false);
    expect(await isCurrentPassword(test.requestContext(), user!.id, "")).toBe(false);
  });

  it("keeps the provider's name as a profile name without control characters, a NUL as U+FFFD (issue 36 item 5)", async () => {
    const jar = new Jar();
    await signInWith("google", jar, { sub: "g-controls", email: "gia@example.com", emailVerified: true, name: "Gia\u0000 Goo\u0007gle\u007f" });
    const created = await call(completeAction, post("/auth/complete", { country: "US", agreeTerms: "on" }, jar));
    expect(created.status).toBe(302);
    expect(await test.db.select({ firstName: profiles.firstName, lastName: profiles.lastName }).from(profiles)).toEqual([
      { firstName: "Gia\uFFFD", lastName: "Google" },
    ]);
  });

  it("without an email from Facebook gives one, and the account exists only once it is confirmed", async () => {
    const jar = new Jar();
    const result = await signInWith("facebook", jar, { sub: "f-new", email: "", name: "Fay Book" });
    expect(result.headers.get("Location")).toBe("/auth/complete");
    expect((await call(completeLoader, get("/auth/complete", jar))).value.pending).toMatchObject({ kind: "email-needed", email: null });
    const sent = await call(completeAction, post("/auth/complete", { email: "Fay@Example.com" }, jar));
    jar.apply(sent.headers);
    expect(sent.value.sent).toBe(PROVIDER_TEXTS.confirmEmailSent("fay@example.com"));
    expect(await test.db.select().from(users)).toHaveLength(0);
    await test.settled();
    const mail = test.outbox.at(-1)!;
    expect(mail).toMatchObject({ to: "fay@example.com", subject: "Confirm your Moneywise account" });
    const token = /auth\/confirm-email\?token=([\w-]+)/.exec(mail.text)![1]!;

    // Opened in another browser (someone else's inbox, or a phone): it says where it works, and does nothing.
    const elsewhere = new Jar();
    expect((await call(confirmEmailLoader, get(`/auth/confirm-email?token=${token}`, elsewhere))).value.state).toBe("other-browser");
    const refused = await call(confirmEmailAction, post("/auth/confirm-email", { token }, elsewhere));
    elsewhere.apply(refused.headers);
    expect(refused.headers.get("Location")).toBe("/login");
    expect((await toastOf(elsewhere))?.description).toBe(PROVIDER_TEXTS.otherBrowser("facebook"));
    // In the browser that asked: the address is proven, then the same short form as a verified email.
    const phone = jar;
    expect((await call(confirmEmailLoader, get(`/auth/confirm-email?token=${token}`, phone))).value.state).toBe("valid");
    const confirmed = await call(confirmEmailAction, post("/auth/confirm-email", { token }, phone));
    phone.apply(confirmed.headers);
    expect(confirmed.headers.get("Location")).toBe("/auth/complete");
    expect((await call(completeLoader, get("/auth/complete", phone))).value.pending).toMatchObject({
      kind: "new-account",
      email: "fay@example.com",
    });
    expect(await test.db.select().from(users)).toHaveLength(0);
    const created = await call(completeAction, post("/auth/complete", { country: "CA", agreeTerms: "on", agreeMarketing: "on" }, phone));
    phone.apply(created.headers);
    expect(created.headers.get("Location")).toBe("/dashboard");
    const [user] = await test.db.select().from(users);
    // Without JavaScript (no zone posted) on Node (no Cloudflare): Toronto, changeable in Profile.
    expect(user).toMatchObject({
      email: "fay@example.com",
      country: "CA",
      marketingConsent: true,
      passwordHash: NO_PASSWORD,
      timeZone: "America/Toronto",
    });
    expect((await sessionUser(phone))?.id).toBe(user!.id);
    // The link works once.
    const again = await call(confirmEmailAction, post("/auth/confirm-email", { token }, phone));
    expect(again.headers.get("Location")).toBe("/login");
    expect(await test.db.select().from(users)).toHaveLength(1);
  });

  it("started again with another address and both links used: the second account is refused with a sentence, not a failure", async () => {
    const jar = new Jar();
    const confirmLinks: string[] = [];
    for (const email of ["first@example.com", "second@example.com"]) {
      await signInWith("facebook", jar, { sub: "f-twice", email: "", name: "Fay Book" });
      jar.apply((await call(completeAction, post("/auth/complete", { email }, jar))).headers);
      await test.settled();
      confirmLinks.push(/auth\/confirm-email\?token=([\w-]+)/.exec(test.outbox.at(-1)!.text)![1]!);
    }
    const created: string[] = [];
    for (const token of confirmLinks.reverse()) {
      jar.apply((await call(confirmEmailAction, post("/auth/confirm-email", { token }, jar))).headers);
      const answer = await call(completeAction, post("/auth/complete", { country: "CA", agreeTerms: "on" }, jar));
      jar.apply(answer.headers);
      created.push(answer.headers.get("Location")!);
    }
    expect(created).toEqual(["/dashboard", "/login"]);
    expect((await toastOf(jar))?.description).toBe(PROVIDER_TEXTS.identityHasAccount("facebook"));
    expect((await test.db.select().from(users)).map((user) => user.email)).toEqual(["second@example.com"]);
  });

  it("typing an address an account has answers the same, tells its holder with no way to link, and makes nothing", async () => {
    await signUpAndVerify();
    // The same answer, cookies and database round trips as for a free address: neither the page nor its
    // timing tells anyone that the address has an account.
    const typing = async (email: string) => {
      const jar = new Jar();
      await signInWith("facebook", jar, { sub: `f-${email.split("@")[0]}`, email: "" });
      const before = test.roundTrips.count;
      const sent = await call(completeAction, post("/auth/complete", { email }, jar));
      return { sent, roundTrips: test.roundTrips.count - before };
    };
    const free = await typing("nobody-yet@example.com");
    const { sent, roundTrips } = await typing(SIGNUP.email);
    expect(sent.value.sent).toBe(PROVIDER_TEXTS.confirmEmailSent("ana@example.com"));
    expect(sent.headers.getSetCookie().map((cookie) => cookie.split("=")[0])).toEqual(["pending-sign-in", "sign-in-browser"]);
    expect(free.sent.headers.getSetCookie().map((cookie) => cookie.split("=")[0])).toEqual(["pending-sign-in", "sign-in-browser"]);
    expect(roundTrips).toBe(free.roundTrips);
    await test.settled();
    const mail = test.outbox.at(-1)!;
    expect(mail).toMatchObject({ to: "ana@example.com", subject: "Someone tried to sign up with your email through Facebook" });
    expect(mail.text).toContain("id f-Ana");
    expect(mail.text).not.toMatch(/token=/);
    expect(await test.db.select().from(users)).toHaveLength(1);
    expect(await test.db.select().from(userIdentities)).toHaveLength(0);
  });
});

describe("an identity that is linked", () => {
  it("signs in with the same session as a password sign-in: new session, device cookie, 'Welcome back!', redirectTo", async () => {
    await newGoogleAccount(new Jar(), { sub: "g-known", email: "known@example.com" });
    const jar = new Jar();
    const result = await signInWith(
      "google",
      jar,
      { sub: "g-known", email: "known@example.com", emailVerified: true },
      { form: { redirectTo: "/courses?level=1" } },
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/courses?level=1");
    expect(await toastOf(jar)).toMatchObject({ type: "success", title: "Welcome back!", description: "You have been signed in successfully." });
    expect((await sessionUser(jar))?.email).toBe("known@example.com");
    expect(jar.cookies.has("device")).toBe(true);
    expect(jar.cookies.has("oauth-intent")).toBe(false);
  });

  it("keeps redirectTo on the site", async () => {
    await newGoogleAccount(new Jar(), { sub: "g-known", email: "known@example.com" });
    const result = await signInWith(
      "google",
      new Jar(),
      { sub: "g-known", email: "known@example.com" },
      { form: { redirectTo: "//evil.example/" } },
    );
    expect(result.headers.get("Location")).toBe("/dashboard");
  });
});

/**
 * Every link in a mail, for a signed-out browser to follow: none may carry a token that acts (a link that
 * links or signs in) unless it is the address confirmation, which is then pressed there too.
 */
async function followEveryLink(mail: { text: string }) {
  const victim = new Jar();
  for (const [url] of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const { pathname, searchParams } = new URL(url);
    const token = searchParams.get("token");
    if (!token) continue;
    expect(pathname).toBe("/auth/confirm-email");
    victim.apply((await call(confirmEmailAction, post(pathname, { token }, victim))).headers);
  }
  return victim;
}

describe("an existing account", () => {
  beforeEach(() => signUpAndVerify());

  const ana = async () => (await test.db.select().from(users).where(eq(users.email, "ana@example.com")))[0]!;

  for (const [provider, identity] of [
    ["facebook", { sub: "f-attacker", email: "" }],
    ["google", { sub: "g-attacker", email: "ana@example.com", emailVerified: false }],
  ] as const) {
    it(`is never reached by a ${provider} account that proves no email and types the holder's address, whatever the holder clicks`, async () => {
      const attacker = new Jar();
      expect((await signInWith(provider, attacker, identity)).headers.get("Location")).toBe("/auth/complete");
      const sent = await call(completeAction, post("/auth/complete", { email: SIGNUP.email }, attacker));
      expect(sent.value.sent).toBe(PROVIDER_TEXTS.confirmEmailSent("ana@example.com"));
      await test.settled();
      const victim = await followEveryLink(test.outbox.at(-1)!);
      expect(await sessionUser(victim)).toBeNull();
      expect(await test.db.select().from(userIdentities)).toHaveLength(0);
      // The attacker's next sign-in is still a stranger's: no session, asked for an address again.
      const again = new Jar();
      expect((await signInWith(provider, again, identity)).headers.get("Location")).toBe("/auth/complete");
      expect(await sessionUser(again)).toBeNull();
    });
  }

  it("is linked and signed in when the provider's verified email is its verified email, and the holder hears which account, how and when", async () => {
    for (const provider of ["google", "facebook"] as const) {
      const jar = new Jar();
      const result = await signInWith(provider, jar, { sub: `${provider}-ana`, email: "Ana@Example.com", emailVerified: true, name: "Ana Lee" });
      jar.apply(result.headers);
      expect(result.headers.get("Location")).toBe("/dashboard");
      expect((await toastOf(jar))?.title).toBe("Welcome back!");
      expect((await sessionUser(jar))?.email).toBe("ana@example.com");
      await test.settled();
      const mail = test.outbox.at(-1)!;
      const name = provider === "google" ? "Google" : "Facebook";
      expect(mail).toMatchObject({ to: "ana@example.com", subject: `${name} was linked to your Moneywise account` });
      expect(mail.text).toContain(`the ${name} account Ana Lee (ana@example.com, id ${provider}-ana)`);
      expect(mail.text).toContain(`${name} confirmed that this ${name} account uses your verified email address`);
      // When, in the holder's own zone (the account's default, Toronto).
      expect(mail.text).toMatch(/on [A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d\d [AP]M E[SD]T /);
    }
    const account = await ana();
    expect(await test.db.select({ provider: userIdentities.provider, userId: userIdentities.userId }).from(userIdentities)).toEqual([
      { provider: "google", userId: account.id },
      { provider: "facebook", userId: account.id },
    ]);
  });

  it("tells the holder in their own language, whatever the page of whoever signed in", async () => {
    await test.db.update(users).set({ locale: "fr" }).where(eq(users.email, "ana@example.com"));
    const result = await signInWith("google", new Jar(), { sub: "google-ana", email: "ana@example.com", emailVerified: true, name: "Ana Lee" });
    expect(result.headers.get("Location")).toBe("/dashboard");
    await test.settled();
    expect(test.outbox.at(-1)).toMatchObject({ to: "ana@example.com", subject: "Google a été associé à votre compte Moneywise" });
  });

  it("links from Settings only after the signed-in learner re-proves their password; a missing or wrong one is refused and counted", async () => {
    const jar = new Jar();
    jar.apply((await call(loginAction, post("/login", { email: "ana@example.com", password: SIGNUP.password }, jar))).headers);
    for (const form of [{ intent: "link" }, { intent: "link", linkPassword: "Wrong-Password-1" }] as Record<string, string>[]) {
      const refused = await call(startAction, post("/auth/facebook", form, jar), { provider: "facebook" });
      jar.apply(refused.headers);
      expect(refused.headers.get("Location")).toBe("/dashboard/settings");
      expect((await toastOf(jar))?.description).toBe("That password is not correct.");
      expect(jar.cookies.has("oauth-intent")).toBe(false);
    }
    expect(await test.db.select().from(userIdentities)).toHaveLength(0);

    const linked = await signInWith(
      "facebook",
      jar,
      { sub: "f-ana", email: "", name: "Ana Lee" },
      { form: { intent: "link", linkPassword: SIGNUP.password } },
    );
    expect(linked.headers.get("Location")).toBe("/dashboard/settings");
    expect((await toastOf(jar))?.title).toBe("Facebook linked");
    expect(await test.db.select({ subject: userIdentities.subject }).from(userIdentities)).toEqual([{ subject: "f-ana" }]);
    await test.settled();
    expect(test.outbox.at(-1)!.text).toContain("the Facebook account Ana Lee (id f-ana) was linked");
    expect(test.outbox.at(-1)!.text).toContain("You asked for it in Settings → Sign-in methods");
  });

  it("links only in the callback of the flow its re-proof started, and within that flow's ten minutes", async () => {
    const jar = new Jar();
    jar.apply((await call(loginAction, post("/login", { email: "ana@example.com", password: SIGNUP.password }, jar))).headers);
    const link = { intent: "link", linkPassword: SIGNUP.password };
    const ana = { sub: "f-ana", email: "", name: "Ana Lee" };
    // Someone at the same browser starts a plain Facebook sign-in and keeps its callback address unopened;
    // Ana then links Facebook from Settings, re-proving her password.
    const kept = await toProvider("facebook", jar, { sub: "f-mallory", email: "", name: "Mallory" });
    await toProvider("facebook", jar, ana, { form: link });
    const opened = await callback("facebook", kept, jar);
    expect(opened.headers.get("Location")).not.toBe("/dashboard/settings");
    expect(await test.db.select().from(userIdentities)).toEqual([]);

    // Ana's own flow, started eleven minutes before its callback: the re-proof has lapsed, so no link.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 11 * 60_000 });
    let started;
    try {
      started = await call(startAction, post("/auth/facebook", link, jar), { provider: "facebook" });
    } finally {
      vi.useRealTimers();
    }
    jar.apply(started.headers);
    const late = await consentWithoutBrowser(started.headers.get("Location")!, "Allow", ana);
    expect((await callback("facebook", late, jar)).headers.get("Location")).not.toBe("/dashboard/settings");
    expect(await test.db.select().from(userIdentities)).toEqual([]);

    // In time, and in its own callback, it links.
    const inTime = await toProvider("facebook", jar, ana, { form: link });
    expect((await callback("facebook", inTime, jar)).headers.get("Location")).toBe("/dashboard/settings");
    expect(await test.db.select({ subject: userIdentities.subject }).from(userIdentities)).toEqual([{ subject: "f-ana" }]);
  });

  it("throttles the password re-proof like the sign-in form", async () => {
    const jar = new Jar();
    jar.apply((await call(loginAction, post("/login", { email: "ana@example.com", password: SIGNUP.password }, jar))).headers);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const refused = await call(startAction, post("/auth/google", { intent: "link", linkPassword: `Wrong-${attempt}` }, jar), {
        provider: "google",
      });
      jar.apply(refused.headers);
      answers.push((await toastOf(jar))!.description!);
    }
    expect(answers.at(-1)).toBe(RATE_LIMIT_MESSAGE);
    const right = await call(startAction, post("/auth/google", { intent: "link", linkPassword: SIGNUP.password }, jar), { provider: "google" });
    expect(right.headers.get("Location")).toBe("/dashboard/settings");
  }, 30_000);

  it("links no second Google account by its verified email to an account that has one: nothing linked, a sentence, no session", async () => {
    const first = await signInWith("google", new Jar(), { sub: "g-personal", email: "ana@example.com", emailVerified: true, name: "Ana Lee" });
    expect(first.headers.get("Location")).toBe("/dashboard");
    const jar = new Jar();
    const second = await signInWith("google", jar, { sub: "g-work", email: "ana@example.com", emailVerified: true, name: "Ana at work" });
    jar.apply(second.headers);
    expect(second.headers.get("Location")).toBe("/login");
    expect((await toastOf(jar))?.description).toBe(PROVIDER_TEXTS.otherIdentityLinked("google"));
    expect(await sessionUser(jar)).toBeNull();
    expect(await test.db.select({ subject: userIdentities.subject }).from(userIdentities)).toEqual([{ subject: "g-personal" }]);
  });

  it("refuses from Settings an identity another account has", async () => {
    const jar = new Jar();
    jar.apply((await call(loginAction, post("/login", { email: "ana@example.com", password: SIGNUP.password }, jar))).headers);
    await newGoogleAccount(new Jar(), { sub: "g-someone", email: "someone@example.com" });
    const refused = await signInWith(
      "google",
      jar,
      { sub: "g-someone", email: "someone@example.com" },
      { form: { intent: "link", linkPassword: SIGNUP.password } },
    );
    expect(refused.headers.get("Location")).toBe("/dashboard/settings");
    expect((await toastOf(jar))?.description).toBe(PROVIDER_TEXTS.linkedElsewhere("google"));
    const owner = await test.db
      .select({ email: users.email })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(eq(userIdentities.subject, "g-someone"));
    expect(owner).toEqual([{ email: "someone@example.com" }]);
  });
});

describe("an account without a password", () => {
  /** Presses Settings' "Link Facebook" (no password to type): where the browser is sent, Google's re-proof first. */
  async function linkFacebook(jar: Jar) {
    const started = await call(startAction, post("/auth/facebook", { intent: "link" }, jar), { provider: "facebook" });
    jar.apply(started.headers);
    return started.headers.get("Location")!;
  }

  it("links from Settings only after signing in again with the provider it has, as itself", async () => {
    const jar = new Jar();
    await newGoogleAccount(jar, { sub: "g-gia", email: "gia@example.com" });
    // Re-proof with someone else's Google account: refused, nothing linked.
    const wrongProof = await callback(
      "google",
      await consentWithoutBrowser(await linkFacebook(jar), "Allow", { sub: "g-other", email: "other@example.com", emailVerified: true }),
      jar,
    );
    expect(wrongProof.headers.get("Location")).toBe("/dashboard/settings");
    expect((await toastOf(jar))?.description).toBe(PROVIDER_TEXTS.reproveFailed("google"));
    expect(await test.db.select().from(userIdentities)).toHaveLength(1);

    // Link Facebook: Google first (the same account), then Facebook's consent, then linked.
    const toGoogle = await linkFacebook(jar);
    expect(new URL(toGoogle).searchParams.get("redirect_uri")).toBe("http://localhost:3000/auth/google/callback");
    const googleBack = await consentWithoutBrowser(toGoogle, "Allow", {
      sub: "g-gia",
      email: "gia@example.com",
      emailVerified: true,
    });
    const onToFacebook = await callback("google", googleBack, jar);
    expect(new URL(onToFacebook.headers.get("Location")!).searchParams.get("redirect_uri")).toBe("http://localhost:3000/auth/facebook/callback");
    const facebookBack = await consentWithoutBrowser(onToFacebook.headers.get("Location")!, "Allow", { sub: "f-gia", email: "" });
    const linked = await callback("facebook", facebookBack, jar);
    expect(linked.headers.get("Location")).toBe("/dashboard/settings");
    expect((await toastOf(jar))?.title).toBe("Facebook linked");
    expect((await test.db.select({ subject: userIdentities.subject }).from(userIdentities)).map((row) => row.subject).sort()).toEqual([
      "f-gia",
      "g-gia",
    ]);
  });

  it("re-proves only by a sign-in at the provider made for it: Google is asked for the password again and says when it was typed", async () => {
    const jar = new Jar();
    await newGoogleAccount(jar, { sub: "g-gia", email: "gia@example.com" });
    const toGoogle = new URL(await linkFacebook(jar));
    expect([toGoogle.searchParams.get("prompt"), toGoogle.searchParams.get("max_age")]).toEqual(["login", "0"]);
    // An open Google session answers without a new sign-in: its auth_time is older than the flow.
    const stale = await consentWithoutBrowser(
      toGoogle.href,
      "Allow",
      { sub: "g-gia", email: "gia@example.com", emailVerified: true },
      "stale-login",
    );
    expect((await callback("google", stale, jar)).headers.get("Location")).toBe("/dashboard/settings");
    expect((await toastOf(jar))?.description).toBe(PROVIDER_TEXTS.reproveFailed("google"));
    expect(await test.db.select().from(userIdentities)).toHaveLength(1);

    // A plain sign-in asks for no new password.
    const plain = new URL((await call(startAction, post("/auth/google", {}, new Jar()), { provider: "google" })).headers.get("Location")!);
    expect([plain.searchParams.has("prompt"), plain.searchParams.has("max_age")]).toEqual([false, false]);
  });
});

describe("an account whose email was never confirmed", () => {
  it("does not survive its address being proven by a provider: its password, sessions and links are gone, the prover holds it", async () => {
    // Someone registers Ana's address with their own password and never confirms it.
    await call(
      signupAction,
      formRequest("/signup", {
        ...SIGNUP,
        email: "victim@example.com",
        firstName: "Mallory",
        password: "Attacker-Pass-1",
        confirmPassword: "Attacker-Pass-1",
      }),
    );
    const [registered] = await test.db.select().from(users).where(eq(users.email, "victim@example.com"));
    expect(registered!.emailVerifiedAt).toBeNull();
    expect(await test.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, registered!.id))).toHaveLength(1);

    const jar = new Jar();
    const result = await signInWith("google", jar, { sub: "g-victim", email: "victim@example.com", emailVerified: true, name: "Vic Tim" });
    expect(result.headers.get("Location")).toBe("/auth/complete");
    const created = await call(completeAction, post("/auth/complete", { country: "CA", agreeTerms: "on" }, jar));
    jar.apply(created.headers);
    expect((await sessionUser(jar))?.email).toBe("victim@example.com");

    const [account] = await test.db.select().from(users).where(eq(users.email, "victim@example.com"));
    expect(account).toMatchObject({ id: registered!.id, passwordHash: NO_PASSWORD, country: "CA", marketingConsent: false });
    expect(account!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await checkCredentials(test.requestContext(), "victim@example.com", "Attacker-Pass-1")).toEqual({ ok: false, reason: "invalid" });
    // The registrant's emailed confirmation link no longer exists, and the prover's names replaced theirs.
    expect(await test.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, registered!.id))).toHaveLength(0);
    expect(await test.db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, registered!.id))).toEqual([
      { firstName: "Vic" },
    ]);
    expect(await test.db.select({ userId: sessions.userId }).from(sessions)).toEqual([{ userId: registered!.id }]);
    expect(await test.db.select({ subject: userIdentities.subject, userId: userIdentities.userId }).from(userIdentities)).toEqual([
      { subject: "g-victim", userId: registered!.id },
    ]);
  });
});

describe("an account whose email was confirmed only by a link someone else asked for", () => {
  it("is not confirmed by its holder pressing the link: without the registrant's password it stays unconfirmed, and Google's proof replaces it", async () => {
    await call(
      signupAction,
      formRequest("/signup", { ...SIGNUP, email: "victim@example.com", password: "Attacker-Pass-1", confirmPassword: "Attacker-Pass-1" }),
    );
    // The address's holder opens the emailed link and presses its button, as a surprised recipient might.
    const token = /token=([\w-]+)/.exec(test.outbox.at(-1)!.text)![1]!;
    const jar = new Jar();
    jar.apply((await call(verifyAction, post("/verify-email", { token }, jar))).headers);
    const [registered] = await test.db.select().from(users).where(eq(users.email, "victim@example.com"));
    expect(registered!.emailVerifiedAt).toBeNull();

    // Their Google sign-in is a new account in place of the unconfirmed one, not a link to it.
    const result = await signInWith("google", jar, { sub: "g-victim", email: "victim@example.com", emailVerified: true, name: "Vic Tim" });
    expect(result.headers.get("Location")).toBe("/auth/complete");
    jar.apply((await call(completeAction, post("/auth/complete", { country: "CA", agreeTerms: "on" }, jar))).headers);
    expect((await sessionUser(jar))?.email).toBe("victim@example.com");
    expect(await checkCredentials(test.requestContext(), "victim@example.com", "Attacker-Pass-1")).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("a callback that is refused", () => {
  async function expectRefused(result: { status: number; headers: Headers }, jar: Jar, sentence = PROVIDER_TEXTS.notVerified("google")) {
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/login");
    expect((await toastOf(jar))?.description).toBe(sentence);
    expect(await sessionUser(jar)).toBeNull();
    // Whatever happened, the flow's cookies go.
    expect([...jar.cookies.keys()].filter((name) => name.startsWith("oauth-google") || name === "oauth-intent")).toEqual([]);
  }

  beforeEach(() => newGoogleAccount(new Jar(), { sub: "g-victim", email: "victim@example.com" }));

  it("says so when the learner cancels at the provider", async () => {
    const jar = new Jar();
    await expectRefused(await signInWith("google", jar, {}, { cancel: true }), jar, PROVIDER_TEXTS.cancelled("google"));
    const facebook = new Jar();
    await expectRefused(await signInWith("facebook", facebook, {}, { cancel: true }), facebook, PROVIDER_TEXTS.cancelled("facebook"));
  });

  it.each(["wrong-nonce", "expired", "other-key", "wrong-audience", "wrong-issuer"] as const)("refuses an ID token with %s", async (attack) => {
    const jar = new Jar();
    await expectRefused(await signInWith("google", jar, { sub: "g-victim", email: "victim@example.com" }, { attack }), jar);
  });

  it("refuses a forged state", async () => {
    const jar = new Jar();
    const url = await toProvider("google", jar, { sub: "g-victim", email: "victim@example.com" });
    url.searchParams.set("state", `${url.searchParams.get("state")}-forged`);
    await expectRefused(await callback("google", url, jar), jar);
  });

  it("refuses a callback without the state cookie (another browser, or a replay after the cookie was spent)", async () => {
    const jar = new Jar();
    const url = await toProvider("google", jar, { sub: "g-victim", email: "victim@example.com" });
    const signedIn = await callback("google", url, jar);
    expect(signedIn.headers.get("Location")).toBe("/dashboard");
    const replay = new Jar();
    await expectRefused(await callback("google", url, replay), replay);
    const sameBrowser = new Jar();
    sameBrowser.cookies = new Map([...jar.cookies].filter(([name]) => name !== "session"));
    await expectRefused(await callback("google", url, sameBrowser), sameBrowser);
  });

  it("refuses a code used twice, even with the state cookie kept", async () => {
    const jar = new Jar();
    const url = await toProvider("google", jar, { sub: "g-victim", email: "victim@example.com" });
    const kept = jar.copy();
    expect((await callback("google", url, jar)).headers.get("Location")).toBe("/dashboard");
    await expectRefused(await callback("google", url, kept), kept);
  });

  it("is throttled per address", async () => {
    let last = { status: 0, headers: new Headers() };
    const jar = new Jar();
    for (let attempt = 0; attempt < 21; attempt += 1)
      last = await callback("google", new URL("http://localhost:3000/auth/google/callback?state=x&code=y"), jar);
    expect((await toastOf(jar.apply(last.headers)))?.description).toBe(RATE_LIMIT_MESSAGE);
  });
});

describe("a flow started on a French page", () => {
  /** A call to the French handler: the page's address says French (ADR 053). */
  async function callInFrench(fn: (args: any) => Promise<unknown> | unknown, request: Request, params: Record<string, string> = {}) {
    try {
      return routeResult(await fn({ request, params, context: { ...test.requestContext(), locale: "fr" } }));
    } catch (thrown) {
      return routeResult(thrown);
    }
  }

  async function startInFrench(jar: Jar, form: Record<string, string> = {}) {
    const started = await callInFrench(startAction, post("/fr/auth/google", form, jar), { provider: "google" });
    expect(started.status).toBe(302);
    jar.apply(started.headers);
    return started.headers.get("Location")!;
  }

  it("comes back through the callback (an address without a language) to the French pages, and the account is French", async () => {
    const jar = new Jar();
    const consent = await startInFrench(jar, { redirectTo: "/courses" });
    const url = await consentWithoutBrowser(consent, "Allow", { sub: "g-fr", email: "flo@example.com", emailVerified: true, name: "Flo" });
    const result = await callback("google", url, jar);
    expect(result.headers.get("Location")).toBe("http://localhost:3000/fr/auth/complete");

    const refused = await callInFrench(completeAction, post("/fr/auth/complete", { country: "CA" }, jar));
    expect(refused.value.errors.form).toBe("Vous devez accepter les Conditions d’utilisation et la Politique de confidentialité");
    const created = await callInFrench(completeAction, post("/fr/auth/complete", { country: "CA", agreeTerms: "on" }, jar));
    jar.apply(created.headers);
    // The French handler puts its prefix on the app path itself.
    expect(created.headers.get("Location")).toBe("/courses");
    expect(await toastOf(jar)).toMatchObject({
      title: "Votre compte a été créé!",
      description: "Bienvenue sur Moneywise. Votre session est ouverte.",
    });
    const [user] = await test.db.select().from(users);
    expect(user?.locale).toBe("fr");
  });

  it("says a cancelled sign-in in French, on the French log-in page", async () => {
    const jar = new Jar();
    const url = await consentWithoutBrowser(await startInFrench(jar), "Cancel", {});
    const result = await callback("google", url, jar);
    expect(result.headers.get("Location")).toBe("http://localhost:3000/fr/login");
    expect(await toastOf(jar)).toMatchObject({ type: "error", title: "Erreur", description: "La connexion avec Google a été annulée." });
  });

  it("emails the confirmation of a typed address in French, with a link to the French page", async () => {
    const jar = new Jar();
    const url = await consentWithoutBrowser(await startInFrench(jar), "Allow", {
      sub: "g-typed",
      email: "unproven@example.com",
      emailVerified: false,
    });
    expect((await callback("google", url, jar)).headers.get("Location")).toBe("http://localhost:3000/fr/auth/complete");
    const sent = await callInFrench(completeAction, post("/fr/auth/complete", { email: "typed@example.com" }, jar));
    expect(sent.value.sent).toBe(
      "Nous avons envoyé un lien à typed@example.com. Ouvrez-le pour confirmer l’adresse et terminer la création de votre compte. Il ne fonctionne qu’une fois et expire dans 24 heures.",
    );
    await test.settled();
    const mail = test.outbox.at(-1)!;
    expect(mail.subject).toBe("Confirmez votre compte Moneywise");
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/fr\/auth\/confirm-email\?token=/);
  });
});
