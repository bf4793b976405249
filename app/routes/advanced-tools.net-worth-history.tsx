import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { historyLoader } from "~/features/advanced-tools/pages.server";
import { HistoryPage } from "~/features/advanced-tools/history-page";
import { Gate } from "~/features/advanced-tools/ui";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta, pageText } from "~/lib/http/meta";

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE });
export const meta: MetaFunction = (args) =>
  pageMeta(pageText(args, "plans.toolLine.historyTitle"), pageText(args, "plans.advanced.historyIntro"));

export const loader = ({ request, context }: LoaderFunctionArgs) => historyLoader(request, context);

export default function NetWorthHistory() {
  const page = useLoaderData<typeof loader>();
  return page.state === "member" ? <HistoryPage rows={page.rows} /> : <Gate page={page} />;
}
