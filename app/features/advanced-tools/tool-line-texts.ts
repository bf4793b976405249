/**
 * The sentences the free tools' pages show about the advanced tools (the line under each tool, the offer,
 * a net worth filled from a snapshot): a module of their own, so a tool page ships these and not the
 * advanced tools' whole text (ADVANCED_TEXTS spreads them, one source for each).
 */
export const TOOL_LINE_TEXTS = {
  gateOffer: "See the Premium plan",
  upgrade: "Upgrade to Premium",
  historyTitle: "Net worth history",
  goalsTitle: "Goal progress",
  whatIfTitle: "Debt what-ifs",
  toolsLine: "Advanced:",
  toolsOffer: "Premium adds net worth history, goal progress and debt what-ifs.",
  fromSnapshot: (date: string) => `From your snapshot of ${date}`,
} as const;
