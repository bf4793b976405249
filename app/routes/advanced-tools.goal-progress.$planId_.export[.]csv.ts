import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { goalProgressCsvLoader } from "~/features/advanced-tools/pages.server";

/** /advanced-tools/goal-progress/<plan>/export.csv: the plan's contributions with each goal's projection. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => goalProgressCsvLoader(request, context, params.planId!);
