import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvResponse } from "~/lib/domain/csv";
import { translate } from "~/lib/i18n/catalogues.server";
import { readExportCurrency } from "~/features/tools/domain/query";
import { siteToday } from "~/features/time-zones/domain/zoned-time";
import { goalsCsv, readGoalsForm, summarizeGoals } from "~/features/tools/domain/goals";
import { toolLocale } from "~/features/tools/tool-routes.server";

/** /tools/goal-tracker/export.csv?<the page's query>: the goals report, computed, never stored, in the page's language. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const locale = toolLocale(request);
  const summary = summarizeGoals(readGoalsForm(params, locale).goals, siteToday(new Date()));
  return csvResponse(
    "goals-report.csv",
    goalsCsv(summary, readExportCurrency(params), (key, values) => translate(locale, key, values)),
  );
}
