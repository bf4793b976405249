import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvResponse } from "~/lib/domain/csv";
import { translate } from "~/lib/i18n/catalogues.server";
import { readExportCurrency } from "~/features/tools/domain/query";
import { siteToday } from "~/features/time-zones/domain/zoned-time";
import { debtScheduleCsv, planDebtPayoff, readDebtForm } from "~/features/tools/domain/debt-payoff";
import { toolLocale } from "~/features/tools/tool-routes.server";

/** /tools/debt-payoff-planner/export.csv?<the page's query>: the month-by-month schedule, computed, never stored, in the page's language. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const locale = toolLocale(request);
  const form = readDebtForm(params, locale);
  return csvResponse(
    `debt-payoff-plan-${form.strategy}.csv`,
    debtScheduleCsv(planDebtPayoff(form), siteToday(new Date()), readExportCurrency(params), (key, values) => translate(locale, key, values)),
  );
}
