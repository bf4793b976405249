/**
 * Avatars stored in the database and served by the site (issue 36 item 7, ADR 045). Every statement
 * takes the user id from the caller's session: a member writes and removes only their own.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, sql } from "drizzle-orm";
import { avatars } from "../../../db/schema/index";
import { sha256 } from "~/lib/services/auth/crypto.server";
import type { ImageFile } from "./domain/image-file";

/** A SHA-256 digest as the avatar's address spells it. */
export const isDigest = (value: string) => /^[0-9a-f]{64}$/.test(value);

/** Stores `image` (already checked: `checkAvatar`) as the user's avatar, replacing any; its digest names the new version. */
export async function storeAvatar(context: AppLoadContext, userId: string, image: ImageFile): Promise<void> {
  const row = {
    userId,
    contentType: image.type,
    bytes: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
    width: image.width,
    height: image.height,
    digest: await sha256(image.bytes),
    updatedAt: new Date(),
  };
  await context.db
    .insert(avatars)
    .values(row)
    .onConflictDoUpdate({
      target: avatars.userId,
      set: {
        contentType: sql`excluded.content_type`,
        bytes: sql`excluded.bytes`,
        width: sql`excluded.width`,
        height: sql`excluded.height`,
        digest: sql`excluded.digest`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export async function removeAvatar(context: AppLoadContext, userId: string): Promise<void> {
  await context.db.delete(avatars).where(eq(avatars.userId, userId));
}

/** The stored picture at this version, or undefined (no avatar, or another version: the address is out of date). */
export async function avatarFile(context: AppLoadContext, userId: string, digest: string) {
  if (!isDigest(digest)) return undefined;
  const [file] = await context.db
    .select({ contentType: avatars.contentType, bytes: avatars.bytes })
    .from(avatars)
    .where(and(eq(avatars.userId, userId), eq(avatars.digest, digest)));
  return file;
}
