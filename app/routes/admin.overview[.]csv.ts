import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { OVERVIEW_CSV_FILENAME, overviewCsvRows } from "~/features/admin/domain/overview";
import { requireOverview } from "~/features/admin/overview.server";
import { csvResponse } from "~/lib/domain/csv";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { consolePageAction } from "~/features/admin/staff.server";

/** The overview's monthly figures as CSV: the same reads and sums as the page. */
/** A post is a 404 to anyone but staff, as a GET is: the address is not advertised. */
export const action = consolePageAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const report = await requireOverview(request, context);
  const response = csvResponse(OVERVIEW_CSV_FILENAME, overviewCsvRows(report.months));
  response.headers.set("Cache-Control", PRIVATE_CACHE);
  return response;
}
