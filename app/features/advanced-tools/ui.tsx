/**
 * The advanced tools' shared pieces: the frame, the gates (401, 403 with an offer), the links to the
 * three tools (the index and the dashboard's card; each free tool's line is in tool-line.tsx) and the CSV link. Every form of
 * the pages (history-page, goal-page, what-if-page) is plain HTML, so each works without JavaScript.
 */
import { Link, useHref } from "@remix-run/react";
import { type ReactNode } from "react";
import { planChangePath } from "~/features/payments/plan-change";
import { formatToolDate } from "~/features/tools/domain/format";
import { EXPORT_CURRENCY_KEY } from "~/features/tools/domain/query";
import { type ServiceOffer } from "~/lib/domain/entitlements";
import type { Locale } from "~/lib/i18n/locale";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { usePlanTier } from "~/hooks/use-plan-tier";
import { useTranslate } from "~/hooks/use-translate";
import { ADVANCED_TOOLS_PATH, DEBT_WHAT_IF_PATH, goalProgressPath, NET_WORTH_HISTORY_PATH } from "./paths";
import { LINK, PremiumOffer, usesAdvancedTools } from "./tool-line";
import { OfferGate, SignInGate } from "~/components/locked-page";

export type Money = (amount: number) => string;

/** A page of the advanced tools; its words are `plans.advanced`, `plans.advancedLinks` and `plans.toolLine`, which its loader sends. */
export function AdvancedFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <nav aria-label={t("plans.advanced.breadcrumb")} className="text-sm">
        <Link to={ADVANCED_TOOLS_PATH} className={LINK}>
          {t("plans.advancedLinks.title")}
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
  const t = useTranslate();
  return (
    <SignInGate
      title={t("plans.advanced.visitorTitle")}
      text={t("plans.advanced.visitorText")}
      labels={{ logIn: t("plans.advanced.logIn"), signUp: t("plans.advanced.signUp") }}
    />
  );
}

/** Learners whose plan has no advanced tools (403): what Premium adds, and the way to it (a plan change, never a second plan). */
function AdvancedOfferGate({ offer }: { offer: ServiceOffer }) {
  const t = useTranslate();
  const texts = {
    gateTitle: t("plans.advanced.gateTitle"),
    gateText: t("plans.advanced.gateText"),
    gateOffer: t("plans.toolLine.gateOffer"),
    upgrade: t("plans.toolLine.upgrade"),
  };
  return <OfferGate texts={texts} testId="advanced-gate" offer={offer} upgradeHref={planChangePath("premium")} />;
}

export function Gate({ page }: { page: { state: "visitor" } | { state: "outsider"; offer: ServiceOffer } }) {
  return page.state === "visitor" ? <VisitorGate /> : <AdvancedOfferGate offer={page.offer} />;
}

/** The three tools, as links: for the index, and for the lead to place on /dashboard/plans. */
export function AdvancedToolsLinks({ goalPlans }: { goalPlans?: readonly { id: string; name: string }[] }) {
  const t = useTranslate();
  return (
    <ul className="mt-4 space-y-4">
      <li>
        <Link to={NET_WORTH_HISTORY_PATH} className={LINK}>
          {t("plans.toolLine.historyTitle")}
        </Link>
        <p className="text-sm text-slate-700">{t("plans.advancedLinks.indexHistory")}</p>
      </li>
      <li>
        <span className="font-medium">{t("plans.toolLine.goalsTitle")}</span>
        <p className="text-sm text-slate-700">{t("plans.advancedLinks.indexGoals")}</p>
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
            <p className="mt-1 text-sm text-slate-700">{t("plans.advancedLinks.goalPlansNone")}</p>
          )
        ) : null}
      </li>
      <li>
        <Link to={DEBT_WHAT_IF_PATH} className={LINK}>
          {t("plans.toolLine.whatIfTitle")}
        </Link>
        <p className="text-sm text-slate-700">{t("plans.advancedLinks.indexWhatIfs")}</p>
      </li>
    </ul>
  );
}

/**
 * For the dashboard's plans page (owned by the saved-plans feature): the three tools for a member, or
 * Premium's offer. The plan comes from the root loader: the page's own loader reads nothing more.
 */
export function DashboardAdvancedTools() {
  const t = useTranslate();
  const tier = usePlanTier();
  return (
    <section aria-labelledby="advanced-tools-heading" className="card">
      <h2 id="advanced-tools-heading" className="text-lg font-semibold">
        {t("plans.advancedLinks.title")}
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

/** The export in the page's language: a plain link, which the router does not prefix, so its address is the page's (`/fr/…`). */
export function CsvLink({ to }: { to: string }) {
  const t = useTranslate();
  const currency = useDisplayCurrency();
  const path = useHref(to);
  const join = path.includes("?") ? "&" : "?";
  return (
    <a href={`${path}${join}${EXPORT_CURRENCY_KEY}=${currency}`} className="button-secondary" download>
      {t("plans.advanced.exportCsv")}
    </a>
  );
}

/** Dates as the learner reads them, in the page's language; two snapshots of one day are told apart by their order. */
export function dateLabels(rows: readonly { date: string }[], locale: Locale = "en"): string[] {
  const seen = new Map<string, number>();
  return rows.map(({ date }) => {
    const count = (seen.get(date) ?? 0) + 1;
    seen.set(date, count);
    const shown = formatToolDate(date, locale);
    return count === 1 ? shown : `${shown} (${count})`;
  });
}
