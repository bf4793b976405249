/**
 * The net worth tracker's one read (ADR 042, an exception to ADR 006 for members only): with no
 * previous net worth in the URL, a signed-in member's latest snapshot is proposed for the Tracking
 * tab. Everyone else, and any URL that already carries a previous value, reads nothing.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PREVIOUS_NET_WORTH_KEY } from "~/features/tools/domain/net-worth";
import { loadLatestSnapshot, noStore } from "./advanced-tools.server";

export async function netWorthTrackerLoader({ request, context }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.has(PREVIOUS_NET_WORTH_KEY)) return data({ previous: null }, { headers: noStore });
  return data({ previous: await loadLatestSnapshot(request, context, new Date()) }, { headers: noStore });
}
