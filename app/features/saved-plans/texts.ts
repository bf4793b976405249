/**
 * Saved plans' words (issue 27 item 1) beyond the catalogue's (`plans.save`, `plans.allowance`,
 * `plans.saved`, `plans.reply`): the name's messages in English as the schemas give them (a unit test
 * holds them equal to the catalogue's), and how the limit is said.
 */
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";
import { MAX_NAME_LENGTH, type PlanAllowance } from "./domain/plans";

export const NAME_TEXTS = {
  required: "Give the plan a name.",
  tooLong: `Keep the name to ${MAX_NAME_LENGTH} characters or fewer.`,
} as const;

export type NameTexts = Readonly<Record<keyof typeof NAME_TEXTS, string>>;

/**
 * "3 of 5 saved plans", with a warning on the last slot and when full: the limit said before it bites,
 * in the words of `t` (the page's `useTranslate`, or the server's `translate`).
 */
export function allowanceText(allowance: PlanAllowance, t: (key: MessageKey, values?: MessageValues) => string): string {
  const { count, limit } = allowance;
  // As strings: English wrote them as they are ("1000", never "1,000").
  const values = { count: String(count), limit: String(limit) };
  if (count >= limit) return t("plans.allowance.full", values);
  if (count === limit - 1) return t("plans.allowance.lastSlot", values);
  return t("plans.allowance.base", values);
}
