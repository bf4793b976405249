/** The dashboard's Live Q&A card (issue 26 item 2): the next sessions in the learner's zone, read in the dashboard's one batch. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";
import { readWithSession } from "~/lib/services/auth/session.server";
import { viewerZone } from "~/features/time-zones/domain/zoned-time";
import { formatZonedIn } from "~/features/time-zones/domain/localized-time";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { liveStanding, upcomingEventsRead } from "./live.server";

const DASHBOARD_EVENTS = 3;

/** Call at the loader's first line (beside the dashboard's own reads) so it joins the session batch. Null for a plan without the live Q&A. */
export async function loadDashboardLive(request: Request, context: AppLoadContext, now: Date) {
  const db = context.db;
  const {
    user,
    data: [rows],
  } = await readWithSession(request, context, (userId) => [upcomingEventsRead(db, userId ?? sql`null`, now, DASHBOARD_EVENTS)] as const);
  if (liveStanding(user, now) !== "member") return null;
  const zone = viewerZone(user);
  return {
    zone,
    events: rows.map((row) => ({
      id: row.id,
      title: row.title,
      when: formatZonedIn(context.locale, row.startsAt, zone, now),
      rsvped: Boolean(row.rsvped),
    })),
    messages: messagesFor(context.locale, ["services.live.card"]),
  };
}
