import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { budgetCsvRows, computeBudget, parseBudget } from "~/features/tools/domain/budget";
import { csvResponse } from "~/lib/domain/csv";
import { readExportCurrency } from "~/features/tools/domain/query";

/** /tools/budget-calculator/export.csv?<the page's query>: the plan as a download, computed, never stored. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return csvResponse("budget-plan.csv", budgetCsvRows(computeBudget(parseBudget(params)), readExportCurrency(params)));
}
