import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns";

/** The countries the site serves (app/lib/domain/countries.ts); the schema imports no app code, a unit test keeps the two equal. */
export const USER_COUNTRIES = ["CA", "US"] as const;

/** The site's languages (app/lib/i18n/locale.ts); a unit test keeps the two equal. */
export const USER_LOCALES = ["en", "fr"] as const;

/** Staff roles (app/lib/domain/roles.ts); everyone without one is a learner. Granted only by `npm run staff` or an admin. */
export const STAFF_ROLES = ["admin", "coach"] as const;

/** One account per email address, whatever its case (sign-up recognises a taken address by it). */
export const USERS_EMAIL_INDEX = "users_email_unique";

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** Algorithm and parameters are part of the string, so hashes can be upgraded at sign-in. */
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: timestamp("email_verified_at"),
    country: text("country", { enum: USER_COUNTRIES }).notNull(),
    marketingConsent: integer("marketing_consent", { mode: "boolean" }).notNull().default(false),
    /** When consent was given or withdrawn (Canada's anti-spam law asks us to be able to show it). */
    marketingConsentAt: timestamp("marketing_consent_at"),
    /** Null for a learner. */
    role: text("role", { enum: STAFF_ROLES }),
    /**
     * Where the user lives (an IANA name such as America/St_Johns): every time the site shows them is
     * in it. Proposed at sign-up (the browser's zone, else Cloudflare's, else Toronto), changed in Profile.
     */
    timeZone: text("time_zone").notNull().default("America/Toronto"),
    /** The language the user chose with the site's switch: their emails are written in it. Null until they choose. */
    locale: text("locale", { enum: USER_LOCALES }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex(USERS_EMAIL_INDEX).on(sql`lower(${table.email})`),
    // The console's sign-ups per month.
    index("users_created_idx").on(table.createdAt),
    check("users_country_check", sql`${table.country} in ('CA', 'US')`),
    check("users_role_check", sql`${table.role} is null or ${table.role} in ('admin', 'coach')`),
  ],
);
