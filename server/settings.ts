import { z } from "zod";

/**
 * Settings validated once per request from whatever the runtime hands us (process.env on Node,
 * the env binding on Workers). Nothing in app/ reads the environment directly.
 */
const settingsSchema = z.object({
  TURSO_DATABASE_URL: z
    .string()
    .regex(/^(file:|libsql:\/\/|https?:\/\/|wss?:\/\/)/, "must be a file:, libsql://, http(s):// or ws(s):// URL"),
  TURSO_AUTH_TOKEN: z.string().optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters"),
  SITE_URL: z.string().url(),
  MAIL_API_URL: z.string().url().optional().or(z.literal("")),
  MAIL_API_KEY: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_OUTBOX_DIR: z.string().optional(),
});

export interface Settings {
  databaseUrl: string;
  databaseAuthToken: string | undefined;
  sessionSecret: string;
  /** The public origin, used for absolute links (emails, canonical URLs) instead of the Host header. */
  siteUrl: URL;
  /** Cookies get `Secure` whenever the site is served over https. */
  secureCookies: boolean;
  mail: {
    /** An HTTP email API; when absent the Node server writes mail to the outbox folder. */
    apiUrl: string | undefined;
    apiKey: string | undefined;
    from: string;
    outboxDir: string;
  };
}

export class SettingsError extends Error {
  override name = "SettingsError";
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
    mail: {
      apiUrl: env.MAIL_API_URL || undefined,
      apiKey: env.MAIL_API_KEY || undefined,
      from: env.MAIL_FROM || `Moneywise <no-reply@${siteUrl.hostname}>`,
      outboxDir: env.MAIL_OUTBOX_DIR || ".data/mail",
    },
  };
}
