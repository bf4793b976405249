import { describe, expect, it } from "vitest";
import { MAX_PASSWORD_COST, PRODUCTION_PASSWORD_COST } from "../app/lib/services/password.server";
import { nodeEnvironment } from "./node-env";
import { parseSettings, SettingsError } from "./settings";

const valid = {
  TURSO_DATABASE_URL: "file:.data/app.db",
  SESSION_SECRET: "x".repeat(32),
  SITE_URL: "http://localhost:3000",
};

describe("parseSettings", () => {
  it("accepts file, libsql and https database URLs", () => {
    for (const url of ["file:.data/app.db", "libsql://db-org.turso.io", "https://db-org.turso.io"]) {
      expect(parseSettings({ ...valid, TURSO_DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it("turns secure cookies on for an https site and off for local http", () => {
    expect(parseSettings(valid).secureCookies).toBe(false);
    expect(parseSettings({ ...valid, SITE_URL: "https://moneywise.example" }).secureCookies).toBe(true);
  });

  it("treats an empty auth token as none", () => {
    expect(parseSettings({ ...valid, TURSO_AUTH_TOKEN: "" }).databaseAuthToken).toBeUndefined();
    expect(parseSettings({ ...valid, TURSO_AUTH_TOKEN: "tok" }).databaseAuthToken).toBe("tok");
  });

  it("hashes passwords at the production cost unless told otherwise, and no setting exceeds what production Workers accept", () => {
    expect(parseSettings(valid).passwordCost).toBe(PRODUCTION_PASSWORD_COST);
    expect(parseSettings({ ...valid, PASSWORD_HASH_COST: "4" }).passwordCost).toBe(4);
    expect(() => parseSettings({ ...valid, PASSWORD_HASH_COST: String(MAX_PASSWORD_COST + 1) })).toThrow(/PASSWORD_HASH_COST/);
  });

  it("takes test payments only when told to on a Worker, and by default on Node without a Stripe key", () => {
    const provider = (env: Record<string, string>) => parseSettings({ ...valid, ...env }).payments.provider;
    // A Worker's settings are its vars and secrets as they are.
    expect(provider({})).toBeNull();
    expect(provider({ STRIPE_WEBHOOK_SECRET: "whsec_x" })).toBeNull();
    expect(provider({ PAYMENTS: "local" })).toBe("local");
    expect(provider({ STRIPE_SECRET_KEY: "sk_test_x" })).toBe("stripe");
    expect(provider({ STRIPE_SECRET_KEY: "sk_test_x", PAYMENTS: "local" })).toBe("local");
    expect(provider({ PAYMENTS: "stripe" })).toBeNull();
    // The Node server fills in its defaults first.
    expect(provider(nodeEnvironment({ ...valid }) as Record<string, string>)).toBe("local");
    expect(provider(nodeEnvironment({ ...valid, STRIPE_SECRET_KEY: "sk_test_x" }) as Record<string, string>)).toBe("stripe");
  });

  it("names every problem in one clear error", () => {
    expect(() => parseSettings({ TURSO_DATABASE_URL: "postgres://x", SESSION_SECRET: "short" })).toThrowError(SettingsError);
    try {
      parseSettings({ TURSO_DATABASE_URL: "postgres://x", SESSION_SECRET: "short" });
    } catch (error) {
      expect(String(error)).toMatch(/TURSO_DATABASE_URL/);
      expect(String(error)).toMatch(/SESSION_SECRET/);
      expect(String(error)).toMatch(/SITE_URL/);
    }
  });
});
