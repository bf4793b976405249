/** What the console's live Q&A routes answer: admins only (404 for anyone else), one round trip per page, forms that keep what was typed. */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { users } from "../../../db/schema/index";
import { CONSOLE_ROLES, requireStaff } from "~/features/admin/staff.server";
import { formatZoned, localParts } from "~/features/time-zones/domain/zoned-time";
import { parseSubmission } from "~/lib/http/form";
import { redirectWithToast } from "~/lib/http/toast.server";
import { readWithSession } from "~/lib/services/auth/session.server";
import { cancelEvent, consoleEventReads, consoleListReads, createEvent, editEvent, type ConsoleOutcome } from "./console.server";
import { KEPT_START_FIELD, NEW_EVENT_ID_FIELD, startOf } from "./domain/live-rules";
import { isUuid } from "~/lib/domain/uuid";
import { cancelSchema, eventSchema } from "./forms";
import { noStore } from "./pages.server";
import { adminLiveEventPath } from "./paths";
import { zoneOf } from "./live.server";
import { LIVE_FORM_TEXTS } from "./texts";
import type { ConsoleEvent } from "./console-ui";

const sqlNull = sql`null`;
const notFound = () => new Response("Not found", { status: 404, headers: noStore });

export async function consoleListLoader(request: Request, context: AppLoadContext) {
  const now = new Date();
  const {
    data: [zoneRows, upcoming, past],
  } = await readWithSession(request, context, (userId) => consoleListReads(context.db, userId ?? sqlNull, now));
  await requireStaff(request, context, CONSOLE_ROLES);
  const zone = zoneOf(zoneRows);
  const shown = (row: (typeof upcoming)[number]): ConsoleEvent => ({
    id: row.id,
    title: row.title,
    when: formatZoned(row.startsAt, zone, now),
    rsvpCount: row.rsvpCount,
    capacity: row.capacity,
    cancelled: row.cancelledAt !== null,
  });
  return data({ zone, upcoming: upcoming.map(shown), past: past.map(shown) }, { headers: noStore });
}

const hhmm = (minuteOfDay: number) => `${String(Math.floor(minuteOfDay / 60)).padStart(2, "0")}:${String(minuteOfDay % 60).padStart(2, "0")}`;

/** The edit page: the event as stored, its start written back in this admin's zone. */
export async function consoleEventLoader(request: Request, context: AppLoadContext, eventId: string) {
  const {
    data: [zoneRows, events],
  } = await readWithSession(request, context, (userId) => consoleEventReads(context.db, userId ?? sqlNull, eventId));
  await requireStaff(request, context, CONSOLE_ROLES);
  const zone = zoneOf(zoneRows);
  const event = events[0];
  if (!event) throw notFound();
  const local = localParts(event.startsAt, zone);
  return data(
    {
      zone,
      event: {
        id: event.id,
        // The stored instant, posted back with the form (`startOf` keeps it while the date and time name it).
        startsAt: event.startsAt.toISOString(),
        title: event.title,
        cancelled: event.cancelledAt !== null,
        when: formatZoned(event.startsAt, zone),
        rsvpCount: event.rsvpCount,
        capacity: event.capacity,
      },
      values: {
        title: event.title,
        description: event.description,
        date: local.date,
        time: hhmm(local.minuteOfDay),
        durationMinutes: String(event.durationMinutes),
        capacity: String(event.capacity),
        joinUrl: event.joinUrl,
        replayUrl: event.replayUrl ?? "",
      },
    },
    { headers: noStore },
  );
}

export async function consoleNewLoader(request: Request, context: AppLoadContext) {
  const {
    data: [zoneRows],
  } = await readWithSession(request, context, (userId) => [consoleListReads(context.db, userId ?? sqlNull, new Date())[0]] as const);
  await requireStaff(request, context, CONSOLE_ROLES);
  return data({ zone: zoneOf(zoneRows), newEventId: crypto.randomUUID() }, { headers: noStore });
}

/** The form's id for its event; a form from before the id existed gets a new one. */
function newEventIdOf(form: FormData): string {
  const id = form.get(NEW_EVENT_ID_FIELD);
  return isUuid(id) ? id : crypto.randomUUID();
}

async function staffZone(context: AppLoadContext, staffId: string) {
  return zoneOf(await context.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, staffId)));
}

function answer(context: AppLoadContext, outcome: ConsoleOutcome, form: "event" | "cancel", values: Record<string, string>) {
  if (outcome.ok) {
    return redirectWithToast(adminLiveEventPath(outcome.eventId), { type: "success", title: outcome.message }, context, { headers: noStore });
  }
  return data({ form, values, errors: { form: outcome.message } }, { status: outcome.status, headers: noStore });
}

/**
 * Create (no `eventId`) or edit an event, or cancel it: the form's own messages when refused (with
 * what was typed), else back to the event's console page with a toast.
 */
export async function consoleEventAction(request: Request, context: AppLoadContext, eventId: string | null) {
  const staff = await requireStaff(request, context, CONSOLE_ROLES);
  const form = await request.formData();
  if (eventId && form.get("intent") === "cancel") {
    const submission = parseSubmission(form, cancelSchema);
    if (!submission.success) return data({ form: "cancel" as const, ...submission.reply() }, { status: 400, headers: noStore });
    return answer(context, await cancelEvent(context, staff, eventId, submission.value.reason), "cancel", submission.values);
  }
  const submission = parseSubmission(form, eventSchema);
  if (!submission.success) return data({ form: "event" as const, ...submission.reply() }, { status: 400, headers: noStore });
  const zone = await staffZone(context, staff.id);
  const kept = eventId ? new Date(String(form.get(KEPT_START_FIELD) ?? "")) : null;
  const startsAt = startOf(submission.value, zone, kept);
  if (!eventId && startsAt.getTime() <= Date.now()) {
    return data({ form: "event" as const, ...submission.reply({ date: LIVE_FORM_TEXTS.past }) }, { status: 400, headers: noStore });
  }
  const outcome = eventId
    ? await editEvent(context, staff, eventId, submission.value, startsAt, zone)
    : await createEvent(context, staff, submission.value, startsAt, zone, newEventIdOf(form));
  return answer(context, outcome, "event", submission.values);
}
