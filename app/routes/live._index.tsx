import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LiveFrame, LiveOfferGate, LiveVisitorGate, PastList, UpcomingList } from "~/features/live/live-ui";
import { liveListLoader, noStore } from "~/features/live/pages.server";
import { LIVE_TEXTS } from "~/features/live/texts";
import { pageMeta } from "~/lib/http/meta";

export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = () => pageMeta(LIVE_TEXTS.title, LIVE_TEXTS.intro);

/** Upcoming sessions in the member's zone with their RSVP, past ones with their replays; the gates for everyone else. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return liveListLoader(request, context);
}

export default function LivePage() {
  const page = useLoaderData<typeof loader>();
  if (page.state === "visitor") return <LiveVisitorGate />;
  if (page.state === "outsider") return <LiveOfferGate offer={page.offer} />;
  return (
    <LiveFrame>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{LIVE_TEXTS.title}</h1>
      <p className="mt-2 text-slate-700">{LIVE_TEXTS.intro}</p>
      <p className="mt-1 text-sm text-slate-700">{LIVE_TEXTS.zoneNote(page.zone)}</p>
      <section className="mt-8" aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-xl font-semibold">
          {LIVE_TEXTS.upcoming}
        </h2>
        <UpcomingList events={page.upcoming} />
      </section>
      <section className="mt-10" aria-labelledby="past-heading">
        <h2 id="past-heading" className="text-xl font-semibold">
          {LIVE_TEXTS.past}
        </h2>
        <PastList events={page.past} />
      </section>
    </LiveFrame>
  );
}
