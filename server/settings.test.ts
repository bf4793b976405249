import { describe, expect, it } from "vitest";
import { MAX_PASSWORD_COST, PRODUCTION_PASSWORD_COST } from "~/lib/services/password.server";
import { listenAddress, nodeEnvironment, reachNotice } from "./node-env";
import { parseSettings, SELLER_PLACEHOLDERS, SettingsError, signInProviderOrigins } from "./settings";

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
    expect(parseSettings({ ...valid, SITE_URL: "https://moneywise.example", STRIPE_SECRET_KEY: "sk_test_x" }).secureCookies).toBe(true);
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

  describe("sign-in providers", () => {
    it("configures a provider only when both its id and its secret are set", () => {
      expect(parseSettings(valid).signInProviders).toEqual({ google: null, facebook: null });
      expect(parseSettings({ ...valid, GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "" }).signInProviders.google).toBeNull();
      expect(parseSettings({ ...valid, GOOGLE_CLIENT_SECRET: "secret" }).signInProviders.google).toBeNull();
      expect(parseSettings({ ...valid, FACEBOOK_APP_ID: "id" }).signInProviders.facebook).toBeNull();
      expect(parseSettings({ ...valid, FACEBOOK_APP_SECRET: "secret" }).signInProviders.facebook).toBeNull();
    });

    it("uses Google's and Facebook's own endpoints unless told otherwise", () => {
      const { google, facebook } = parseSettings({
        ...valid,
        GOOGLE_CLIENT_ID: "g-id",
        GOOGLE_CLIENT_SECRET: "g-secret",
        FACEBOOK_APP_ID: "f-id",
        FACEBOOK_APP_SECRET: "f-secret",
      }).signInProviders;
      expect(google).toEqual({ clientId: "g-id", clientSecret: "g-secret", issuer: "https://accounts.google.com" });
      expect(facebook).toEqual({
        appId: "f-id",
        appSecret: "f-secret",
        dialogUrl: "https://www.facebook.com/v23.0/dialog/oauth",
        graphUrl: "https://graph.facebook.com/v23.0",
      });
    });

    it("points at a stand-in when told to, and refuses endpoints that are not URLs", () => {
      const { google, facebook } = parseSettings({
        ...valid,
        GOOGLE_CLIENT_ID: "g-id",
        GOOGLE_CLIENT_SECRET: "g-secret",
        GOOGLE_ISSUER: "http://127.0.0.1:3904/",
        FACEBOOK_APP_ID: "f-id",
        FACEBOOK_APP_SECRET: "f-secret",
        FACEBOOK_DIALOG_URL: "http://127.0.0.1:3904/dialog/oauth",
        FACEBOOK_GRAPH_URL: "http://127.0.0.1:3904/",
      }).signInProviders;
      expect(google!.issuer).toBe("http://127.0.0.1:3904");
      expect(facebook).toMatchObject({ dialogUrl: "http://127.0.0.1:3904/dialog/oauth", graphUrl: "http://127.0.0.1:3904" });
      expect(() => parseSettings({ ...valid, GOOGLE_ISSUER: "accounts.google.com" })).toThrow(/GOOGLE_ISSUER/);
      expect(() => parseSettings({ ...valid, FACEBOOK_GRAPH_URL: "graph" })).toThrow(/FACEBOOK_GRAPH_URL/);
    });

    it("lets the sign-in forms lead to each configured provider's consent page (CSP form-action), and only those", () => {
      expect(signInProviderOrigins(parseSettings(valid))).toEqual([]);
      const both = { GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "s", FACEBOOK_APP_ID: "f", FACEBOOK_APP_SECRET: "s" };
      expect(signInProviderOrigins(parseSettings({ ...valid, ...both }))).toEqual(["https://accounts.google.com", "https://www.facebook.com"]);
    });
  });

  describe("the seller receipts name", () => {
    it("says which variable to set where one is missing, instead of naming a business that is not ours", () => {
      expect(parseSettings(valid).seller).toEqual({ ...SELLER_PLACEHOLDERS, qstNumber: null });
      expect(SELLER_PLACEHOLDERS.legalName).toContain("set SELLER_LEGAL_NAME");
      expect(SELLER_PLACEHOLDERS.address).toContain("set SELLER_ADDRESS");
      expect(SELLER_PLACEHOLDERS.gstHstNumber).toContain("set SELLER_GST_HST_NUMBER");
    });

    it("takes the legal name, address (one line per line) and registrations as set", () => {
      const seller = parseSettings({
        ...valid,
        SELLER_LEGAL_NAME: " Maple Learning Inc. ",
        SELLER_ADDRESS: "1 Rue Example\nMontréal, QC H2X 1Y4",
        SELLER_GST_HST_NUMBER: "812345678 RT0001",
        SELLER_QST_NUMBER: "1234567890TQ0001",
      }).seller;
      expect(seller).toEqual({
        legalName: "Maple Learning Inc.",
        address: "1 Rue Example\nMontréal, QC H2X 1Y4",
        gstHstNumber: "812345678 RT0001",
        qstNumber: "1234567890TQ0001",
      });
    });

    it("refuses registration numbers that are not shaped like the CRA's and Revenu Québec's", () => {
      expect(() => parseSettings({ ...valid, SELLER_GST_HST_NUMBER: "12345" })).toThrow(/SELLER_GST_HST_NUMBER: must be a business number/);
      expect(() => parseSettings({ ...valid, SELLER_QST_NUMBER: "812345678 RT0001" })).toThrow(
        /SELLER_QST_NUMBER: must be a QST registration number/,
      );
    });
  });

  describe("which provider takes payments", () => {
    const provider = (env: Record<string, string>) => parseSettings({ ...valid, ...env }).payments.provider;
    /** What the Node server runs with: its defaults filled in first, as `npm start` does. */
    const onNode = (env: Record<string, string>) => parseSettings(nodeEnvironment({ ...valid, ...env })).payments.provider;

    it("runs the test checkout when PAYMENTS=local asks for it, with or without a test key", () => {
      expect(provider({ PAYMENTS: "local" })).toBe("local");
      expect(provider({ PAYMENTS: "local", SITE_URL: "https://staging.moneywise.example" })).toBe("local");
      expect(provider({ PAYMENTS: "local", STRIPE_SECRET_KEY: "sk_test_x" })).toBe("local");
    });

    it("on Node runs the test checkout by itself only on a loopback http site without a key", () => {
      for (const site of ["http://localhost:3000", "http://127.0.0.1:3000", "http://127.8.9.10", "http://[::1]:3000"]) {
        expect(onNode({ SITE_URL: site }), site).toBe("local");
      }
      expect(provider(nodeEnvironment({ SESSION_SECRET: valid.SESSION_SECRET, PORT: "3000" }) as Record<string, string>)).toBe("local");
      for (const site of ["http://moneywise.example", "http://192.168.1.20:3000", "http://localhost.moneywise.example", "http://128.0.0.1"]) {
        expect(onNode({ SITE_URL: site }), site).toBeNull();
      }
      expect(onNode({ SITE_URL: "http://localhost:3000", STRIPE_SECRET_KEY: "sk_test_x" })).toBe("stripe");
    });

    it("takes payments with Stripe whenever a key is set and PAYMENTS does not ask for the test checkout", () => {
      expect(provider({ STRIPE_SECRET_KEY: "sk_test_x" })).toBe("stripe");
      expect(provider({ STRIPE_SECRET_KEY: "sk_live_x", PAYMENTS: "stripe", SITE_URL: "https://moneywise.example" })).toBe("stripe");
      expect(onNode({ STRIPE_SECRET_KEY: "sk_live_x", SITE_URL: "https://moneywise.example" })).toBe("stripe");
    });

    it("refuses an https site with neither a Stripe key nor PAYMENTS=local, naming the setting, on a Worker and on Node", () => {
      const https = { SITE_URL: "https://moneywise.example" };
      expect(() => provider(https)).toThrowError(SettingsError);
      expect(() => provider(https)).toThrow(/STRIPE_SECRET_KEY is not set.+set STRIPE_SECRET_KEY, or PAYMENTS=local/);
      expect(() => provider({ ...https, STRIPE_WEBHOOK_SECRET: "whsec_x" })).toThrow(/STRIPE_SECRET_KEY/);
      expect(() => onNode(https)).toThrow(/STRIPE_SECRET_KEY is not set/);
      expect(() => onNode({ SITE_URL: "https://localhost:3000" })).toThrow(/STRIPE_SECRET_KEY is not set/);
    });

    it("refuses PAYMENTS=local beside a live key, which would look like a shop and charge nobody", () => {
      for (const key of ["sk_live_x", "rk_live_x"]) {
        expect(() => provider({ PAYMENTS: "local", STRIPE_SECRET_KEY: key })).toThrow(/PAYMENTS=local .+STRIPE_SECRET_KEY is a live key/);
        expect(() => onNode({ PAYMENTS: "local", STRIPE_SECRET_KEY: key })).toThrowError(SettingsError);
      }
    });

    it("refuses PAYMENTS=stripe without a key instead of silently taking no payments", () => {
      expect(() => provider({ PAYMENTS: "stripe" })).toThrow(/STRIPE_SECRET_KEY is not set, and PAYMENTS=stripe needs it/);
    });

    it("has none on a Worker at an http site given neither (payment buttons then say so)", () => {
      expect(provider({})).toBeNull();
      expect(provider({ STRIPE_WEBHOOK_SECRET: "whsec_x" })).toBeNull();
    });
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

describe("the Node server's PORT", () => {
  it("takes an empty PORT as unset, and refuses one that is not a port, naming it", () => {
    expect(nodeEnvironment({ PORT: "", SESSION_SECRET: "x".repeat(32) }).SITE_URL).toBe("http://localhost:3000");
    expect(nodeEnvironment({ PORT: "8080", SESSION_SECRET: "x".repeat(32) }).SITE_URL).toBe("http://localhost:8080");
    for (const port of ["abc", "0", "99999", "80.5"]) {
      expect(() => nodeEnvironment({ PORT: port, SESSION_SECRET: "x".repeat(32) }), port).toThrow(/PORT must be a whole number from 1 to 65535/);
    }
  });
});

describe("where the Node server listens", () => {
  const secret = { SESSION_SECRET: "x".repeat(32) };
  it("only on this machine's loopback for a loopback site, npm start's default that takes test payments", () => {
    expect(listenAddress(nodeEnvironment(secret))).toBe("127.0.0.1");
    expect(listenAddress({ SITE_URL: "http://127.0.0.2:3000" })).toBe("127.0.0.2");
    expect(listenAddress({ SITE_URL: "http://[::1]:3000" })).toBe("::1");
    expect(reachNotice(nodeEnvironment(secret))).toMatch(/this machine only: set LISTEN_HOST=0\.0\.0\.0/);
  });

  it("on every interface for any other site, and on LISTEN_HOST when it is set; never on HOST, which shells set", () => {
    expect(listenAddress({ SITE_URL: "https://moneywise.example" })).toBeUndefined();
    expect(listenAddress(nodeEnvironment({ ...secret, LISTEN_HOST: "0.0.0.0" }))).toBe("0.0.0.0");
    expect(listenAddress(nodeEnvironment({ ...secret, HOST: "my-laptop.local" }))).toBe("127.0.0.1");
    expect(reachNotice({ SITE_URL: "https://moneywise.example" })).toBe("");
    expect(reachNotice(nodeEnvironment({ ...secret, LISTEN_HOST: "0.0.0.0" }))).toBe("");
  });
});
