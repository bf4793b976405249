import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvResponse } from "~/lib/domain/csv";
import { readExportCurrency } from "~/features/tools/domain/query";
import { computeNetWorth, netWorthCsvRows, parseNetWorth } from "~/features/tools/domain/net-worth";

/** /tools/net-worth-tracker/export.csv?<the page's query>: the snapshot as a download, computed, never stored. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return csvResponse("net-worth-report.csv", netWorthCsvRows(computeNetWorth(parseNetWorth(params)), readExportCurrency(params)));
}
