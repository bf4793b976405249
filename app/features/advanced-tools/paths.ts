/**
 * Every advanced-tools address in one place. They live under /advanced-tools, not /tools: the free
 * tools' routes read nothing from the database (ADR 006) and these read the learner's own rows.
 */
export const ADVANCED_TOOLS_PATH = "/advanced-tools";
export const NET_WORTH_HISTORY_PATH = "/advanced-tools/net-worth-history";
export const NET_WORTH_HISTORY_CSV_PATH = "/advanced-tools/net-worth-history/export.csv";
export const DEBT_WHAT_IF_PATH = "/advanced-tools/debt-what-ifs";
export const DEBT_WHAT_IF_CSV_PATH = "/advanced-tools/debt-what-ifs/export.csv";
export const goalProgressPath = (planId: string) => `/advanced-tools/goal-progress/${planId}`;
export const goalProgressCsvPath = (planId: string) => `/advanced-tools/goal-progress/${planId}/export.csv`;
/** Where a saved goal plan opens (the free tool, with its saved state). */
export const GOAL_TRACKER_PATH = "/tools/goal-tracker";
export const DEBT_PLANNER_PATH = "/tools/debt-payoff-planner";
export const NET_WORTH_TRACKER_PATH = "/tools/net-worth-tracker";
