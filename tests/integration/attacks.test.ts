/**
 * The security review's attacks (issue 11), replayed over HTTP against the real Node server with its
 * production settings (no SERVER_TIMING, production password cost). Needs `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword, PRODUCTION_PASSWORD_COST } from "~/lib/services/password.server";
import { rateLimits } from "../../db/schema";
import { openScriptDatabase } from "../../scripts/database";
import { SWEEP_INTERVAL_MS } from "../../server/node";
import { fastest, startAttackServer, timed, until } from "../support/attack-server";

let site: Awaited<ReturnType<typeof startAttackServer>>;
beforeAll(async () => {
  // Behind a proxy, so a test can speak for many addresses (as an attacker with many would).
  site = await startAttackServer({ TRUST_PROXY: "true" });
}, 60_000);
afterAll(() => site.close());

let address = 0;
/** A client address nobody else in this file uses, so per-IP limits do not mix tests. */
const fromNewAddress = () => ({ "X-Forwarded-For": `198.51.${(++address >> 8) & 255}.${address & 255}` });

describe("enumeration through headers (finding 1)", () => {
  it("sends no Server-Timing unless SERVER_TIMING=true", async () => {
    const known = await site.signedIn("timing-known@example.com");
    expect(known).toMatch(/session=/);
    for (const response of [
      await site.raw("/"),
      await site.post("/reset-password", { email: "timing-known@example.com" }, fromNewAddress()),
      await site.post("/reset-password", { email: "timing-unknown@example.com" }, fromNewAddress()),
      await site.post("/login", { intent: "resend", email: "timing-unknown@example.com" }, fromNewAddress()),
    ]) {
      expect(response.status).toBeLessThan(500);
      expect(response.headers["server-timing"]).toBeUndefined();
    }
  });
});

describe("bounded password hashing (finding 3)", () => {
  it("64 concurrent posts of bogus reset links leave a cheap page fast", async () => {
    // A static file: on Node it is read through the same thread pool that scrypt runs on.
    const cheapPage = () => timed(() => site.raw("/favicon.svg"));
    // The yardstick, measured now on this machine: one password hash at the production cost.
    const oneHash = await fastest(2, () => hashPassword("Brand-New-2027", PRODUCTION_PASSWORD_COST));

    const received = site.requestsReceived();
    const flood = Promise.all(
      Array.from({ length: 64 }, (_, index) =>
        site.post(
          "/reset-password/new",
          { token: `bogus-${index}`, password: "Brand-New-2027", confirmPassword: "Brand-New-2027" },
          fromNewAddress(),
        ),
      ),
    );
    // Measured once the server holds every post, however long a busy machine takes to send them.
    await until(() => site.requestsReceived() >= received + 64);
    const during = [await cheapPage(), await cheapPage(), await cheapPage()].sort((a, b) => a - b);
    const answers = await flood;

    expect(answers.every((answer) => answer.status === 302 && answer.headers.location === "/reset-password")).toBe(true);
    // Hashing 64 passwords before checking the links held every request up for about 16 hashes (4
    // threads for 64); the median of three leaves room for one hiccup of a busy machine.
    expect(during[1]).toBeLessThan(3 * oneHash);
  }, 60_000);
});

describe("request bodies (finding 5)", () => {
  it("refuses a form body over 256 KiB with 413 before reading it", async () => {
    // Declares 200 MB and sends a few bytes: the answer must come without waiting for the rest.
    const declared = await site.raw("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(200 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);
    const chunked = await site.raw("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `email=a%40b.c&password=${"x".repeat(300 * 1024)}`,
      chunked: true,
    });
    expect(chunked.status).toBe(413);
    const fits = await site.post(
      "/login",
      { email: "nobody@example.com", password: "x".repeat(100), pad: "y".repeat(200 * 1024) },
      fromNewAddress(),
    );
    expect(fits.status).toBe(401);
  });

  it("gives the Stripe webhook its own, larger limit", async () => {
    const event = JSON.stringify({ id: "evt_1", padding: "x".repeat(200 * 1024) });
    const large = await site.raw("/webhooks/stripe", { method: "POST", headers: { "Content-Type": "application/json" }, body: event });
    expect(large.status).not.toBe(413);
    const tooLarge = await site.raw("/webhooks/stripe", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(300 * 1024) },
    });
    expect(tooLarge.status).toBe(413);
  });
});

describe("malformed cookies (finding 6)", () => {
  it.each(["toast=a", "session=a", "session=a.b", "__Host-session=x", "currency=%E0%A4%A", "device=junk", "toast=%E0%A4%A; session=%"])(
    "treats %s as absent, answers the page and deletes the cookie",
    async (cookie) => {
      const response = await site.raw("/courses", { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      const name = cookie.split("=")[0]!;
      // (Over http the site's cookies have no prefix, so a __Host- one is not ours to delete.)
      if (name !== "__Host-session") expect(response.cookies).toContain(`${name}=`);
    },
  );
});

describe("the request's origin on Node (finding 8)", () => {
  it("never takes the host from the request line, so a cross-site POST stays cross-site", async () => {
    const cookie = await site.signedIn("origin@example.com");
    for (const target of ["//evil.example/logout", "http://evil.example/logout"]) {
      const response = await site.raw(target, { method: "POST", headers: { Cookie: cookie, Origin: "http://evil.example" } });
      expect(response.status).toBe(403);
    }
    // Still signed in: the forged sign-out did nothing.
    const dashboard = await site.raw("/dashboard", { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(200);
  });

  it("answers an absolute-form request for this site as usual", async () => {
    const response = await site.raw("http://moneywise.test/courses");
    expect(response.status).toBe(200);
  });
});

describe("odd input (finding 9)", () => {
  it("percent-encodes a redirect target that cannot go in a Location header as it is", async () => {
    const cookie = await site.signedIn("odd-logout@example.com");
    const response = await site.post("/logout", { redirectTo: "/\u3000" }, { Cookie: cookie });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/%E3%80%80");
  });

  it.each([
    // Signed in, the sign-in page offers to continue there (a link, not a Location header).
    ["a redirect target that is not ASCII", "/login?redirectTo=/%E3%80%80", [200]],
    ["a path of //", "//", [200, 404]],
    ["a path that is not valid percent-encoding", "/%E0%A4%A", [400]],
    ["a static-looking path with bad encoding", "/build/%E0%A4%A.js", [400]],
  ])("%s answers without a 500 and logs at most one line", async (_name, target, statuses) => {
    const cookie = await site.signedIn("odd@example.com");
    const logged = [vi.spyOn(console, "error").mockImplementation(() => {}), vi.spyOn(console, "warn").mockImplementation(() => {})];
    try {
      const response = await site.raw(target, { headers: { Cookie: cookie } });
      expect(statuses).toContain(response.status);
      const lines = logged.flatMap((spy) => spy.mock.calls.map((args) => args.map(String).join(" ")));
      expect(lines.length).toBeLessThanOrEqual(1);
      expect(lines.join("")).not.toContain("\n");
    } finally {
      logged.forEach((spy) => spy.mockRestore());
    }
  });
});

describe("a static file asked for in part (a video player seeking)", () => {
  it("answers one range with 206 and those bytes, and a range past the end with 416", async () => {
    const whole = await site.raw("/favicon.svg");
    const part = await site.raw("/favicon.svg", { headers: { Range: "bytes=0-9" } });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-9/${whole.body.length}`);
    expect(part.body).toBe(whole.body.slice(0, 10));
    const past = await site.raw("/favicon.svg", { headers: { Range: `bytes=${whole.body.length}-` } });
    expect(past.status).toBe(416);
  });
});

describe("methods the Fetch API cannot carry (finding 9)", () => {
  it.each(["/", "/login", "/favicon.svg"])("answers TRACE %s with 405 and logs nothing", async (target) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await site.raw(target, { method: "TRACE" });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});

describe("cache headers (finding 10)", () => {
  it("makes signed-in data requests private, like the HTML", async () => {
    const cookie = await site.signedIn("cache@example.com");
    for (const target of ["/dashboard/settings.data?_routes=routes%2Fdashboard.settings", "/dashboard/settings.data", "/dashboard/settings"]) {
      const response = await site.raw(target, { headers: { Cookie: cookie } });
      expect(response.status, target).toBe(200);
      expect(response.headers["cache-control"], target).toBe("private, no-store");
    }
  });

  it("never lets a page with a token in its address be stored, cookies or not", async () => {
    const targets = ["/reset-password/new?token=abc", "/verify-email?token=abc", "/verify-email.data?token=abc"];
    // Routes match other spellings of the same path too.
    const spellings = [
      "/reset-password/new/?token=abc",
      "/RESET-PASSWORD/New?token=abc",
      "/reset-password/new/.data?token=abc",
      "/Verify-Email.data?token=abc",
    ];
    for (const target of [...targets, ...spellings]) {
      const response = await site.raw(target);
      expect(response.status, target).toBe(200);
      expect(response.headers["cache-control"], target).toBe("private, no-store");
    }
  });
});

describe("sweeping on Node (finding 12)", () => {
  it("deletes finished rate-limit windows on the server's own timer, and keeps live ones", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const sweeping = await startAttackServer();
    const { client, db } = await openScriptDatabase(sweeping.databaseUrl);
    try {
      await db.insert(rateLimits).values([
        { key: "login-ip:finished", windowStart: Date.now() - 2 * 86_400_000, count: 3 },
        { key: "login-ip:live", windowStart: Date.now(), count: 3 },
      ]);
      const keys = async () => (await db.select().from(rateLimits)).map((row) => row.key);
      await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS - 1000);
      expect(await keys()).toContain("login-ip:finished");
      await vi.advanceTimersByTimeAsync(1000);
      // The sweep's batch runs on real I/O: wait for it.
      for (let waited = 0; waited < 5000 && (await keys()).length > 1; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await keys()).toEqual(["login-ip:live"]);
    } finally {
      client.close();
      await sweeping.close();
      vi.useRealTimers();
    }
  });
});
