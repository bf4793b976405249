import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { parseSearchRequest } from "~/features/community/domain/search-query";
import { CommunitySearch } from "~/features/community/search-page";
import { searchCommunity } from "~/features/community/search.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";
import { sectionText } from "~/lib/http/section-meta";

/** Results depend on who asks: never stored by any cache. */
const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = (args) => [
  ...pageMeta(
    sectionText(args, "routes/community", "services.community.search.title"),
    sectionText(args, "routes/community", "services.community.search.description"),
  ),
  { name: "robots", content: "noindex" },
];

/** Visitors get the sign-in gate (401) and no search is run; a learner searches what they may read. One round trip. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await searchCommunity(request, context, parseSearchRequest(new URL(request.url).searchParams));
  return data(page, { status: page.state === "signed-out" ? 401 : 200, headers: noStore });
}

export default function CommunitySearchRoute() {
  return <CommunitySearch page={useLoaderData<typeof loader>()} />;
}
