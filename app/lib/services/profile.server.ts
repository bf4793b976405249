import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql, type SQL } from "drizzle-orm";
import { profiles } from "../../../db/schema/index";

export interface ProfileFields {
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}

/**
 * The user's own profile; every query is filtered by the signed-in user's id (a value, or the session's
 * id subquery from `requireUserWith`).
 */
export function profileOf(context: AppLoadContext, userId: string | SQL) {
  return context.db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
}

/** The profile's fields from `profileOf`'s rows: empty for a learner who never saved one. */
export function profileFields(rows: ProfileFields[]): ProfileFields {
  return rows[0] ?? { firstName: null, lastName: null, avatarUrl: null };
}

/** Saves the profile as an upsert (spec section 7), stamping updated_at. */
export async function saveProfile(context: AppLoadContext, userId: string, fields: ProfileFields): Promise<void> {
  const updatedAt = new Date();
  await context.db
    .insert(profiles)
    .values({ id: userId, ...fields, updatedAt })
    .onConflictDoUpdate({
      target: profiles.id,
      set: {
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        avatarUrl: sql`excluded.avatar_url`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
