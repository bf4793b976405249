import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SQL } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { verifiedRole, type StaffRole } from "~/lib/domain/roles";
import { getSessionUser, readWithSession, type SessionUser } from "~/lib/services/auth/session.server";
import { actsAsStaffSql } from "~/lib/services/staff.server";

/** A signed-in staff member whose role the page allows. */
export type StaffUser = SessionUser & { role: StaffRole };

/** The console's pages are for admins; coaches reach only its coaching (COACHING_ROLES), each page checking its own. */
export const CONSOLE_ROLES: readonly StaffRole[] = ["admin"];

/** Who the console's frame admits: everyone with a page in it (a coach's is Coaching alone). */
export const FRAME_ROLES: readonly StaffRole[] = ["admin", "coach"];

/** Learners and visitors see the console as a page that does not exist, so it is not advertised. */
function notFound(): Response {
  return new Response("Not found", { status: 404 });
}

/** Staff with one of `roles`, and a verified email (`verifiedRole`). */
export function staffOf(user: SessionUser | null, roles: readonly StaffRole[]): StaffUser | null {
  const role = user ? verifiedRole(user) : null;
  if (!role || !roles.includes(role)) return null;
  return user as StaffUser;
}

type Read = BatchItem<"sqlite"> & PromiseLike<unknown>;

/**
 * For a staff page's loader: the staff member and the page's reads, in the request's one round trip.
 * `isStaff` is true in SQL only when the session belongs to verified staff with one of `roles`; each read
 * puts it in its `where`, so a learner who opens the address costs the database nothing. Everyone else
 * gets a 404, whatever the reads returned.
 */
export async function requireStaffWith<T extends readonly Read[]>(
  request: Request,
  context: AppLoadContext,
  roles: readonly StaffRole[],
  reads: (isStaff: SQL) => T,
): Promise<{ staff: StaffUser; data: BatchResponse<T> }> {
  const { user, data } = await readWithSession(request, context, (userId) =>
    userId ? reads(actsAsStaffSql(userId, roles)) : ([] as unknown as T),
  );
  const staff = staffOf(user, roles);
  if (!staff) throw notFound();
  return { staff, data };
}

/** For a staff action (or a loader without reads): the staff member, or a 404. */
export async function requireStaff(request: Request, context: AppLoadContext, roles: readonly StaffRole[]): Promise<StaffUser> {
  const staff = staffOf(await getSessionUser(request, context), roles);
  if (!staff) throw notFound();
  return staff;
}

/**
 * The action of a console page that takes no posts. Without one, Remix answers a POST with 405, which
 * would tell anyone that the address exists; with it, only staff learn that the page takes no posts.
 */
export async function consolePageAction({ request, context }: { request: Request; context: AppLoadContext }): Promise<never> {
  await requireStaff(request, context, CONSOLE_ROLES);
  throw new Response("This page takes no form posts", { status: 405 });
}
