/**
 * The personalised plan's words that the server gives in English and its tests read (issue 27 item 3).
 * The pages and every other language read the catalogue (`plans.personal`, `plans.personalPage`,
 * `plans.intake`); a unit test holds these equal to its English. The rules' own sentences live beside
 * their rules, with their sources (domain/rules.ts).
 */
export const PLAN_TEXTS = {
  gateText:
    "Elite members answer a short questionnaire and get a plan built from it: this month's budget, a debt payoff date, an emergency-fund target, the general order to fund accounts, and tax and cross-border education.",
  savedToast: "Your answers are saved. Here is your plan.",
} as const;
