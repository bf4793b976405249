import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { whatIfCsvLoader } from "~/features/advanced-tools/pages.server";

/** /advanced-tools/debt-what-ifs/export.csv?<the page's query>: the comparison, computed, never stored. */
export const loader = ({ request, context }: LoaderFunctionArgs) => whatIfCsvLoader(request, context);
