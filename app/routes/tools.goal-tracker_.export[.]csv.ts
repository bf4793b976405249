import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvResponse, readExportCurrency } from "~/lib/domain/tools/csv";
import { utcDate } from "~/lib/domain/tools/dates";
import { goalsCsv, readGoalsForm, summarizeGoals } from "~/lib/domain/tools/goals";

/** /tools/goal-tracker/export.csv?<the page's query>: the goals report, computed, never stored. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const summary = summarizeGoals(readGoalsForm(params).goals, utcDate(new Date()));
  return csvResponse("goals-report.csv", goalsCsv(summary, readExportCurrency(params)));
}
