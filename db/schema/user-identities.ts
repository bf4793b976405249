import { sql } from "drizzle-orm";
import { check, index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/** The sign-in providers (app/features/sign-in-providers); the schema imports no app code. */
export const IDENTITY_PROVIDERS = ["google", "facebook"] as const;

/**
 * A provider's account linked to ours. The primary key makes an identity (provider, subject) belong to
 * exactly one user; a user may link one identity per provider at most by the app's rules.
 */
export const userIdentities = sqliteTable(
  "user_identities",
  {
    provider: text("provider", { enum: IDENTITY_PROVIDERS }).notNull(),
    /** The provider's stable id for the person (OpenID `sub`, Facebook's app-scoped id). */
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The email the provider gave when it was linked (may be null: Facebook can give none). */
    email: text("email"),
    linkedAt: timestamp("linked_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index("user_identities_user_idx").on(table.userId),
    check("user_identities_provider_check", sql`${table.provider} in ('google', 'facebook')`),
  ],
);
