import { sql } from "drizzle-orm";
import { blob, check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/** The image types an avatar may be (app/features/avatars/domain/image-file.ts reads and checks them). */
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/**
 * A member's uploaded picture, served by the site itself (/avatars/:userId/:digest) so no other host
 * learns who reads a thread (issue 36 item 7, ADR 045). The bytes are the checked file with its
 * metadata removed; `digest` (SHA-256, hex, of those bytes) names the version in the picture's address.
 */
export const avatars = sqliteTable(
  "avatars",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    contentType: text("content_type", { enum: AVATAR_TYPES }).notNull(),
    bytes: blob("bytes", { mode: "buffer" }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    digest: text("digest").notNull(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (table) => [check("avatars_content_type_check", sql`${table.contentType} in ('image/png', 'image/jpeg', 'image/webp')`)],
);
