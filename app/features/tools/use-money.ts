import { useCallback } from "react";
import { formatMoney } from "~/features/tools/domain/format";
import { useDisplayCurrency } from "~/hooks/use-currency";

/** Formats amounts in the currency the visitor chose for the whole site, to the cent. */
export function useMoney(): (amount: number) => string {
  const currency = useDisplayCurrency();
  return useCallback((amount: number) => formatMoney(amount, currency), [currency]);
}
