import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { consoleEventAction, consoleNewLoader } from "~/features/live/console-pages.server";
import { EventForm } from "~/features/live/console-ui";
import { noStore } from "~/features/live/pages.server";
import { ADMIN_LIVE_PATH } from "~/features/live/paths";
import { CONSOLE_LIVE_TEXTS } from "~/features/live/texts";
import { pageMeta } from "~/lib/http/meta";

export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = () => [
  ...pageMeta("New live Q&A · Staff console", "Schedule a live Q&A session."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return consoleNewLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return consoleEventAction(request, context, null);
}

export default function AdminNewLiveEvent() {
  const { zone, newEventId } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const reply = answered?.form === "event" ? answered : undefined;
  return (
    <div>
      <Link to={ADMIN_LIVE_PATH} className="text-sm font-medium text-brand-700 underline">
        {CONSOLE_LIVE_TEXTS.title}
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight">{CONSOLE_LIVE_TEXTS.newEvent}</h1>
      <EventForm
        values={reply?.values ?? {}}
        errors={reply?.errors ?? {}}
        zone={zone}
        submitLabel={CONSOLE_LIVE_TEXTS.create}
        newEventId={newEventId}
      />
    </div>
  );
}
