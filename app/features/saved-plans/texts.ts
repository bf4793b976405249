/** Every sentence saved plans show: the Save form in each tool, /dashboard/plans and their toasts (issue 27 item 1). */
import { MAX_NAME_LENGTH, type PlanAllowance } from "./domain/plans";

export const SAVE_TEXTS = {
  title: "Keep this plan",
  visitor: "Sign in to keep plans like this one in your dashboard, under names you choose. A free account keeps up to 5.",
  visitorLink: "Sign in to save plans",
  nameLabel: "Plan name",
  newNameLabel: "Name for a new plan",
  openPlan: (name: string) => `Open plan: ${name}`,
  saveChanges: "Save changes",
  saveAsNew: "Save as new",
  linkLabel: "Get link",
  stored: "Saved plans are stored in your account until you delete them; nothing is stored before you press Save.",
  saved: (name: string) => ({ title: "Plan saved", description: `“${name}” is in your saved plans.` }),
  updated: (name: string) => ({ title: "Changes saved", description: `“${name}” now holds this plan.` }),
  full: (limit: number) =>
    `You already keep ${limit} saved plans, the most your plan allows. Delete one in Saved Plans, or save changes to a plan you have open.`,
  tooLong: "This plan is too long to save. Remove a few rows and try again.",
} as const;

export const NAME_TEXTS = {
  required: "Give the plan a name.",
  tooLong: `Keep the name to ${MAX_NAME_LENGTH} characters or fewer.`,
  taken: (name: string) => `You already have a plan named “${name}” in this tool. Choose another name.`,
} as const;

export const PAGE_TEXTS = {
  title: "Saved Plans",
  intro:
    "Plans you saved from the free tools. Open one to see it in its tool, change it and save the changes. They are education for your own planning, not advice from a registered adviser.",
  empty: "You have no saved plans yet. Open a tool, fill it in and press its Save button.",
  toolsLink: "Go to the free tools",
  tool: "Tool",
  name: "Name",
  updated: "Last saved",
  actions: "Actions",
  open: "Open",
  rename: "Rename",
  renameButton: "Save name",
  delete: "Delete",
  deleteConfirm: (name: string) => `Delete “${name}”? This cannot be undone.`,
  deleteButton: "Yes, delete it",
  renamed: (name: string) => ({ title: "Plan renamed", description: `It is now “${name}”.` }),
  deleted: (name: string) => ({ title: "Plan deleted", description: `“${name}” is gone from your saved plans.` }),
  notFound: "That plan is not in your saved plans.",
} as const;

/** "3 of 5 saved plans", with a warning on the last slot and when full: the limit said before it bites. */
export function allowanceText(allowance: PlanAllowance): string {
  const { count, limit } = allowance;
  const base = `${count} of ${limit} saved plans`;
  if (count >= limit) return `${base}. You have reached your limit: delete a plan to save a new one.`;
  if (count === limit - 1) return `${base}. You have room for one more.`;
  return `${base}.`;
}
