import { Link } from "@remix-run/react";
import { LIVE_PATH, liveEventPath } from "./paths";
import { LIVE_TEXTS } from "./texts";

export interface DashboardLive {
  zone: string;
  events: { id: string; title: string; when: string; rsvped: boolean }[];
}

/** The next live sessions (or none), in the learner's zone, with the way to all of them. */
export function DashboardLiveCard({ live }: { live: DashboardLive }) {
  return (
    <section className="card" aria-labelledby="live-heading" data-testid="dashboard-live">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="live-heading" className="text-xl font-semibold">
          {LIVE_TEXTS.dashboardTitle}
        </h2>
        <Link to={LIVE_PATH} className="text-sm font-semibold text-brand-700 underline hover:text-brand-900">
          {LIVE_TEXTS.dashboardAll}
        </Link>
      </div>
      {live.events.length === 0 ? (
        <p className="mt-3 text-slate-700">{LIVE_TEXTS.dashboardNone}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {live.events.map((event) => (
            <li key={event.id}>
              <Link to={liveEventPath(event.id)} className="break-words font-semibold text-brand-700 underline hover:text-brand-900">
                {event.title}
              </Link>
              <span className="block text-sm text-slate-700">
                {event.when}
                {event.rsvped ? ` · ${LIVE_TEXTS.going}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
