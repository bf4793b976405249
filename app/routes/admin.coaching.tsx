import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CoachingConsole } from "~/features/coaching/console-page";
import {
  actingCoach,
  addException,
  addWeeklyHours,
  cancelByCoach,
  cancelSchema,
  exceptionSchema,
  hoursSchema,
  loadCoachingConsole,
  noteSchema,
  removeException,
  removeHours,
  requireCoachingStaff,
  saveNote,
} from "~/features/coaching/console.server";
import { ADMIN_COACHING_PATH } from "~/features/coaching/paths";
import { planNoteSchema, savePlanNote } from "~/features/personal-plan/coach-notes.server";
import { CONSOLE_TEXTS } from "~/features/coaching/texts";
import { parseSubmission } from "~/lib/http/form";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { getSessionUser } from "~/lib/services/auth/session.server";

const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = () => [
  ...pageMeta("Coaching · Staff console", "Coaches' hours and schedules."),
  { name: "robots", content: "noindex" },
];

/** A coach's own schedule and hours; an admin's pick of coach. Everyone else: 404. One round trip. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const requested = new URL(request.url).searchParams.get("coach");
  return data(await loadCoachingConsole(request, context, requested, new Date()), { headers: noStore });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = requireCoachingStaff(await getSessionUser(request, context));
  const now = new Date();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const coachId = actingCoach(staff, form);
  const back = staff.role === "admin" ? `${ADMIN_COACHING_PATH}?coach=${encodeURIComponent(coachId)}` : ADMIN_COACHING_PATH;
  const done = (title: string) => redirectWithToast(back, { type: "success", title }, context);
  const refused = (reply: { values: Record<string, string | undefined>; errors: Record<string, string | undefined> }, sessionId?: string) =>
    data({ intent, sessionId, ...reply }, { status: 400, headers: noStore });
  // Nothing written: no such coach (an admin's form), or hours that are not this coach's.
  const notFound = () => data({ intent, form: CONSOLE_TEXTS.notFound }, { status: 404, headers: noStore });

  if (intent === "add-hours") {
    const submission = parseSubmission(form, hoursSchema);
    if (!submission.success) return refused(submission.reply());
    return (await addWeeklyHours(context, coachId, submission.value, now)) ? done(CONSOLE_TEXTS.hoursAdded) : notFound();
  }
  if (intent === "add-exception") {
    const submission = parseSubmission(form, exceptionSchema);
    if (!submission.success) return refused(submission.reply());
    return (await addException(context, coachId, submission.value, now)) ? done(CONSOLE_TEXTS.exceptionAdded) : notFound();
  }
  if (intent === "remove-hours" || intent === "remove-exception") {
    const id = String(form.get("id") ?? "");
    const removed = intent === "remove-hours" ? await removeHours(context, coachId, id) : await removeException(context, coachId, id);
    if (!removed) return notFound();
    return done(intent === "remove-hours" ? CONSOLE_TEXTS.hoursRemoved : CONSOLE_TEXTS.exceptionRemoved);
  }
  if (intent === "note") {
    const submission = parseSubmission(form, noteSchema);
    const sessionId = String(form.get("sessionId") ?? "");
    if (!submission.success) return refused(submission.reply(), sessionId);
    if (!(await saveNote(context, coachId, submission.value, now)))
      return data({ intent, form: CONSOLE_TEXTS.notFound }, { status: 404, headers: noStore });
    return done(CONSOLE_TEXTS.noteSaved);
  }
  if (intent === "plan-note") {
    const submission = parseSubmission(form, planNoteSchema);
    const sessionId = String(form.get("sessionId") ?? "");
    if (!submission.success) return refused(submission.reply(), sessionId);
    if (!(await savePlanNote(context, staff, coachId, submission.value, now)))
      return data({ intent, form: CONSOLE_TEXTS.notFound }, { status: 404, headers: noStore });
    return done(CONSOLE_TEXTS.planNoteSaved);
  }
  if (intent === "cancel") {
    const submission = parseSubmission(form, cancelSchema);
    const sessionId = String(form.get("sessionId") ?? "");
    if (!submission.success) return refused(submission.reply(), sessionId);
    if (!(await cancelByCoach(context, staff, coachId, submission.value, now))) {
      return data({ intent, form: CONSOLE_TEXTS.notFound }, { status: 404, headers: noStore });
    }
    return done(CONSOLE_TEXTS.sessionCancelled);
  }
  return data({ intent, form: "Unknown action." }, { status: 400, headers: noStore });
}

export default function AdminCoaching() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <CoachingConsole page={page} reply={reply} />;
}
