import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvResponse } from "~/lib/domain/csv";
import { readExportCurrency } from "~/features/tools/domain/query";
import { utcDate } from "~/lib/domain/dates";
import { goalsCsv, readGoalsForm, summarizeGoals } from "~/features/tools/domain/goals";

/** /tools/goal-tracker/export.csv?<the page's query>: the goals report, computed, never stored. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const summary = summarizeGoals(readGoalsForm(params).goals, utcDate(new Date()));
  return csvResponse("goals-report.csv", goalsCsv(summary, readExportCurrency(params)));
}
