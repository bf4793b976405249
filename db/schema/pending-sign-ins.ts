import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns";
import { IDENTITY_PROVIDERS } from "./user-identities";

export const PENDING_SIGN_IN_KINDS = ["new-account", "email-needed", "verify-email"] as const;

/**
 * A provider sign-in that needs one more step before it may make or reach an account: a new learner's
 * country and terms, or an email address (and its
 * confirmation) when the provider gave none. None of them ever reaches an existing account (ADR 035). Stored hashed like emailed links; single use;
 * swept hourly once expired.
 */
export const pendingSignIns = sqliteTable(
  "pending_sign_ins",
  {
    tokenHash: text("token_hash").primaryKey(),
    kind: text("kind", { enum: PENDING_SIGN_IN_KINDS }).notNull(),
    provider: text("provider", { enum: IDENTITY_PROVIDERS }).notNull(),
    subject: text("subject").notNull(),
    /** What the provider said of the person. */
    providerEmail: text("provider_email"),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    displayName: text("display_name"),
    /**
     * verify-email: the SHA-256 of the asking browser's id (the sign-in-browser cookie), so the emailed
     * confirmation works only in the browser that asked for it, never in someone else's inbox click.
     */
    browserHash: text("browser_hash"),
    /** The address the learner typed when the provider gave none (email-needed, verify-email). */
    email: text("email"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
  },
  (table) => [
    index("pending_sign_ins_expires_idx").on(table.expiresAt),
    check("pending_sign_ins_kind_check", sql`${table.kind} in ('new-account', 'email-needed', 'verify-email')`),
    check("pending_sign_ins_provider_check", sql`${table.provider} in ('google', 'facebook')`),
  ],
);
