/**
 * What the live Q&A routes answer (issue 26 item 2): the loaders' data shaped for the pages (times
 * written in the viewer's zone here, on the server), and the member actions with their answers
 * (ADR 020/021): a redirect with a toast, or the form again with what was typed and one sentence.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { parseSubmission } from "~/lib/http/form";
import { userText } from "~/lib/domain/user-text";
import { redirectWithToast } from "~/lib/http/toast.server";
import { serviceOfferFor } from "~/lib/domain/entitlements";
import { formatZoned } from "~/features/time-zones/domain/zoned-time";
import { getSessionUser } from "~/lib/services/auth/session.server";
import { reportError } from "~/lib/report-error.server";
import { intentOf, isLiveIntent, isOver, joinLinkOpen, LIVE_INTENTS, QUESTIONS_PER_MEMBER } from "./domain/live-rules";
import { questionSchema, voteSchema } from "./forms";
import { askQuestion, cancelRsvp, liveStanding, loadLiveEvent, loadLiveList, rsvp, voteOnQuestion, type ListedEventRow } from "./live.server";
import { ALL_QUESTIONS_QUERY, LIVE_PATH, liveEventPath } from "./paths";
import { LIVE_ACTION_TEXTS } from "./texts";
import type { ShownEvent } from "./live-ui";

export const noStore = { "Cache-Control": PRIVATE_CACHE };

export function shownEvent(row: Omit<ListedEventRow, "rsvped"> & { rsvped: boolean }, zone: string, now: Date): ShownEvent {
  return {
    id: row.id,
    title: row.title,
    when: formatZoned(row.startsAt, zone, now),
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    seatsLeft: row.capacity - row.rsvpCount,
    rsvped: row.rsvped,
    // A replay is for after the event; an address typed early is not shown before.
    replayUrl: isOver(row, now) ? row.replayUrl : null,
  };
}

/** The gate's answer: 401 with nothing for a visitor, 403 with the offer for a learner whose plan has no live Q&A. */
async function gate(request: Request, context: AppLoadContext, standing: "visitor" | "outsider", now: Date) {
  if (standing === "visitor") return data({ state: "visitor" as const }, { status: 401, headers: noStore });
  // The session was read in the page's batch: no second round trip.
  const user = await getSessionUser(request, context);
  return data({ state: "outsider" as const, offer: serviceOfferFor(user!.subscription, now) }, { status: 403, headers: noStore });
}

export async function liveListLoader(request: Request, context: AppLoadContext) {
  const now = new Date();
  const page = await loadLiveList(request, context, now);
  if (page.standing !== "member") return gate(request, context, page.standing, now);
  return data(
    {
      state: "member" as const,
      zone: page.zone,
      upcoming: page.upcoming.map((row) => shownEvent(row, page.zone, now)),
      past: page.past.map((row) => shownEvent(row, page.zone, now)),
    },
    { headers: noStore },
  );
}

/** Whether the page (or the form posted from it) asks for every question rather than the most-voted. */
const showsAllQuestions = (request: Request) => new URL(request.url).search.slice(1).split("&").includes(ALL_QUESTIONS_QUERY);

export async function liveEventLoader(request: Request, context: AppLoadContext, eventId: string) {
  const now = new Date();
  const allQuestions = showsAllQuestions(request);
  const page = await loadLiveEvent(request, context, eventId, now, allQuestions);
  if (page.standing === "not-found") throw new Response("Not found", { status: 404, headers: noStore });
  if (page.standing !== "member") return gate(request, context, page.standing, now);
  const { event, zone, questions } = page;
  return data(
    {
      state: "member" as const,
      zone,
      event: {
        ...shownEvent(event, zone, now),
        description: event.description,
        cancelled: event.cancelledAt !== null,
        over: isOver(event, now),
        // Selected by the database only for an RSVP inside the window (live.server.ts); the same rule again here.
        joinUrl: joinLinkOpen(event, event.rsvped, now) ? event.joinUrl : null,
      },
      questions,
      questionCount: event.questionCount,
      allQuestions,
    },
    { headers: noStore },
  );
}

const refuse = (intent: string, message: string, status: number, values: Record<string, string> = {}) =>
  data({ intent, values, errors: { form: message } }, { status, headers: noStore });

const RSVP_ANSWERS = {
  going: { ok: true, status: 200, message: LIVE_ACTION_TEXTS.rsvped },
  cancelled: { ok: true, status: 200, message: LIVE_ACTION_TEXTS.rsvpCancelled },
  full: { ok: false, status: 409, message: LIVE_ACTION_TEXTS.full },
  closed: { ok: false, status: 409, message: LIVE_ACTION_TEXTS.closed },
  "not-found": { ok: false, status: 404, message: LIVE_ACTION_TEXTS.notFound },
} as const;

const QUESTION_REFUSALS: Record<"limit" | "closed" | "not-found", { message: string; status: number }> = {
  limit: { message: LIVE_ACTION_TEXTS.questionLimit(QUESTIONS_PER_MEMBER), status: 429 },
  closed: { message: LIVE_ACTION_TEXTS.questionClosed, status: 409 },
  "not-found": { message: LIVE_ACTION_TEXTS.notFound, status: 404 },
};

const VOTE_ANSWERS = {
  voted: { ok: true, status: 200, message: LIVE_ACTION_TEXTS.voted },
  unvoted: { ok: true, status: 200, message: LIVE_ACTION_TEXTS.unvoted },
  own: { ok: false, status: 403, message: LIVE_ACTION_TEXTS.ownQuestion },
  closed: { ok: false, status: 409, message: LIVE_ACTION_TEXTS.questionClosed },
  "not-found": { ok: false, status: 404, message: LIVE_ACTION_TEXTS.noQuestion },
} as const;

/**
 * The event page's member forms: RSVP and its cancellation, a question, an upvote and its removal.
 * Each checks the session and the plan here and again in its statement.
 */
export async function liveEventAction(request: Request, context: AppLoadContext, eventId: string) {
  const now = new Date();
  const user = await getSessionUser(request, context);
  const form = await request.formData();
  const intent = intentOf(form);
  if (!user) return refuse(intent, LIVE_ACTION_TEXTS.logIn, 401);
  if (liveStanding(user, now) !== "member") return refuse(intent, LIVE_ACTION_TEXTS.noAccess, 403);
  if (!isLiveIntent(intent)) return refuse(intent, LIVE_ACTION_TEXTS.unknown, 400);
  const back = form.get("back") === "list" ? LIVE_PATH : liveEventPath(eventId);
  // A vote from the full list of questions comes back to the full list.
  const questionsPath = `${liveEventPath(eventId, { allQuestions: showsAllQuestions(request) })}#questions-heading`;
  const done = (message: string, to = back) => redirectWithToast(to, { type: "success", title: message }, context, { headers: noStore });
  try {
    if (intent === LIVE_INTENTS.rsvp || intent === LIVE_INTENTS.cancelRsvp) {
      const outcome = await (intent === LIVE_INTENTS.rsvp ? rsvp : cancelRsvp)(context, user.id, eventId, now);
      const answer = RSVP_ANSWERS[outcome];
      if (answer.ok) return done(answer.message);
      // Without JavaScript a refusal from the list goes back to the list, with its sentence.
      if (back === LIVE_PATH) return redirectWithToast(back, { type: "error", title: answer.message }, context, { headers: noStore });
      return refuse(intent, answer.message, answer.status);
    }
    if (intent === LIVE_INTENTS.ask) {
      const submission = parseSubmission(form, questionSchema);
      if (!submission.success) return data({ intent, ...submission.reply() }, { status: 400, headers: noStore });
      const outcome = await askQuestion(context, user.id, eventId, submission.value.body, now);
      if (outcome === "asked") return done(LIVE_ACTION_TEXTS.asked, questionsPath);
      const { message, status } = QUESTION_REFUSALS[outcome];
      return data({ intent, ...submission.reply({ form: message }) }, { status, headers: noStore });
    }
    const vote = voteSchema.safeParse(Object.fromEntries(form));
    if (!vote.success) return refuse(intent, LIVE_ACTION_TEXTS.noQuestion, 400);
    const up = "vote" in vote.data;
    const questionId = "vote" in vote.data ? vote.data.vote : vote.data.unvote;
    const outcome = await voteOnQuestion(context, user.id, eventId, questionId, up, now);
    const answer = VOTE_ANSWERS[outcome];
    if (answer.ok) return done(answer.message, questionsPath);
    return refuse(intent, answer.message, answer.status);
  } catch (error) {
    reportError(context, error, { message: "Live Q&A action failed", request });
    return refuse(
      intent,
      LIVE_ACTION_TEXTS.failed,
      500,
      intent === LIVE_INTENTS.ask ? { body: userText(String(form.get("body") ?? "")).slice(0, 2000) } : {},
    );
  }
}
