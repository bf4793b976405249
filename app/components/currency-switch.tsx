import { useFetcher, useLocation } from "@remix-run/react";
import { CURRENCIES } from "~/lib/domain/catalog";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTranslate } from "~/hooks/use-translate";

/**
 * The CAD/USD switch. Without JavaScript it is a plain form: POST, cookie, redirect back to `returnTo`
 * (the current page, hash included when the browser knows it). With JavaScript a fetcher posts it
 * without `returnTo`, so the action answers in place: the page stays where it is, and every price
 * updates when Remix revalidates the root loader after the action.
 */
export function CurrencySwitch({ returnTo, className = "" }: { returnTo?: string; className?: string }) {
  const location = useLocation();
  const current = useDisplayCurrency();
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const t = useTranslate();
  return (
    <fetcher.Form method="post" action="/currency" className={className}>
      {hydrated ? null : <input type="hidden" name="returnTo" value={returnTo ?? location.pathname + location.search + location.hash} />}
      <fieldset className="inline-flex items-center gap-2">
        <legend className="sr-only">{t("site.currency")}</legend>
        <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 text-xs font-semibold">
          {CURRENCIES.map((currency) => {
            const selected = currency === current;
            return (
              <button
                key={currency}
                type="submit"
                name="currency"
                value={currency}
                aria-pressed={selected}
                aria-label={t("site.currencyChoice", { currency })}
                className={`rounded-md px-2.5 py-1.5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${
                  selected ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"
                }`}
              >
                {currency}
              </button>
            );
          })}
        </div>
      </fieldset>
    </fetcher.Form>
  );
}
