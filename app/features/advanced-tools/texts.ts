/**
 * The advanced tools' words that the server gives in English and its tests read (issue 27 item 2): the
 * contribution form's messages, as its schema gives them. The pages and every other language read the
 * catalogue (`plans.advanced`, `plans.contribution`); a unit test holds these equal to its English.
 */
export const CONTRIBUTION_TEXTS = {
  pickGoal: "Pick one of this plan's goals.",
  amount: "Enter an amount above 0, with at most 2 decimals.",
  date: "Enter a real date from 1970 on, not in the future.",
  stale: "This form has expired. Please submit it again.",
  logged: "Contribution logged.",
  logIn: "Log in to log a contribution.",
  noAccess: "Your plan does not include the advanced tools.",
} as const;

export type ContributionTexts = Readonly<Record<keyof typeof CONTRIBUTION_TEXTS, string>>;
