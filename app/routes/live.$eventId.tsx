import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EventPage, LiveOfferGate, LiveVisitorGate } from "~/features/live/live-ui";
import { liveEventAction, liveEventLoader, noStore } from "~/features/live/pages.server";
import { pageMeta } from "~/lib/http/meta";
import { sectionText } from "~/lib/http/section-meta";

export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction<typeof loader> = (args) => {
  const page = args.data;
  const title = sectionText(args, "routes/live", "services.live.title");
  return pageMeta(page?.state === "member" ? `${page.event.title} | ${title}` : title, sectionText(args, "routes/live", "services.live.intro"));
};

/** One session: details, questions and votes; the join link only for an RSVP inside its window (decided on the server). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return liveEventLoader(request, context, params.eventId ?? "");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return liveEventAction(request, context, params.eventId ?? "");
}

export default function LiveEventRoute() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (page.state === "visitor") return <LiveVisitorGate />;
  if (page.state === "outsider") return <LiveOfferGate offer={page.offer} />;
  return <EventPage page={page} reply={reply} />;
}
