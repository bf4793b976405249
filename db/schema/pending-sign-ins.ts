import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns";
import { IDENTITY_PROVIDERS } from "./user-identities";
import { users } from "./users";

export const PENDING_SIGN_IN_KINDS = ["new-account", "link-existing", "email-needed", "verify-email"] as const;

/**
 * A provider sign-in that needs one more step before it may make or reach an account: a new learner's
 * country and terms, proof that the holder of an existing account wants the identity linked, or an email
 * address (and its confirmation) when the provider gave none. Stored hashed like emailed links; single use;
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
    /** The existing account the identity would be linked to (link-existing). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The address the learner typed when the provider gave none (email-needed, verify-email). */
    email: text("email"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
  },
  (table) => [
    index("pending_sign_ins_expires_idx").on(table.expiresAt),
    check("pending_sign_ins_kind_check", sql`${table.kind} in ('new-account', 'link-existing', 'email-needed', 'verify-email')`),
    check("pending_sign_ins_provider_check", sql`${table.provider} in ('google', 'facebook')`),
  ],
);
