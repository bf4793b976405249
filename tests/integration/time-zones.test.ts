import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action as signupAction } from "~/routes/signup";
import { action as profileAction, loader as profileLoader } from "~/routes/dashboard.profile";
import { profiles, users } from "../../db/schema";
import { accountActions, cookieOf, formRequest, SIGNUP } from "../support/account-actions";
import { routeResult } from "../support/route-result";
import { createTestDatabase } from "../support/database";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

const { call, signUpAndVerify, logIn } = accountActions(
  () => test.requestContext(),
  () => test.outbox,
);

const storedZone = async () => (await test.db.select({ timeZone: users.timeZone }).from(users))[0]?.timeZone;

describe("the zone a new account starts with", () => {
  it.each([
    ["the browser's, from the hidden field", "America/St_Johns", "America/Vancouver", "America/St_Johns"],
    ["Cloudflare's when the browser sent none (no JavaScript, on Workers)", "", "America/Vancouver", "America/Vancouver"],
    ["Cloudflare's when the browser's is not a zone", "Mars/Olympus", "America/Phoenix", "America/Phoenix"],
    ["Toronto when nothing says (no JavaScript, on Node)", "", null, "America/Toronto"],
    ["the runtime's spelling of an old alias", "US/Eastern", null, "America/New_York"],
    ["a traveller's zone outside the list, as it is", "Europe/Paris", null, "Europe/Paris"],
  ])("is %s", async (_case, posted, cloudflare, expected) => {
    test.context.requestTimeZone = cloudflare;
    const result = routeResult(await call(signupAction, formRequest("/signup", { ...SIGNUP, timeZone: posted })));
    expect(result.status).toBe(302);
    expect(await storedZone()).toBe(expected);
  });
});

describe("Profile's time zone", () => {
  async function signedIn(zone = "America/St_Johns") {
    await signUpAndVerify({ ...SIGNUP, timeZone: zone });
    return cookieOf((await logIn()).headers);
  }
  const save = (cookie: string, fields: Record<string, string>) =>
    call(profileAction, formRequest("/dashboard/profile", { firstName: "Ana", lastName: "Lopez", ...fields }, cookie));
  const profilePage = (cookie: string) =>
    call(profileLoader, new Request("http://localhost/dashboard/profile", { headers: { Cookie: cookie } }));

  it("is shown on the page and saved with the names in one go, with a toast naming it", async () => {
    const cookie = await signedIn();
    expect(await profilePage(cookie)).toMatchObject({ timeZone: "America/St_Johns" });
    const result = routeResult(await save(cookie, { timeZone: "America/Phoenix", firstName: "Anabel" }));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/dashboard/profile");
    expect(result.headers.get("Set-Cookie")).toBeTruthy();
    expect(await storedZone()).toBe("America/Phoenix");
    expect((await test.db.select().from(profiles))[0]).toMatchObject({ firstName: "Anabel" });
    expect(await profilePage(cookie)).toMatchObject({ timeZone: "America/Phoenix" });
  });

  it.each([
    ["not a zone", "Mars/Olympus"],
    ["a script", "America/Toronto<script>"],
    ["empty", ""],
    ["a real zone the list does not offer", "Europe/Paris"],
  ])("refuses a zone that is %s with a message, keeps what was typed and saves nothing", async (_case, timeZone) => {
    const cookie = await signedIn();
    const result = routeResult(await save(cookie, { timeZone, firstName: "Changed" }));
    expect(result.status).toBe(400);
    expect(result.value.errors.timeZone).toBe("Choose your time zone from the list.");
    expect(result.value.values).toMatchObject({ firstName: "Changed", timeZone: timeZone.slice(0, 64) });
    expect(await storedZone()).toBe("America/St_Johns");
    expect((await test.db.select().from(profiles))[0]).toMatchObject({ firstName: "Ana" });
  });

  it("keeps a zone from outside the list that the learner already has when they save their names", async () => {
    const cookie = await signedIn("Europe/Paris");
    expect(routeResult(await save(cookie, { timeZone: "Europe/Paris", firstName: "Anabel" })).status).toBe(302);
    expect(await storedZone()).toBe("Europe/Paris");
    expect(routeResult(await save(cookie, { timeZone: "America/Toronto" })).status).toBe(302);
    expect(routeResult(await save(cookie, { timeZone: "Europe/Paris" })).status).toBe(400);
    expect(await storedZone()).toBe("America/Toronto");
  });

  it("changes only the signed-in learner's own zone", async () => {
    await signUpAndVerify({ ...SIGNUP, email: "bea@example.com", timeZone: "America/Halifax" });
    const cookie = await signedIn();
    await save(cookie, { timeZone: "America/Vancouver" });
    const zones = await test.db.select({ email: users.email, timeZone: users.timeZone }).from(users);
    expect(zones.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: "ana@example.com", timeZone: "America/Vancouver" },
      { email: "bea@example.com", timeZone: "America/Halifax" },
    ]);
  });
});
