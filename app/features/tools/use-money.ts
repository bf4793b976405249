import { useCallback } from "react";
import { formatMoney } from "~/features/tools/domain/format";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { useLocale } from "~/hooks/use-translate";

/** Formats amounts in the currency the visitor chose for the whole site, to the cent, as the page's language writes them. */
export function useMoney(): (amount: number) => string {
  const currency = useDisplayCurrency();
  const locale = useLocale();
  return useCallback((amount: number) => formatMoney(amount, currency, locale), [currency, locale]);
}
