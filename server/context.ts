import type { Database } from "../db/client";
import type { Mailer } from "~/lib/services/mail";
import type { Payments } from "~/features/payments/types";
import type { Locale } from "~/lib/i18n/locale";
import type { Settings } from "./settings";

/** What every loader and action receives: the only way app code reaches settings and the database. */
export interface AppContext {
  settings: Settings;
  db: Database;
  /** This request's CSP nonce, for the scripts Remix renders. */
  nonce: string;
  /** The page's language: French for an address under `/fr`, else English (ADR 053). */
  locale: Locale;
  /** The visitor's country as Cloudflare reports it (CF-IPCountry), when known. */
  requestCountry: string | null;
  /** The visitor's IANA time zone as Cloudflare reports it (`request.cf.timezone`): Workers only, a sign-up's proposal. */
  requestTimeZone: string | null;
  /** The client's IP address as the runtime sees it (for rate limits), when known. */
  clientIp: string | null;
  mailer: Mailer;
  /** The payment provider for this request (Stripe, the local stand-in, or none) and webhook checks. */
  payments: Payments;
  /**
   * Lets work finish after the response is sent (mail, so an answer never waits on it or reveals it).
   * Failures must be handled by the caller; Workers use ctx.waitUntil, Node simply lets it run.
   */
  waitUntil: (promise: Promise<unknown>) => void;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext extends AppContext {}
}

// Loaders return plain objects (turbo-stream), typed as such in components.
declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
