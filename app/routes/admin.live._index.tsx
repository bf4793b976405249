import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { consolePageAction } from "~/features/admin/staff.server";
import { consoleListLoader } from "~/features/live/console-pages.server";
import { LiveConsole } from "~/features/live/console-ui";
import { noStore } from "~/features/live/pages.server";
import { pageMeta } from "~/lib/http/meta";

export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = () => [
  ...pageMeta("Live Q&A · Staff console", "Schedule live Q&A sessions."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return consoleListLoader(request, context);
}

export const action = consolePageAction;

export default function AdminLive() {
  const page = useLoaderData<typeof loader>();
  return <LiveConsole upcoming={page.upcoming} past={page.past} zone={page.zone} />;
}
