/**
 * The line under each free tool about its advanced counterpart, apart from the advanced tools' pages
 * (ui.tsx): a tool page ships this line, not the advanced tools' pages. Its words are `plans.toolLine`,
 * which the page's loader sends.
 */
import { Link } from "@remix-run/react";
import { planChangePath } from "~/features/payments/plan-change";
import { ENTITLEMENTS } from "~/lib/domain/entitlements";
import { usePlanTier } from "~/hooks/use-plan-tier";
import { useTranslate } from "~/hooks/use-translate";
import { ADVANCED_TOOLS_PATH, DEBT_WHAT_IF_PATH, NET_WORTH_HISTORY_PATH } from "./paths";

export const LINK = "font-medium text-brand-700 underline hover:text-brand-800";

export function usesAdvancedTools(tier: ReturnType<typeof usePlanTier>): boolean {
  return tier !== null && ENTITLEMENTS[tier].advancedTools;
}

/** What Premium adds, and the way to it: a plan change for a subscriber, the pricing for anyone else. */
export function PremiumOffer({ tier }: { tier: ReturnType<typeof usePlanTier> }) {
  const t = useTranslate();
  return (
    <p className="text-sm text-slate-700 print:hidden">
      {t("plans.toolLine.toolsOffer")}{" "}
      <Link to={tier ? planChangePath("premium") : "/#pricing"} className={LINK}>
        {tier ? t("plans.toolLine.upgrade") : t("plans.toolLine.gateOffer")}
      </Link>
    </p>
  );
}

/**
 * The line under a free tool: its advanced counterpart for a member (with the tool's current query
 * for the what-ifs), or what Premium adds for everyone else. Reads the plan from the root loader, so
 * the tool's own route still reads nothing.
 */
export function AdvancedToolLine({ tool, query = "" }: { tool: "net-worth" | "debt" | "goals"; query?: string }) {
  const t = useTranslate();
  const tier = usePlanTier();
  if (!usesAdvancedTools(tier)) return <PremiumOffer tier={tier} />;
  const link =
    tool === "net-worth"
      ? { to: NET_WORTH_HISTORY_PATH, label: t("plans.toolLine.historyTitle") }
      : tool === "debt"
        ? { to: query ? `${DEBT_WHAT_IF_PATH}?${query}` : DEBT_WHAT_IF_PATH, label: t("plans.toolLine.whatIfTitle") }
        : { to: ADVANCED_TOOLS_PATH, label: t("plans.toolLine.goalsTitle") };
  return (
    <p className="text-sm text-slate-700 print:hidden">
      {t("plans.toolLine.toolsLine")}{" "}
      <Link to={link.to} className={LINK}>
        {link.label}
      </Link>
    </p>
  );
}
