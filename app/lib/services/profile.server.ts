import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { avatars, profiles, users } from "../../../db/schema/index";
import { reportError } from "~/lib/report-error.server";
import { requireUser, requireUserWith } from "~/lib/services/auth/session.server";

export interface ProfileFields {
  firstName: string | null;
  lastName: string | null;
}

/** The profile as pages show it: its fields and its avatar's current version (app/features/avatars). */
export interface Profile extends ProfileFields {
  avatarDigest: string | null;
}

/**
 * The user's own profile; every query is filtered by the signed-in user's id (a value, or the session's
 * id subquery from `requireUserWith`).
 */
export function profileOf(context: AppLoadContext, userId: string | SQL) {
  return (
    context.db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName, avatarDigest: avatars.digest })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      // From the account: a photo needs no saved names (accounts from a provider or the console may have none).
      .leftJoin(avatars, eq(avatars.userId, users.id))
      .where(eq(users.id, userId))
  );
}

/** The profile's fields from `profileOf`'s rows: empty for a learner who never saved one. */
export function profileFields(rows: Profile[]): Profile {
  return rows[0] ?? { firstName: null, lastName: null, avatarDigest: null };
}

/**
 * The signed-in user with their profile, read with the session (one round trip). A failed profile read
 * (not the session's: that one still sends a visitor to sign in) is reported and answered with an empty
 * profile and `loadFailed`, so a page can say so instead of a 500, and save no blanks over it.
 */
export async function requireUserWithProfile(request: Request, context: AppLoadContext) {
  try {
    const {
      user,
      data: [rows],
    } = await requireUserWith(request, context, (userId) => [profileOf(context, userId)] as const);
    return { user, profile: profileFields(rows), loadFailed: false };
  } catch (error) {
    if (error instanceof Response) throw error;
    // The session is read apart from the profile when their batch fails, so this costs no new round trip.
    reportError(context, error, { message: "Profile load failed", request });
    return { user: await requireUser(request, context), profile: profileFields([]), loadFailed: true };
  }
}

/**
 * Saves the profile as an upsert (spec section 7), stamping updated_at; `alongside` (the user's time
 * zone, from the same form) joins its batch, so the form saves all or nothing.
 */
export async function saveProfile(
  context: AppLoadContext,
  userId: string,
  fields: ProfileFields,
  alongside: BatchItem<"sqlite">[] = [],
): Promise<void> {
  const updatedAt = new Date();
  const upsert = context.db
    .insert(profiles)
    .values({ id: userId, ...fields, updatedAt })
    .onConflictDoUpdate({
      target: profiles.id,
      set: {
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  await context.db.batch([upsert, ...alongside]);
}
