import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { budgetCsvRows, computeBudget, parseBudget } from "~/features/tools/domain/budget";
import { toolLocale } from "~/features/tools/tool-routes.server";
import { csvResponse } from "~/lib/domain/csv";
import { translate } from "~/lib/i18n/catalogues.server";
import { readExportCurrency } from "~/features/tools/domain/query";

/** /tools/budget-calculator/export.csv?<the page's query>: the plan as a download, computed, never stored, in the page's language. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const locale = toolLocale(request);
  const rows = budgetCsvRows(computeBudget(parseBudget(params, locale)), readExportCurrency(params), (key, values) =>
    translate(locale, key, values),
  );
  return csvResponse("budget-plan.csv", rows);
}
