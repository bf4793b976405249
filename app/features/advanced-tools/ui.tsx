/**
 * The advanced tools' shared pieces: the frame, the gates (401, 403 with an offer), the links to the
 * three tools (the index, each free tool's line, the dashboard's card) and the CSV link. Every form of
 * the pages (history-page, goal-page, what-if-page) is plain HTML, so each works without JavaScript.
 */
import { Link } from "@remix-run/react";
import { type ReactNode } from "react";
import { planChangePath } from "~/features/payments/plan-change";
import { EXPORT_CURRENCY_KEY } from "~/features/tools/domain/query";
import { formatDate } from "~/lib/domain/dates";
import { ENTITLEMENTS, type ServiceOffer } from "~/lib/domain/entitlements";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { usePlanTier } from "~/hooks/use-plan-tier";
import { ADVANCED_TOOLS_PATH, DEBT_WHAT_IF_PATH, goalProgressPath, NET_WORTH_HISTORY_PATH } from "./paths";
import { ADVANCED_TEXTS as T } from "./texts";
import { OfferGate, SignInGate } from "~/components/locked-page";

export type Money = (amount: number) => string;

export const LINK = "font-medium text-brand-700 underline hover:text-brand-800";

export function AdvancedFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={ADVANCED_TOOLS_PATH} className={LINK}>
          {T.title}
        </Link>
      </nav>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
      {children}
    </div>
  );
}

/** Visitors (401): what the tools are, and the way in. */
export function VisitorGate() {
  return <SignInGate title={T.visitorTitle} text={T.visitorText} />;
}

/** Learners whose plan has no advanced tools (403): what Premium adds, and the way to it (a plan change, never a second plan). */
function AdvancedOfferGate({ offer }: { offer: ServiceOffer }) {
  return <OfferGate texts={T} testId="advanced-gate" offer={offer} upgradeHref={planChangePath("premium")} />;
}

export function Gate({ page }: { page: { state: "visitor" } | { state: "outsider"; offer: ServiceOffer } }) {
  return page.state === "visitor" ? <VisitorGate /> : <AdvancedOfferGate offer={page.offer} />;
}

/** The three tools, as links: for the index, and for the lead to place on /dashboard/plans. */
export function AdvancedToolsLinks({ goalPlans }: { goalPlans?: readonly { id: string; name: string }[] }) {
  return (
    <ul className="mt-4 space-y-4">
      <li>
        <Link to={NET_WORTH_HISTORY_PATH} className={LINK}>
          {T.historyTitle}
        </Link>
        <p className="text-sm text-slate-700">{T.indexHistory}</p>
      </li>
      <li>
        <span className="font-medium">{T.goalsTitle}</span>
        <p className="text-sm text-slate-700">{T.indexGoals}</p>
        {goalPlans ? (
          goalPlans.length > 0 ? (
            <ul className="mt-1 list-disc pl-6 text-sm [overflow-wrap:anywhere]">
              {goalPlans.map((plan) => (
                <li key={plan.id}>
                  <Link to={goalProgressPath(plan.id)} className={LINK}>
                    {plan.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-700">{T.goalPlansNone}</p>
          )
        ) : null}
      </li>
      <li>
        <Link to={DEBT_WHAT_IF_PATH} className={LINK}>
          {T.whatIfTitle}
        </Link>
        <p className="text-sm text-slate-700">{T.indexWhatIfs}</p>
      </li>
    </ul>
  );
}

function usesAdvancedTools(tier: ReturnType<typeof usePlanTier>): boolean {
  return tier !== null && ENTITLEMENTS[tier].advancedTools;
}

/** What Premium adds, and the way to it: a plan change for a subscriber, the pricing for anyone else. */
function PremiumOffer({ tier }: { tier: ReturnType<typeof usePlanTier> }) {
  return (
    <p className="text-sm text-slate-700 print:hidden">
      {T.toolsOffer}{" "}
      <Link to={tier ? planChangePath("premium") : "/#pricing"} className={LINK}>
        {tier ? T.upgrade : T.gateOffer}
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
  const tier = usePlanTier();
  if (!usesAdvancedTools(tier)) return <PremiumOffer tier={tier} />;
  const link =
    tool === "net-worth"
      ? { to: NET_WORTH_HISTORY_PATH, label: T.historyTitle }
      : tool === "debt"
        ? { to: query ? `${DEBT_WHAT_IF_PATH}?${query}` : DEBT_WHAT_IF_PATH, label: T.whatIfTitle }
        : { to: ADVANCED_TOOLS_PATH, label: T.goalsTitle };
  return (
    <p className="text-sm text-slate-700 print:hidden">
      {T.toolsLine}{" "}
      <Link to={link.to} className={LINK}>
        {link.label}
      </Link>
    </p>
  );
}

/**
 * For the dashboard's plans page (owned by the saved-plans feature): the three tools for a member, or
 * Premium's offer. The plan comes from the root loader: the page's own loader reads nothing more.
 */
export function DashboardAdvancedTools() {
  const tier = usePlanTier();
  return (
    <section aria-labelledby="advanced-tools-heading" className="card">
      <h2 id="advanced-tools-heading" className="text-lg font-semibold">
        {T.title}
      </h2>
      {usesAdvancedTools(tier) ? (
        <AdvancedToolsLinks />
      ) : (
        <div className="mt-2">
          <PremiumOffer tier={tier} />
        </div>
      )}
    </section>
  );
}

export function CsvLink({ to }: { to: string }) {
  const currency = useDisplayCurrency();
  const join = to.includes("?") ? "&" : "?";
  return (
    <a href={`${to}${join}${EXPORT_CURRENCY_KEY}=${currency}`} className="button-secondary" download>
      {T.exportCsv}
    </a>
  );
}

/** Dates as the learner reads them; two snapshots of one day are told apart by their order. */
export function dateLabels(rows: readonly { date: string }[]): string[] {
  const seen = new Map<string, number>();
  return rows.map(({ date }) => {
    const count = (seen.get(date) ?? 0) + 1;
    seen.set(date, count);
    return count === 1 ? formatDate(date) : `${formatDate(date)} (${count})`;
  });
}
