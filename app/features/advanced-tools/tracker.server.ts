/**
 * The net worth tracker's snapshot read (ADR 042, an exception to ADR 006 for members only): with no
 * previous net worth in the URL, a signed-in member's latest snapshot is proposed for the Tracking
 * tab. Everyone else, and any URL that already carries a previous value, reads nothing. It joins the
 * request's session batch, so the tool route calls it in the same tick as saved plans' loader.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PREVIOUS_NET_WORTH_KEY } from "~/features/tools/domain/net-worth";
import { loadLatestSnapshot } from "./advanced-tools.server";

export async function previousSnapshot({ request, context }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.has(PREVIOUS_NET_WORTH_KEY)) return { previous: null };
  return { previous: await loadLatestSnapshot(request, context, new Date()) };
}
