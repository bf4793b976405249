import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvResponse } from "~/lib/domain/csv";
import { translate } from "~/lib/i18n/catalogues.server";
import { readExportCurrency } from "~/features/tools/domain/query";
import { computeNetWorth, netWorthCsvRows, parseNetWorth } from "~/features/tools/domain/net-worth";
import { toolLocale } from "~/features/tools/tool-routes.server";

/** /tools/net-worth-tracker/export.csv?<the page's query>: the snapshot as a download, computed, never stored, in the page's language. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const locale = toolLocale(request);
  const rows = netWorthCsvRows(computeNetWorth(parseNetWorth(params, locale)), readExportCurrency(params), (key, values) =>
    translate(locale, key, values),
  );
  return csvResponse("net-worth-report.csv", rows);
}
