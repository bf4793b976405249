/**
 * Which provider takes payments, as the Node server starts with `npm start`'s defaults (issue 19): the
 * test checkout only when asked for or on a site nobody else can reach, a refusal naming the setting
 * instead of a silent fallback, a log line saying which provider runs, and a CSP whose form-action
 * names Stripe's hosted pages only when Stripe takes payments. Needs `npm run build` first.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startNodeServer } from "../../server/node";
import { nodeEnvironment } from "../../server/node-env";
import { SettingsError } from "../../server/settings";

let dir: string;
let server: Server | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "moneywise-provider-"));
});
afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the Node server as `npm start` would, with these settings on top of its defaults. */
async function start(env: Record<string, string>) {
  server = await startNodeServer({
    port: 0,
    env: nodeEnvironment({
      TURSO_DATABASE_URL: `file:${path.join(dir, "app.db")}`,
      SESSION_SECRET: "provider-secret-provider-secret-provider",
      MAIL_OUTBOX_DIR: path.join(dir, "mail"),
      ...env,
    }),
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const formAction = async (origin: string) =>
  /form-action [^;]+/.exec((await fetch(`${origin}/privacy`)).headers.get("Content-Security-Policy") ?? "")?.[0];

describe("the Node server refuses to start", () => {
  it("on a public site without MAIL_API_URL, unless MAIL_OUTBOX_DIR keeps mail local on purpose: sign-in links would be in its log", async () => {
    const env = {
      TURSO_DATABASE_URL: `file:${path.join(dir, "app.db")}`,
      SESSION_SECRET: "provider-secret-provider-secret-provider",
      SITE_URL: "https://moneywise.example",
      STRIPE_SECRET_KEY: "sk_test_unused",
    };
    const refused = startNodeServer({ port: 0, env });
    await expect(refused).rejects.toThrowError(SettingsError);
    await expect(refused).rejects.toThrow(/MAIL_API_URL is not set.+set MAIL_API_URL, or MAIL_OUTBOX_DIR/);
    expect(await start({ SITE_URL: "https://moneywise.example", STRIPE_SECRET_KEY: "sk_test_unused" })).toMatch(/^http:\/\/127\.0\.0\.1:/);
  });

  it("on an https site with neither a Stripe key nor PAYMENTS=local, naming the setting", async () => {
    const refused = start({ SITE_URL: "https://moneywise.example" });
    await expect(refused).rejects.toThrowError(SettingsError);
    await expect(refused).rejects.toThrow(/STRIPE_SECRET_KEY is not set.+set STRIPE_SECRET_KEY, or PAYMENTS=local/);
  });

  it("when PAYMENTS=local meets a live Stripe key", async () => {
    await expect(start({ PAYMENTS: "local", STRIPE_SECRET_KEY: "sk_live_x" })).rejects.toThrow(
      /PAYMENTS=local .+STRIPE_SECRET_KEY is a live key/,
    );
  });
});

describe("at start-up the Node server says which provider takes payments", () => {
  it("the test checkout on its own loopback site, where forms lead only to the site itself", async () => {
    const logged = vi.spyOn(console, "log");
    const origin = await start({});
    expect(logged).toHaveBeenCalledWith("Payments: the local test checkout (PAYMENTS=local): nothing is charged.");
    expect(await formAction(origin)).toBe("form-action 'self'");
  });

  it("Stripe with a key, where forms may lead to Stripe Checkout and the Billing Portal", async () => {
    const logged = vi.spyOn(console, "log");
    const origin = await start({ STRIPE_SECRET_KEY: "sk_test_x" });
    expect(logged).toHaveBeenCalledWith("Payments: Stripe, with a test key: no card is charged.");
    expect(await formAction(origin)).toBe("form-action 'self' https://checkout.stripe.com https://billing.stripe.com");
  });

  it("none on an http site others reach, given neither", async () => {
    const logged = vi.spyOn(console, "log");
    const origin = await start({ SITE_URL: "http://moneywise.test" });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Payments: none.+Set STRIPE_SECRET_KEY, or PAYMENTS=local/));
    expect(await formAction(origin)).toBe("form-action 'self'");
  });
});

describe("where the Node server listens", () => {
  it("on a loopback site, which takes test payments and keeps mail on disk: only on this machine's loopback", async () => {
    const origin = await start({});
    expect((server!.address() as AddressInfo).address).toBe("127.0.0.1");
    expect((await fetch(`${origin}/privacy`)).status).toBe(200);
  });

  it("on every interface for a site others reach, and on LISTEN_HOST when it is set", async () => {
    await start({ SITE_URL: "http://moneywise.test" });
    // Both families where the host has IPv6, IPv4's where it has not.
    expect(["::", "0.0.0.0"]).toContain((server!.address() as AddressInfo).address);
    server!.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    await start({ LISTEN_HOST: "0.0.0.0" });
    expect((server!.address() as AddressInfo).address).toBe("0.0.0.0");
  });
});

describe("a Worker (settings read per request) answers 500 and logs the setting", () => {
  it("on an https site with neither a Stripe key nor PAYMENTS=local, and for PAYMENTS=local beside a live key", async () => {
    const { default: worker } = await import("../../server/worker");
    // Workers' default cache; a request with a cookie never reaches it.
    vi.stubGlobal("caches", { default: {} });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const base = {
      TURSO_DATABASE_URL: "http://127.0.0.1:9",
      SESSION_SECRET: "worker-secret-worker-secret-worker-secret",
      SITE_URL: "https://moneywise.example",
    };
    for (const [env, setting] of [
      [base, /STRIPE_SECRET_KEY is not set/],
      [{ ...base, PAYMENTS: "local", STRIPE_SECRET_KEY: "sk_live_x" }, /PAYMENTS=local .+STRIPE_SECRET_KEY is a live key/],
    ] as const) {
      const response = await worker.fetch(new Request("https://moneywise.example/privacy", { headers: { Cookie: "currency=CAD" } }), env, {
        waitUntil: () => {},
      } as unknown as ExecutionContext);
      expect(response.status).toBe(500);
      expect(logged).toHaveBeenLastCalledWith(expect.stringMatching(setting));
    }
    vi.unstubAllGlobals();
  });
});
