import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportedData } from "~/features/data-export/export.server";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";

/**
 * "Download your data" (Settings): the signed-in learner's data as a JSON file; anyone else goes to
 * sign in. Never stored by a cache: it is the learner's alone.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const now = new Date();
  const exported = await exportedData(request, context, now);
  const fileName = `${PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-data-${now.toISOString().slice(0, 10)}.json`;
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": PRIVATE_CACHE,
    },
  });
}
