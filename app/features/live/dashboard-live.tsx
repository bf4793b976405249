import { Link } from "@remix-run/react";
import { WithMessages } from "~/components/with-messages";
import { useTranslate } from "~/hooks/use-translate";
import type { Message } from "~/lib/i18n/messages";
import { LIVE_PATH, liveEventPath } from "./paths";

export interface DashboardLive {
  zone: string;
  events: { id: string; title: string; when: string; rsvped: boolean }[];
  /** The card's words in the page's language: the dashboard's loader is the dashboard's, not live Q&A's. */
  messages: Readonly<Record<string, Message>>;
}

/** The next live sessions (or none), in the learner's zone, with the way to all of them. */
export function DashboardLiveCard({ live }: { live: DashboardLive }) {
  return (
    <WithMessages messages={live.messages}>
      <Card live={live} />
    </WithMessages>
  );
}

function Card({ live }: { live: DashboardLive }) {
  const t = useTranslate();
  return (
    <section className="card" aria-labelledby="live-heading" data-testid="dashboard-live">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="live-heading" className="text-xl font-semibold">
          {t("services.live.card.title")}
        </h2>
        <Link to={LIVE_PATH} className="text-sm font-semibold text-brand-700 underline hover:text-brand-900">
          {t("services.live.card.all")}
        </Link>
      </div>
      {live.events.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("services.live.card.none")}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {live.events.map((event) => (
            <li key={event.id}>
              <Link to={liveEventPath(event.id)} className="break-words font-semibold text-brand-700 underline hover:text-brand-900">
                {event.title}
              </Link>
              <span className="block text-sm text-slate-700">
                {event.when}
                {event.rsvped ? ` · ${t("services.live.card.going")}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
