import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { consoleEventAction, consoleEventLoader } from "~/features/live/console-pages.server";
import { CancelEventForm, EventForm } from "~/features/live/console-ui";
import { noStore } from "~/features/live/pages.server";
import { ADMIN_LIVE_PATH } from "~/features/live/paths";
import { CONSOLE_LIVE_TEXTS } from "~/features/live/texts";
import { pageMeta } from "~/lib/http/meta";

export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = () => [
  ...pageMeta("Live Q&A · Staff console", "Edit or cancel a live Q&A session."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return consoleEventLoader(request, context, params.eventId ?? "");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return consoleEventAction(request, context, params.eventId ?? "");
}

export default function AdminLiveEvent() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const eventReply = reply?.form === "event" ? reply : undefined;
  return (
    <div>
      <Link to={ADMIN_LIVE_PATH} className="text-sm font-medium text-brand-700 underline">
        {CONSOLE_LIVE_TEXTS.title}
      </Link>
      <h1 className="mt-2 break-words text-2xl font-bold tracking-tight">{page.event.title}</h1>
      <p className="mt-1 text-slate-700" data-testid="console-when">
        {page.event.when}
      </p>
      <p className="text-sm text-slate-700">{CONSOLE_LIVE_TEXTS.rsvps(page.event.rsvpCount, page.event.capacity)}</p>
      {page.event.cancelled ? (
        <p className="mt-4 font-semibold text-red-800">{CONSOLE_LIVE_TEXTS.alreadyCancelled}</p>
      ) : (
        <>
          <EventForm
            values={eventReply?.values ?? page.values}
            errors={eventReply?.errors ?? {}}
            zone={page.zone}
            submitLabel={CONSOLE_LIVE_TEXTS.save}
            keptStart={page.event.startsAt}
          />
          <CancelEventForm reply={reply?.form === "cancel" ? reply : undefined} />
        </>
      )}
    </div>
  );
}
