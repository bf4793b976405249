import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadSpace } from "~/features/community/community.server";
import { noStore } from "~/features/community/community-actions.server";
import { threadCursor } from "~/features/community/domain/community-rules";
import { COMMUNITY_PATH } from "~/features/community/paths";
import { SpacePage } from "~/features/community/space-page";
import { PAGE_TEXTS } from "~/features/community/texts";
import { pageMeta } from "~/lib/http/meta";

export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = () => pageMeta(PAGE_TEXTS.spaceTitle, PAGE_TEXTS.spaceIntro);

/** The members' space: threads for members and staff, titles for other learners, the gate for visitors (401). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadSpace(request, context, { cursor: threadCursor(new URL(request.url)) });
  if (page.standing === "visitor") return data({ state: "visitor" as const }, { status: 401, headers: noStore });
  return data({ state: "space" as const, ...page }, { headers: noStore });
}

export default function CommunityPage() {
  return <SpacePage page={useLoaderData<typeof loader>()} title={PAGE_TEXTS.spaceTitle} base={COMMUNITY_PATH} />;
}
