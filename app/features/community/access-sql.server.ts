/**
 * Who may read a thread (issue 25 item 1), spelled as SQL for the statements that act on it, so a plan
 * that lapses or a refund is never a step behind: the same rules as domain/community-rules.ts, from the
 * same entitlement table (ADR 025) and the lesson gate's own `holdsCourseSql`.
 */
import { sql, type SQL } from "drizzle-orm";
import { communityThreads } from "../../../db/schema/index";
import { planIncludesSql } from "~/lib/services/plan-access.server";
import { holdsCourseSql } from "~/lib/services/learning.server";
import { actsAsStaffSql } from "~/lib/services/staff.server";

/** The viewer's id: a subquery (the session's user in a loader's batch) or a plain value. */
export type UserIdSql = SQL | string;

/** An admin with a verified email, as `verifiedRole` and the console have it. */
export function isAdminSql(userId: UserIdSql): SQL {
  return actsAsStaffSql(userId, ["admin"]);
}

/** An active plan whose tier's entitlements include the community. */
export const communityMemberSql = (userId: UserIdSql, now: Date): SQL => planIncludesSql(userId, "community", now);

/**
 * Whether `userId` may read the `community_threads` row in scope: a members' space thread for a
 * community member, a lesson's discussion for whoever may open the lesson, anything for an admin; a
 * hidden thread for nobody but staff (who see it in the console).
 */
export function threadReadableSql(userId: UserIdSql, now: Date): SQL {
  return sql`(${communityThreads.hiddenAt} is null and (
    (${communityThreads.kind} = 'space' and ${communityMemberSql(userId, now)})
    or (${communityThreads.kind} = 'lesson' and ${holdsCourseSql(userId, sql`${communityThreads.courseId}`, now)})
    or ${isAdminSql(userId)}))`;
}
