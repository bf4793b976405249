import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadSpace } from "~/features/community/community.server";
import { noStore } from "~/features/community/community-actions.server";
import { threadCursor } from "~/features/community/domain/community-rules";
import { COMMUNITY_PATH } from "~/features/community/paths";
import { SpacePage } from "~/features/community/space-page";
import { useTranslate } from "~/hooks/use-translate";
import { pageMeta } from "~/lib/http/meta";
import { sectionText } from "~/lib/http/section-meta";

export const headers: HeadersFunction = () => noStore;

/** The section's words come with the community layout's data (routes/community.tsx). */
const text = (args: Parameters<MetaFunction>[0], key: "services.community.title" | "services.community.intro") =>
  sectionText(args, "routes/community", key);

export const meta: MetaFunction = (args) => pageMeta(text(args, "services.community.title"), text(args, "services.community.intro"));

/** The members' space: threads for members and staff, titles for other learners, the gate for visitors (401). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadSpace(request, context, { cursor: threadCursor(new URL(request.url)) });
  if (page.standing === "visitor") return data({ state: "visitor" as const }, { status: 401, headers: noStore });
  return data({ state: "space" as const, ...page }, { headers: noStore });
}

export default function CommunityPage() {
  const t = useTranslate();
  return <SpacePage page={useLoaderData<typeof loader>()} title={t("services.community.title")} base={COMMUNITY_PATH} />;
}
