import { sql, type Column, type SQL } from "drizzle-orm";
import { users } from "../../../db/schema";
import { STAFF_ROLES, type StaffRole } from "~/lib/domain/roles";

/**
 * Whether `userId` acts as staff with one of `roles` as the statement runs: the role, and a verified email
 * (`verifiedRole`'s rule, in SQL). Every statement that routes work, mail or access by role asks this, so a
 * role on an address nobody proved, or a role taken away, counts nowhere.
 */
export function actsAsStaffSql(userId: SQL | Column | string, roles: readonly StaffRole[] = STAFF_ROLES): SQL {
  const named = sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`exists (select 1 from ${users} as staff where staff.id = ${userId} and staff.role in (${named}) and staff.email_verified_at is not null)`;
}
