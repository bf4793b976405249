import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { historyCsvLoader } from "~/features/advanced-tools/pages.server";

/** /advanced-tools/net-worth-history/export.csv: the member's snapshots as a download. */
export const loader = ({ request, context }: LoaderFunctionArgs) => historyCsvLoader(request, context);
