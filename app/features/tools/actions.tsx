import { useHref, useLocation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { PLAN_KEY } from "~/features/saved-plans/domain/plans";
import { EXPORT_CURRENCY_KEY } from "~/features/tools/domain/query";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTranslate } from "~/hooks/use-translate";

/** The query key the Save button adds when it submits without JavaScript. */
export const SAVED_KEY = "saved";

/**
 * Export, Save and Print for a tool; must sit inside the tool's form.
 * - Export submits the form's current fields, plus the currency shown, to the tool's CSV route (a
 *   download; works without JS).
 * - Save shows the permanent link to exactly this plan: the tool's URL, which holds every input.
 *   Without JS it submits the form with `saved=1`, so the page comes back with the link shown.
 * - Print appears only once JavaScript runs (without it, the browser's own Print does the same).
 * - `children`: the saved-plan controls (a signed-in learner's Save into their account, a visitor's invitation).
 */
export function ToolActions({
  exportAction,
  exportLabel,
  saveLabel,
  query,
  children,
}: {
  /** The tool's CSV route, e.g. "/tools/budget-calculator/export.csv". */
  exportAction: string;
  exportLabel: string;
  saveLabel: string;
  /** The current query string (useToolForm's `query`). */
  query: string;
  children?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const currency = useDisplayCurrency();
  const t = useTranslate();
  const [saved, setSaved] = useState(() => new URLSearchParams(search).has(SAVED_KEY));
  const [copied, setCopied] = useState(false);
  // The addresses in the page's language (`/fr/…` on a French page): plain attributes, which the router does not prefix.
  const planPath = useHref(saved ? planLink(pathname, query) : pathname);
  const exportPath = useHref(exportAction);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(new URL(planPath, window.location.origin).href);
      setCopied(true);
    } catch {
      // Permission refused: the link above is still there to copy by hand.
    }
  }

  return (
    <div className="print:hidden">
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          formAction={exportPath}
          name={EXPORT_CURRENCY_KEY}
          value={currency}
          data-native-submit
          className="button-secondary"
        >
          {exportLabel}
        </button>
        <button
          type="submit"
          name={SAVED_KEY}
          value="1"
          className="button-secondary"
          onClick={(event) => {
            event.preventDefault();
            setSaved(true);
            setCopied(false);
          }}
        >
          {saveLabel}
        </button>
        {hydrated ? (
          <button type="button" className="button-secondary" onClick={() => window.print()}>
            {t("tools.common.print")}
          </button>
        ) : null}
      </div>
      {children}
      <div role="status" className="mt-3">
        {saved ? (
          <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-slate-900">
            <p>
              <strong>{t("tools.common.savedTitle")}</strong> {t("tools.common.savedText")}
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-3">
              <a href={planPath} className="font-semibold text-brand-800 underline" data-testid="plan-link">
                {t("tools.common.permanentLink")}
              </a>
              {hydrated && navigator.clipboard ? (
                <button type="button" className="font-semibold text-brand-800 underline" onClick={copyLink}>
                  {copied ? t("tools.common.linkCopied") : t("tools.common.copyLink")}
                </button>
              ) : null}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The plan's permanent link: the tool's address with every field, less the Save button's and the open plan's markers. */
export function planLink(pathname: string, query: string): string {
  const params = new URLSearchParams(query);
  params.delete(SAVED_KEY);
  params.delete(PLAN_KEY);
  // Not `params.size`: Safari before 17 has none, and the link would lose the plan.
  const kept = params.toString();
  return kept ? `${pathname}?${kept}` : pathname;
}
