import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvResponse } from "~/lib/domain/csv";
import { readExportCurrency } from "~/features/tools/domain/query";
import { utcDate } from "~/lib/domain/dates";
import { debtScheduleCsv, planDebtPayoff, readDebtForm } from "~/features/tools/domain/debt-payoff";

/** /tools/debt-payoff-planner/export.csv?<the page's query>: the month-by-month schedule, computed, never stored. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const form = readDebtForm(params);
  return csvResponse(
    `debt-payoff-plan-${form.strategy}.csv`,
    debtScheduleCsv(planDebtPayoff(form), utcDate(new Date()), readExportCurrency(params)),
  );
}
