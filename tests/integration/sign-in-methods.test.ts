/**
 * Settings → Sign-in methods (issue 24, item 3) against a real libSQL database: the page's reads, Unlink
 * and its rule (another way in must remain, checked by the deleting statement), Set a password through
 * the emailed link, and the mail each change sends.
 */
import type { Client } from "@libsql/client";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { action as settingsAction, loader as settingsLoader } from "~/routes/dashboard.settings";
import { action as resetAction } from "~/routes/reset-password_.new";
import { NO_PASSWORD } from "~/features/sign-in-providers/domain/password-state";
import { PROVIDERS, type Provider } from "~/features/sign-in-providers/domain/providers";
import { SIGN_IN_METHODS_TEXTS } from "~/features/sign-in-providers/settings/sign-in-methods-texts";
import { createSession } from "~/lib/services/auth/session.server";
import { createDatabase } from "../../db/client";
import { IDENTITY_PROVIDERS, userIdentities, users } from "../../db/schema";
import { accountActions, formRequest } from "../support/account-actions";
import { createTestDatabase, TEST_SETTINGS } from "../support/database";
import { routeResult } from "../support/route-result";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

const { call, logIn } = accountActions(
  () => test.requestContext(),
  () => test.outbox,
);

const LINKED_AT = { google: new Date("2026-03-15T12:00:00Z"), facebook: new Date("2026-04-01T08:30:00Z") };

/** A confirmed account (with a password, or made through a provider: "!"), its linked identities, and a live session. */
async function account({ password, identities, email = "ana@example.com" }: { password: boolean; identities: Provider[]; email?: string }) {
  const id = crypto.randomUUID();
  await test.db.insert(users).values({ id, email, passwordHash: password ? "unused" : NO_PASSWORD, country: "CA", emailVerifiedAt: new Date() });
  for (const provider of identities) {
    await test.db
      .insert(userIdentities)
      .values({ provider, subject: `${provider}-${id}`, userId: id, email: `${provider}@${email}`, linkedAt: LINKED_AT[provider] });
  }
  const cookie = (await createSession(test.context, id, { persistent: false })).split(";")[0]!;
  return { id, email, cookie };
}

const post = (cookie: string, body: Record<string, string>) =>
  call(settingsAction, formRequest("/dashboard/settings", body, cookie)).then(routeResult);
const linkedProviders = async (userId: string) =>
  (await test.db.select().from(userIdentities).where(eq(userIdentities.userId, userId))).map((row) => row.provider).sort();
const mailTo = async (to: string) => {
  await test.settled();
  return test.outbox.filter((message) => message.to === to);
};

/** The client with a few milliseconds before each round trip, as a network would add. */
function withLatency(client: Client): Client {
  const later = <T>(run: () => Promise<T>) => new Promise((resolve) => setTimeout(resolve, 5)).then(run);
  return new Proxy(client, {
    get(target, property) {
      if (property === "execute") return (...args: Parameters<Client["execute"]>) => later(() => target.execute(...args));
      if (property === "batch") return (...args: Parameters<Client["batch"]>) => later(() => target.batch(...args));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Providers with credentials, as the provider sign-in core's settings give them (server/settings.ts `signInProviders`). */
function configure(signInProviders: Record<Provider, object | null>) {
  test.context.settings = Object.assign({}, TEST_SETTINGS, { signInProviders });
}

/** The settings page's loaders, side by side with one load context, as Remix runs them. */
async function loadSettingsPage(cookie: string) {
  const context = test.requestContext();
  test.roundTrips.count = 0;
  const request = () => new Request("http://localhost/dashboard/settings", { headers: { Cookie: cookie } });
  const [, , page] = await Promise.all([
    rootLoader({ request: request(), params: {}, context }),
    dashboardLoader({ request: request(), params: {}, context }),
    settingsLoader({ request: request(), params: {}, context }),
  ]);
  return { page, roundTrips: test.roundTrips.count };
}

describe("the Sign-in methods section", () => {
  it("names the same providers as the schema", () => {
    expect(PROVIDERS).toEqual(IDENTITY_PROVIDERS);
  });

  it("lists the password and each linked provider with its date, in the session's one round trip", async () => {
    configure({ google: { clientId: "g" }, facebook: { appId: "f" } });
    const { cookie } = await account({ password: true, identities: ["facebook", "google"] });
    const { page, roundTrips } = await loadSettingsPage(cookie);
    expect(roundTrips).toBe(1);
    expect(page.signInMethods).toEqual({
      hasPassword: true,
      linked: [
        { provider: "google", name: "Google", email: "google@ana@example.com", linkedAt: "2026-03-15T12:00:00.000Z", canUnlink: true },
        { provider: "facebook", name: "Facebook", email: "facebook@ana@example.com", linkedAt: "2026-04-01T08:30:00.000Z", canUnlink: true },
      ],
      linkable: [],
    });
  });

  it("offers Link buttons only for configured providers not linked yet", async () => {
    const { cookie } = await account({ password: true, identities: [] });
    expect((await loadSettingsPage(cookie)).page.signInMethods.linkable).toEqual([]);
    configure({ google: null, facebook: { appId: "f" } });
    expect((await loadSettingsPage(cookie)).page.signInMethods.linkable).toEqual([{ provider: "facebook", name: "Facebook" }]);
    configure({ google: { clientId: "g" }, facebook: { appId: "f" } });
    expect((await loadSettingsPage(cookie)).page.signInMethods.linkable.map((p: { provider: string }) => p.provider)).toEqual([
      "google",
      "facebook",
    ]);
  });

  it("says an account made through a provider has no password, and its only identity cannot be unlinked", async () => {
    const { cookie } = await account({ password: false, identities: ["google"] });
    const { page } = await loadSettingsPage(cookie);
    expect(page.signInMethods.hasPassword).toBe(false);
    expect(page.signInMethods.linked).toMatchObject([{ provider: "google", canUnlink: false }]);
  });

  it("is only for a signed-in learner", async () => {
    const thrown = await call(settingsAction, formRequest("/dashboard/settings", { intent: "unlink", provider: "google" })).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard%2Fsettings");
  });
});

describe("Unlink", () => {
  it("unlinks while a password remains, and emails the account holder", async () => {
    const { id, email, cookie } = await account({ password: true, identities: ["google"] });
    const result = await post(cookie, { intent: "unlink", provider: "google" });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/dashboard/settings");
    expect(await linkedProviders(id)).toEqual([]);
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe("Google was unlinked from your Moneywise account");
    expect(mail!.text).toContain("http://localhost:3000/reset-password");
  });

  it("unlinks one of two providers of an account without a password", async () => {
    const { id, cookie } = await account({ password: false, identities: ["google", "facebook"] });
    expect((await post(cookie, { intent: "unlink", provider: "facebook" })).status).toBe(302);
    expect(await linkedProviders(id)).toEqual(["google"]);
  });

  it("refuses to unlink the only way in, says why, and sends nothing", async () => {
    const { id, email, cookie } = await account({ password: false, identities: ["google"] });
    const result = await post(cookie, { intent: "unlink", provider: "google" });
    expect(result.status).toBe(409);
    expect(result.value).toMatchObject({ intent: "sign-in-methods", errors: { form: SIGN_IN_METHODS_TEXTS.lastWayIn("Google") } });
    expect(await linkedProviders(id)).toEqual(["google"]);
    expect(await mailTo(email)).toEqual([]);
  });

  it("of two concurrent unlinks of a password-less account's last two providers, exactly one succeeds", async () => {
    const { id, email, cookie } = await account({ password: false, identities: ["google", "facebook"] });
    // Over a network (Turso) two requests' statements interleave; the embedded file runs each at once.
    // A few milliseconds before each makes them interleave here too, so a check read before the delete
    // would let both unlinks through.
    const overNetwork = (): AppLoadContext => ({ ...test.requestContext(), db: createDatabase(withLatency(test.client), test.roundTrips) });
    const unlink = (provider: Provider) =>
      settingsAction({
        request: formRequest("/dashboard/settings", { intent: "unlink", provider }, cookie),
        params: {},
        context: overNetwork(),
      }).then(routeResult);
    const results = await Promise.all([unlink("google"), unlink("facebook")]);
    expect(results.map((result) => result.status).sort()).toEqual([302, 409]);
    expect(await linkedProviders(id)).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("refuses a provider that is not linked, another learner's identity, and anything that is not a provider, with a sentence", async () => {
    const other = await account({ password: true, identities: ["google"], email: "bo@example.com" });
    const { cookie } = await account({ password: true, identities: [] });
    const notLinked = await post(cookie, { intent: "unlink", provider: "google" });
    expect(notLinked.status).toBe(409);
    expect(notLinked.value.errors.form).toBe(SIGN_IN_METHODS_TEXTS.notLinked("Google"));
    expect(await linkedProviders(other.id)).toEqual(["google"]);
    for (const body of [
      { intent: "unlink" } as Record<string, string>,
      { intent: "unlink", provider: "github" },
      { intent: "unlink", provider: "g".repeat(5000) },
    ]) {
      const refused = await post(cookie, body);
      expect(refused.status).toBe(400);
      expect(refused.value.errors.form).toBe("Choose a linked sign-in method to unlink.");
    }
  });
});

describe("Set a password", () => {
  it("emails the reset link to an account without a password, and the password chosen there signs in", async () => {
    const { id, email, cookie } = await account({ password: false, identities: ["google"] });
    const requested = await post(cookie, { intent: "set-password" });
    expect(requested.status).toBe(302);
    expect(requested.headers.get("Location")).toBe("/dashboard/settings");
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe("Set a password for your Moneywise account");
    const token = /\/reset-password\/new\?token=([\w-]+)/.exec(mail!.text)![1]!;

    const set = routeResult(
      await call(resetAction, formRequest("/reset-password/new", { token, password: "Brand-New-2027", confirmPassword: "Brand-New-2027" })),
    );
    expect(set.headers.get("Location")).toBe("/login");
    expect((await test.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash).toMatch(/^scrypt\$/);
    const signedIn = await logIn("Brand-New-2027");
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/dashboard");
    // With a password, the provider may now go.
    const { cookie: again } = {
      cookie: signedIn.headers
        .getSetCookie()
        .find((c) => c.startsWith("session="))!
        .split(";")[0]!,
    };
    expect((await post(again, { intent: "unlink", provider: "google" })).status).toBe(302);
  });

  it("is refused, with a sentence and no mail, for an account that has a password", async () => {
    const { email, cookie } = await account({ password: true, identities: [] });
    const result = await post(cookie, { intent: "set-password" });
    expect(result.status).toBe(409);
    expect(result.value.errors.form).toBe(SIGN_IN_METHODS_TEXTS.alreadyHasPassword);
    expect(await mailTo(email)).toEqual([]);
  });

  it("sends at most three links an hour to one inbox", async () => {
    const { email, cookie } = await account({ password: false, identities: ["google"] });
    const statuses: number[] = [];
    for (let tries = 0; tries < 4; tries += 1) statuses.push((await post(cookie, { intent: "set-password" })).status);
    expect(statuses).toEqual([302, 302, 302, 429]);
    expect(await mailTo(email)).toHaveLength(3);
  });
});
