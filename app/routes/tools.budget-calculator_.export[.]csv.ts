import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { budgetCsvRows, computeBudget, parseBudget } from "~/lib/domain/tools/budget";
import { csvResponse, readExportCurrency } from "~/lib/domain/tools/csv";

/** /tools/budget-calculator/export.csv?<the page's query>: the plan as a download, computed, never stored. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return csvResponse("budget-plan.csv", budgetCsvRows(computeBudget(parseBudget(params)), readExportCurrency(params)));
}
