import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LiveFrame, LiveOfferGate, LiveVisitorGate, PastList, UpcomingList } from "~/features/live/live-ui";
import { liveListLoader, noStore } from "~/features/live/pages.server";
import { useTranslate } from "~/hooks/use-translate";
import { pageMeta } from "~/lib/http/meta";
import { sectionText } from "~/lib/http/section-meta";

export const headers: HeadersFunction = () => noStore;

/** The section's words come with the live layout's data (routes/live.tsx). */
export const meta: MetaFunction = (args) =>
  pageMeta(sectionText(args, "routes/live", "services.live.title"), sectionText(args, "routes/live", "services.live.intro"));

/** Upcoming sessions in the member's zone with their RSVP, past ones with their replays; the gates for everyone else. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return liveListLoader(request, context);
}

export default function LivePage() {
  const page = useLoaderData<typeof loader>();
  const t = useTranslate();
  if (page.state === "visitor") return <LiveVisitorGate />;
  if (page.state === "outsider") return <LiveOfferGate offer={page.offer} />;
  return (
    <LiveFrame>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("services.live.title")}</h1>
      <p className="mt-2 text-slate-700">{t("services.live.intro")}</p>
      <p className="mt-1 text-sm text-slate-700">{t("services.live.zoneNote", { zone: page.zone })}</p>
      <section className="mt-8" aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-xl font-semibold">
          {t("services.live.upcoming")}
        </h2>
        <UpcomingList events={page.upcoming} />
      </section>
      <section className="mt-10" aria-labelledby="past-heading">
        <h2 id="past-heading" className="text-xl font-semibold">
          {t("services.live.past")}
        </h2>
        <PastList events={page.past} />
      </section>
    </LiveFrame>
  );
}
