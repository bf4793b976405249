/** The members' space and a category's page: the same list, with the space's or the category's heading. */
import { Link } from "@remix-run/react";
import { useTranslate } from "~/hooks/use-translate";
import { CategoryNav, CommunityFrame, JoinNotice, OlderThreads, ThreadList, VisitorGate } from "./community-ui";
import { canReadPosts, type Standing, type ThreadCursor } from "./domain/community-rules";
import { COMMUNITY_PATH, NEW_THREAD_PATH } from "./paths";
import type { ListedThread } from "./community.server";

export type SpacePageData =
  { state: "visitor" } | { state: "space"; standing: Standing; pinned: ListedThread[]; threads: ListedThread[]; next: ThreadCursor | null };

export function SpacePage({ page, title, category, base }: { page: SpacePageData; title: string; category?: string; base: string }) {
  const t = useTranslate();
  if (page.state === "visitor") return <VisitorGate />;
  const member = canReadPosts(page.standing);
  const empty = page.pinned.length === 0 && page.threads.length === 0;
  return (
    <CommunityFrame trail={category ? [{ to: COMMUNITY_PATH, label: t("services.community.title") }] : undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {member ? (
          <Link to={category ? `${NEW_THREAD_PATH}?category=${category}` : NEW_THREAD_PATH} className="button-primary">
            {t("services.community.startThread")}
          </Link>
        ) : null}
      </div>
      <p className="mt-2 text-slate-700">{t("services.community.intro")}</p>
      {member ? null : <JoinNotice />}
      <div className="mt-6">
        <CategoryNav current={category} />
      </div>
      <div className="mt-6 space-y-4">
        <ThreadList threads={page.pinned} linked={member} />
        <ThreadList threads={page.threads} linked={member} />
        {empty ? <p className="text-slate-700">{t("services.community.noThreads")}</p> : null}
      </div>
      <OlderThreads base={base} next={page.next} />
    </CommunityFrame>
  );
}
