/**
 * The advanced tools' shared pieces: the frame, the gates (401, 403 with an offer), the links to the
 * three tools (the index and the dashboard's card; each free tool's line is in tool-line.tsx) and the CSV link. Every form of
 * the pages (history-page, goal-page, what-if-page) is plain HTML, so each works without JavaScript.
 */
import { Link } from "@remix-run/react";
import { type ReactNode } from "react";
import { planChangePath } from "~/features/payments/plan-change";
import { EXPORT_CURRENCY_KEY } from "~/features/tools/domain/query";
import { formatDate } from "~/lib/domain/dates";
import { type ServiceOffer } from "~/lib/domain/entitlements";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { usePlanTier } from "~/hooks/use-plan-tier";
import { ADVANCED_TOOLS_PATH, DEBT_WHAT_IF_PATH, goalProgressPath, NET_WORTH_HISTORY_PATH } from "./paths";
import { ADVANCED_TEXTS as T } from "./texts";
import { LINK, PremiumOffer, usesAdvancedTools } from "./tool-line";
import { OfferGate, SignInGate } from "~/components/locked-page";

export type Money = (amount: number) => string;

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
