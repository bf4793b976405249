import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { calendarContentType, calendarFile } from "~/features/calendar/ics";
import { readSessionForCalendar } from "~/features/coaching/coaching.server";
import { sessionCalendarEvent } from "~/features/coaching/emails";
import { coachingSessionPath } from "~/features/coaching/paths";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { localizedPath } from "~/lib/i18n/locale";

/** The session's calendar file, for its member and its coach only (anyone else: 404); CANCEL once cancelled. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await readSessionForCalendar(request, context, params.sessionId ?? "");
  if (!session) throw new Response("Not found", { status: 404, headers: { "Cache-Control": PRIVATE_CACHE } });
  // In the language of the page it was downloaded from, with that page's address.
  const url = new URL(localizedPath(coachingSessionPath(session.id), context.locale), context.settings.siteUrl).href;
  const method = session.status === "cancelled" ? "CANCEL" : "PUBLISH";
  const file = calendarFile(sessionCalendarEvent(session, context.settings.siteUrl, url, new Date(), context.locale), method);
  return new Response(file, {
    headers: {
      "Content-Type": calendarContentType(method),
      "Content-Disposition": 'attachment; filename="coaching-session.ics"',
      "Cache-Control": PRIVATE_CACHE,
    },
  });
}
