import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { calendarFileName, eventCalendar } from "~/features/live/calendar.server";
import { loadCalendarEvent } from "~/features/live/live.server";
import { noStore } from "~/features/live/pages.server";
import { calendarContentType } from "~/features/calendar/ics";
import { translate } from "~/lib/i18n/catalogues.server";

/** The session's calendar file (RFC 5545, METHOD PUBLISH; CANCEL once cancelled), for members who may see it. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const now = new Date();
  const found = await loadCalendarEvent(request, context, params.eventId ?? "", now);
  const text = (body: string, status: number) =>
    new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...noStore } });
  if (found.standing === "member") {
    const { event } = found;
    const method = event.cancelledAt ? "CANCEL" : "PUBLISH";
    return new Response(eventCalendar(context, event, method, now), {
      headers: {
        "Content-Type": calendarContentType(method),
        "Content-Disposition": `attachment; filename="${calendarFileName}"`,
        ...noStore,
      },
    });
  }
  if (found.standing === "visitor") return text(translate(context.locale, "services.live.calendarLogIn"), 401);
  if (found.standing === "not-found") return text(translate(context.locale, "services.live.action.notFound"), 404);
  return text(translate(context.locale, "services.live.action.noAccess"), 403);
}
