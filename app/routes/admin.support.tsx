import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SupportQueue } from "~/features/support/console-page";
import { loadQueue, parseQueueStatus, requireSupportStaff } from "~/features/support/console.server";
import { noStore } from "~/features/support/support-actions.server";
import { CONSOLE_TEXTS } from "~/features/support/texts";
import { pageMeta } from "~/lib/http/meta";

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = () => [
  ...pageMeta(`${CONSOLE_TEXTS.title} · Staff console`, CONSOLE_TEXTS.intro),
  { name: "robots", content: "noindex" },
];

/** The queue: admins see every request; an adviser the advisor threads routed to them; everyone else 404. One round trip. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const status = parseQueueStatus(new URL(request.url).searchParams.get("status"));
  return data(await loadQueue(request, context, status, new Date()), { headers: noStore });
}

/** The queue takes no posts; only its staff learn that (anyone else: 404). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireSupportStaff(request, context);
  throw new Response("This page takes no form posts", { status: 405 });
}

export default function AdminSupport() {
  const page = useLoaderData<typeof loader>();
  return <SupportQueue {...page} />;
}
