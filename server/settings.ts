import { z } from "zod";
import { parseErrorTracker, type ErrorTracker } from "~/lib/report-error.server";
import { MAX_PASSWORD_COST, PRODUCTION_PASSWORD_COST } from "~/lib/services/password.server";
import { PRODUCT_NAME } from "~/lib/copy/brand";

/**
 * Settings validated once per request from whatever the runtime hands us (process.env on Node,
 * the env binding on Workers). Nothing in app/ reads the environment directly.
 */
const settingsSchema = z.object({
  TURSO_DATABASE_URL: z.string().regex(/^(file:|libsql:\/\/|https?:\/\/|wss?:\/\/)/, "must be a file:, libsql://, http(s):// or ws(s):// URL"),
  TURSO_AUTH_TOKEN: z.string().optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters"),
  SITE_URL: z.string().url(),
  MAIL_API_URL: z.string().url().optional().or(z.literal("")),
  // Where lesson video files and their captions are served from, besides this site (an https origin).
  MEDIA_ORIGIN: z
    .string()
    .refine((value) => value === "" || (URL.canParse(value) && new URL(value).protocol === "https:"), "must be an https:// origin")
    .optional(),
  MAIL_API_KEY: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_OUTBOX_DIR: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_AUTOMATIC_TAX: z.enum(["true", "false", ""]).optional(),
  STRIPE_API_URL: z.string().url().optional().or(z.literal("")),
  PAYMENTS: z.enum(["local", "stripe", ""]).optional(),
  SENTRY_DSN: z
    .string()
    .refine((dsn) => dsn === "" || canParseErrorTracker(dsn), "must look like https://<public key>@<host>/<project id>")
    .optional(),
  SELLER_LEGAL_NAME: z.string().optional(),
  SELLER_ADDRESS: z.string().optional(),
  // The CRA's business number with its GST/HST program account (123456789 RT0001).
  SELLER_GST_HST_NUMBER: z
    .string()
    .regex(/^(\d{9} ?RT ?\d{4})?$/, "must be a business number with its GST/HST account, like 123456789 RT0001")
    .optional(),
  // Revenu Québec's QST registration number (1234567890 TQ0001).
  SELLER_QST_NUMBER: z
    .string()
    .regex(/^(\d{10} ?TQ ?\d{4})?$/, "must be a QST registration number, like 1234567890 TQ0001")
    .optional(),
  // Off unless asked for: round-trip counts differ between existing and unknown accounts.
  SERVER_TIMING: z.enum(["true", "false", ""]).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().optional().or(z.literal("")),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_DIALOG_URL: z.string().url().optional().or(z.literal("")),
  FACEBOOK_GRAPH_URL: z.string().url().optional().or(z.literal("")),
  PASSWORD_HASH_COST: z
    .union([
      z.literal(""),
      z.coerce.number().int().min(1).max(MAX_PASSWORD_COST, `must be at most ${MAX_PASSWORD_COST} (what production Workers run)`),
    ])
    .optional(),
});

export interface Settings {
  databaseUrl: string;
  databaseAuthToken: string | undefined;
  sessionSecret: string;
  /** The public origin, used for absolute links (emails, canonical URLs) instead of the Host header. */
  siteUrl: URL;
  /** Cookies get `Secure` whenever the site is served over https. */
  secureCookies: boolean;
  /** Report database round trips in a Server-Timing header (the bench and the e2e servers read it). */
  serverTiming: boolean;
  /** log2 of scrypt's N for new password hashes; cheap only in tests (see app/lib/services/password.server.ts). */
  passwordCost: number;
  mail: {
    /** An HTTP email API; when absent the Node server writes mail to the outbox folder. */
    apiUrl: string | undefined;
    apiKey: string | undefined;
    from: string;
    outboxDir: string;
  };
  payments: PaymentSettings;
  /** Who sells, as receipts name them (ADR 029). */
  seller: SellerSettings;
  /** Where reportError sends errors besides the log (Sentry's envelope API); none by default. */
  errorTracker: ErrorTracker | undefined;
  /** Origins lesson video files and captions may play from (the CSP's media-src): this site, and MEDIA_ORIGIN when set. */
  mediaOrigins: readonly string[];
  /** Sign-in with providers (ADR 035): each is null until both its id and its secret are set, and then shows no button. */
  signInProviders: { google: GoogleSettings | null; facebook: FacebookSettings | null };
}

export const GOOGLE_ISSUER = "https://accounts.google.com";
export const FACEBOOK_DIALOG_URL = "https://www.facebook.com/v23.0/dialog/oauth";
export const FACEBOOK_GRAPH_URL = "https://graph.facebook.com/v23.0";

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** The OpenID issuer whose discovery document gives the endpoints and keys; only tests and staging change it. */
  issuer: string;
}

export interface FacebookSettings {
  appId: string;
  appSecret: string;
  dialogUrl: string;
  /** The Graph API's versioned base: the token exchange and /me hang off it. */
  graphUrl: string;
}

export interface PaymentSettings {
  /** Which provider takes payments (see paymentProvider); null when none is configured (payment buttons then say so). */
  provider: "stripe" | "local" | null;
  stripeSecretKey: string | undefined;
  /** Webhook signatures are checked whenever this is set, whichever provider is active. */
  webhookSecret: string | undefined;
  /** Stripe Tax: GST/HST/QST and US sales tax, with the address it needs. */
  automaticTax: boolean;
  /** Points the Stripe SDK at another host (a local stand-in in tests); Stripe's own API when unset. */
  stripeApiUrl: URL | undefined;
}

/**
 * The seller's legal identity on receipts. Unset, each is a placeholder that says which variable to set,
 * so a receipt never passes a made-up business for ours (ADR 029).
 */
export interface SellerSettings {
  legalName: string;
  address: string;
  gstHstNumber: string;
  /** Printed on receipts that charged Canadian tax; none when the seller is not registered for QST. */
  qstNumber: string | null;
}

export const SELLER_PLACEHOLDERS = {
  legalName: `${PRODUCT_NAME} Education Inc. (placeholder: set SELLER_LEGAL_NAME)`,
  address: "Business address not set (placeholder: set SELLER_ADDRESS)",
  gstHstNumber: "not set (placeholder: set SELLER_GST_HST_NUMBER)",
} as const;

export class SettingsError extends Error {
  override name = "SettingsError";
}

const settingsByEnvironment = new WeakMap<object, Settings>();

/**
 * The settings of a process's (or an isolate's) environment, read once: the environment does not change
 * between requests, and validating it on each one was a measurable part of a page that reads nothing else
 * (docs/benchmarks.md, the profile of issue 38). The settings are shared, so never changed by a request.
 */
export function settingsOf(env: Record<string, unknown>): Settings {
  let settings = settingsByEnvironment.get(env);
  if (!settings) {
    settings = parseSettings(env);
    settingsByEnvironment.set(env, settings);
  }
  return settings;
}

export function parseSettings(raw: Record<string, unknown>): Settings {
  const result = settingsSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new SettingsError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const env = result.data;
  const siteUrl = new URL(env.SITE_URL);
  return {
    databaseUrl: env.TURSO_DATABASE_URL,
    databaseAuthToken: env.TURSO_AUTH_TOKEN || undefined,
    sessionSecret: env.SESSION_SECRET,
    siteUrl,
    secureCookies: siteUrl.protocol === "https:",
    serverTiming: env.SERVER_TIMING === "true",
    passwordCost: env.PASSWORD_HASH_COST || PRODUCTION_PASSWORD_COST,
    mail: {
      apiUrl: env.MAIL_API_URL || undefined,
      apiKey: env.MAIL_API_KEY || undefined,
      from: env.MAIL_FROM || `Moneywise <no-reply@${siteUrl.hostname}>`,
      outboxDir: env.MAIL_OUTBOX_DIR || ".data/mail",
    },
    payments: {
      provider: paymentProvider(env.PAYMENTS || undefined, env.STRIPE_SECRET_KEY || undefined, siteUrl),
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      automaticTax: env.STRIPE_AUTOMATIC_TAX === "true",
      stripeApiUrl: env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined,
    },
    seller: {
      legalName: env.SELLER_LEGAL_NAME?.trim() || SELLER_PLACEHOLDERS.legalName,
      address: env.SELLER_ADDRESS?.trim() || SELLER_PLACEHOLDERS.address,
      gstHstNumber: env.SELLER_GST_HST_NUMBER || SELLER_PLACEHOLDERS.gstHstNumber,
      qstNumber: env.SELLER_QST_NUMBER || null,
    },
    errorTracker: env.SENTRY_DSN ? parseErrorTracker(env.SENTRY_DSN) : undefined,
    mediaOrigins: env.MEDIA_ORIGIN ? [siteUrl.origin, new URL(env.MEDIA_ORIGIN).origin] : [siteUrl.origin],
    signInProviders: {
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              issuer: withoutTrailingSlash(env.GOOGLE_ISSUER || GOOGLE_ISSUER),
            }
          : null,
      facebook:
        env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
          ? {
              appId: env.FACEBOOK_APP_ID,
              appSecret: env.FACEBOOK_APP_SECRET,
              dialogUrl: env.FACEBOOK_DIALOG_URL || FACEBOOK_DIALOG_URL,
              graphUrl: withoutTrailingSlash(env.FACEBOOK_GRAPH_URL || FACEBOOK_GRAPH_URL),
            }
          : null,
    },
  };
}

/**
 * Where a sign-in button's form leads: the provider's consent page, reached by a redirect the browser
 * checks against the CSP's form-action. Google's authorization endpoint is on its issuer's origin.
 */
export function signInProviderOrigins({ signInProviders: { google, facebook } }: Settings): string[] {
  return [...(google ? [new URL(google.issuer).origin] : []), ...(facebook ? [new URL(facebook.dialogUrl).origin] : [])];
}

/** Paths are appended to these (`/.well-known/…`, `/me`), and an ID token's `iss` must equal the issuer exactly. */
function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

function canParseErrorTracker(dsn: string): boolean {
  try {
    parseErrorTracker(dsn);
    return true;
  } catch {
    return false;
  }
}

/** A key that moves real money: a secret (`sk_live_…`) or restricted (`rk_live_…`) live-mode key. */
export function isLiveStripeKey(key: string): boolean {
  return /^[sr]k_live_/.test(key);
}

/** http://localhost, 127.0.0.0/8 or [::1]: a site only this machine can reach (`npm start`'s default). */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === "http:" && (url.hostname === "localhost" || url.hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(url.hostname));
}

/**
 * The test checkout never runs where learners could mistake it for paying: it runs only when asked
 * for (`PAYMENTS=local`, which the Node server sets by itself only on a loopback http site), and never
 * beside a live key. A key means Stripe. An https site with neither is refused rather than left
 * without a way to pay; elsewhere, neither means none (payment buttons say payments are not set up).
 */
function paymentProvider(
  choice: "local" | "stripe" | undefined,
  stripeSecretKey: string | undefined,
  siteUrl: URL,
): PaymentSettings["provider"] {
  if (choice === "local") {
    if (stripeSecretKey && isLiveStripeKey(stripeSecretKey)) {
      throw new SettingsError(
        "Invalid configuration: PAYMENTS=local would run the test checkout (nothing charged) although STRIPE_SECRET_KEY is a live key: unset PAYMENTS to take payments with Stripe, or use a test key.",
      );
    }
    return "local";
  }
  if (stripeSecretKey) return "stripe";
  if (choice === "stripe") throw new SettingsError("Invalid configuration: STRIPE_SECRET_KEY is not set, and PAYMENTS=stripe needs it.");
  if (siteUrl.protocol === "https:") {
    throw new SettingsError(
      `Invalid configuration: STRIPE_SECRET_KEY is not set, so ${siteUrl.origin} has no way to take payments: set STRIPE_SECRET_KEY, or PAYMENTS=local for the test checkout (nothing is charged).`,
    );
  }
  return null;
}
