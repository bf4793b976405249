/** Staff roles. Everyone without one is a learner; a role is granted only by `npm run staff` or by an admin in the console. */
export const STAFF_ROLES = ["admin", "coach"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * The role an account acts with: none until its email is verified. A role on an address nobody proved they own
 * would be a role for anyone who typed it (the console, the community and every staff rule read it so).
 */
export function verifiedRole(account: { role: StaffRole | null; emailVerifiedAt: Date | null }): StaffRole | null {
  return account.emailVerifiedAt ? account.role : null;
}

export const ROLE_LABELS: Readonly<Record<StaffRole | "learner", string>> = { admin: "Admin", coach: "Coach", learner: "Learner" };
