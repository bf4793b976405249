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
import { action as linkAction, loader as linkLoader } from "~/routes/auth.link";
import { action as confirmLinkAction, loader as confirmLinkLoader } from "~/routes/auth.link_.confirm";
import { action as completeAction, loader as completeLoader } from "~/routes/auth.complete";
import { action as confirmEmailAction } from "~/routes/auth.confirm-email";
import { loader as loginLoader } from "~/routes/login";
import { pendingSignIns, profiles, userIdentities, users } from "../../db/schema";
import { parseSettings } from "../../server/settings";
import { accountActions, SIGNUP } from "../support/account-actions";
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
    expect(location.origin).toBe(standIn.url);
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

    // Opened anywhere (a phone's mail app): the address is proven, then the same short form as a verified email.
    const phone = new Jar();
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
    const again = await call(confirmEmailAction, post("/auth/confirm-email", { token }, new Jar()));
    expect(again.headers.get("Location")).toBe("/login");
    expect(await test.db.select().from(users)).toHaveLength(1);
  });

  it("typing an address an account has answers the same, emails its holder a link instead, and makes nothing", async () => {
    await signUpAndVerify();
    const jar = new Jar();
    await signInWith("facebook", jar, { sub: "f-squatter", email: "" });
    const sent = await call(completeAction, post("/auth/complete", { email: SIGNUP.email }, jar));
    expect(sent.value.sent).toBe(PROVIDER_TEXTS.confirmEmailSent("ana@example.com"));
    expect(sent.headers.getSetCookie().map((cookie) => cookie.split("=")[0])).toEqual(["pending-sign-in"]);
    await test.settled();
    expect(test.outbox.at(-1)).toMatchObject({ to: "ana@example.com", subject: "Link Facebook to your Moneywise account" });
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

describe("an existing account", () => {
  beforeEach(() => signUpAndVerify());

  it("is never reached by a provider account claiming its email: only a pending link that the account must prove", async () => {
    for (const provider of ["google", "facebook"] as const) {
      const jar = new Jar();
      const result = await signInWith(provider, jar, { sub: `attacker-${provider}`, email: SIGNUP.email, emailVerified: true });
      expect(result.headers.get("Location")).toBe("/auth/link");
      expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith("session="))).toBe(false);
      expect(await sessionUser(jar)).toBeNull();
      const page = await call(linkLoader, get("/auth/link", jar));
      expect(page.value.pending).toEqual({ provider, email: "ana@example.com" });
    }
    expect(await test.db.select().from(userIdentities)).toHaveLength(0);
    expect((await test.db.select().from(pendingSignIns)).map((row) => row.kind)).toEqual(["link-existing", "link-existing"]);
  });

  it("links after proving itself with its password (a wrong one refused and counted), then signs in and tells the holder", async () => {
    const jar = new Jar();
    await signInWith("google", jar, { sub: "g-ana", email: SIGNUP.email, emailVerified: true });
    const wrong = await call(linkAction, post("/auth/link", { password: "Wrong-Password-1" }, jar));
    expect(wrong.status).toBe(401);
    expect(await test.db.select().from(userIdentities)).toHaveLength(0);

    const right = await call(linkAction, post("/auth/link", { password: SIGNUP.password }, jar));
    jar.apply(right.headers);
    expect(right.headers.get("Location")).toBe("/dashboard");
    expect((await toastOf(jar))?.title).toBe("Welcome back!");
    expect((await sessionUser(jar))?.email).toBe("ana@example.com");
    expect(await test.db.select({ subject: userIdentities.subject }).from(userIdentities)).toEqual([{ subject: "g-ana" }]);
    await test.settled();
    expect(test.outbox.at(-1)).toMatchObject({ to: "ana@example.com", subject: "Google was linked to your Moneywise account" });
    // The pending step is spent.
    expect((await call(linkAction, post("/auth/link", { password: SIGNUP.password }, jar))).headers.get("Location")).toBe("/login");
  });

  it("throttles the password proof like the sign-in form", async () => {
    const jar = new Jar();
    await signInWith("google", jar, { sub: "g-ana", email: SIGNUP.email, emailVerified: true });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await call(linkAction, post("/auth/link", { password: `Wrong-${attempt}` }, jar))).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  }, 20_000);

  it("links through a single-use link emailed to the account's address", async () => {
    const jar = new Jar();
    await signInWith("google", jar, { sub: "g-ana", email: SIGNUP.email, emailVerified: true });
    const sent = await call(linkAction, post("/auth/link", { intent: "email" }, jar));
    expect(sent.value.sent).toBe(PROVIDER_TEXTS.linkEmailSent("ana@example.com"));
    await test.settled();
    const mail = test.outbox.at(-1)!;
    expect(mail).toMatchObject({ to: "ana@example.com", subject: "Link Google to your Moneywise account" });
    const token = /auth\/link\/confirm\?token=([\w-]+)/.exec(mail.text)![1]!;
    expect((await call(confirmLinkLoader, get(`/auth/link/confirm?token=${token}`, new Jar()))).value.provider).toBe("google");
    expect(await test.db.select().from(userIdentities)).toHaveLength(0);

    const other = new Jar();
    const confirmed = await call(confirmLinkAction, post("/auth/link/confirm", { token }, other));
    other.apply(confirmed.headers);
    expect(confirmed.headers.get("Location")).toBe("/dashboard");
    expect((await sessionUser(other))?.email).toBe("ana@example.com");
    expect(await test.db.select({ subject: userIdentities.subject }).from(userIdentities)).toEqual([{ subject: "g-ana" }]);
    expect((await call(confirmLinkAction, post("/auth/link/confirm", { token }, new Jar()))).headers.get("Location")).toBe("/login");
  });

  it("links from Settings to the signed-in learner, and refuses an identity another account has", async () => {
    const jar = new Jar();
    const login = await call(
      (args) => import("~/routes/login").then((m) => m.action(args)),
      post("/login", { email: "ana@example.com", password: SIGNUP.password }, jar),
    );
    jar.apply(login.headers);
    const linked = await signInWith("facebook", jar, { sub: "f-ana", email: "" }, { form: { intent: "link" } });
    expect(linked.headers.get("Location")).toBe("/dashboard/settings");
    expect((await toastOf(jar))?.title).toBe("Facebook linked");
    expect(await test.db.select({ subject: userIdentities.subject }).from(userIdentities)).toEqual([{ subject: "f-ana" }]);

    await newGoogleAccount(new Jar(), { sub: "g-someone", email: "someone@example.com" });
    const refused = await signInWith("google", jar, { sub: "g-someone", email: "someone@example.com" }, { form: { intent: "link" } });
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
