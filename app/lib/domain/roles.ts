/** Staff roles. Everyone without one is a learner; a role is granted only by `npm run staff` or by an admin in the console. */
export const STAFF_ROLES = ["admin", "coach"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

export const ROLE_LABELS: Readonly<Record<StaffRole | "learner", string>> = { admin: "Admin", coach: "Coach", learner: "Learner" };
