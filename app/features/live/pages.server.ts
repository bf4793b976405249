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
import { formatZonedIn } from "~/features/time-zones/domain/localized-time";
import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import type { MessageKey } from "~/lib/i18n/messages";
import { getSessionUser } from "~/lib/services/auth/session.server";
import { reportError } from "~/lib/report-error.server";
import { intentOf, isLiveIntent, isOver, joinLinkOpen, LIVE_INTENTS, QUESTIONS_PER_MEMBER } from "./domain/live-rules";
import { questionSchemaWith, voteSchema } from "./forms";
import { askQuestion, cancelRsvp, liveStanding, loadLiveEvent, loadLiveList, rsvp, voteOnQuestion, type ListedEventRow } from "./live.server";
import { ALL_QUESTIONS_QUERY, LIVE_PATH, liveEventPath } from "./paths";
import { LIVE_ACTION_TEXTS } from "./texts";
import type { ShownEvent } from "./live-ui";

export const noStore = { "Cache-Control": PRIVATE_CACHE };

export function shownEvent(
  row: Omit<ListedEventRow, "rsvped"> & { rsvped: boolean },
  zone: string,
  now: Date,
  locale: Locale = "en",
): ShownEvent {
  return {
    id: row.id,
    title: row.title,
    when: formatZonedIn(locale, row.startsAt, zone, now),
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
      upcoming: page.upcoming.map((row) => shownEvent(row, page.zone, now, context.locale)),
      past: page.past.map((row) => shownEvent(row, page.zone, now, context.locale)),
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
        ...shownEvent(event, zone, now, context.locale),
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

/** Each answer's sentence is a key of the catalogue, said in the page's language. */
const RSVP_ANSWERS = {
  going: { ok: true, status: 200, message: "services.live.action.rsvped" },
  cancelled: { ok: true, status: 200, message: "services.live.action.rsvpCancelled" },
  full: { ok: false, status: 409, message: "services.live.action.full" },
  closed: { ok: false, status: 409, message: "services.live.action.closed" },
  "not-found": { ok: false, status: 404, message: "services.live.action.notFound" },
} as const satisfies Record<string, { ok: boolean; status: number; message: MessageKey }>;

const QUESTION_REFUSALS: Record<"limit" | "closed" | "not-found", { message: MessageKey; status: number }> = {
  limit: { message: "services.live.action.questionLimit", status: 429 },
  closed: { message: "services.live.action.questionClosed", status: 409 },
  "not-found": { message: "services.live.action.notFound", status: 404 },
};

const VOTE_ANSWERS = {
  voted: { ok: true, status: 200, message: "services.live.action.voted" },
  unvoted: { ok: true, status: 200, message: "services.live.action.unvoted" },
  own: { ok: false, status: 403, message: "services.live.action.ownQuestion" },
  closed: { ok: false, status: 409, message: "services.live.action.questionClosed" },
  "not-found": { ok: false, status: 404, message: "services.live.action.noQuestion" },
} as const satisfies Record<string, { ok: boolean; status: number; message: MessageKey }>;

/** The question form's schema with its messages in `locale` (made once per language). */
const questionSchemas = new Map<Locale, ReturnType<typeof questionSchemaWith>>();
function questionSchemaIn(locale: Locale) {
  let schema = questionSchemas.get(locale);
  if (!schema) {
    const texts =
      locale === "en"
        ? LIVE_ACTION_TEXTS
        : {
            questionEmpty: translate(locale, "services.live.action.questionEmpty"),
            questionTooLong: (length: number, max: number) => translate(locale, "services.live.action.questionTooLong", { length, max }),
          };
    questionSchemas.set(locale, (schema = questionSchemaWith(texts)));
  }
  return schema;
}

/**
 * The event page's member forms: RSVP and its cancellation, a question, an upvote and its removal.
 * Each checks the session and the plan here and again in its statement.
 */
export async function liveEventAction(request: Request, context: AppLoadContext, eventId: string) {
  const now = new Date();
  const user = await getSessionUser(request, context);
  const form = await request.formData();
  const intent = intentOf(form);
  const t = (key: MessageKey) => translate(context.locale, key, { max: QUESTIONS_PER_MEMBER });
  if (!user) return refuse(intent, t("services.live.action.logIn"), 401);
  if (liveStanding(user, now) !== "member") return refuse(intent, t("services.live.action.noAccess"), 403);
  if (!isLiveIntent(intent)) return refuse(intent, t("services.live.action.unknown"), 400);
  const back = form.get("back") === "list" ? LIVE_PATH : liveEventPath(eventId);
  // A vote from the full list of questions comes back to the full list.
  const questionsPath = `${liveEventPath(eventId, { allQuestions: showsAllQuestions(request) })}#questions-heading`;
  const done = (message: MessageKey, to = back) => redirectWithToast(to, { type: "success", title: t(message) }, context, { headers: noStore });
  try {
    if (intent === LIVE_INTENTS.rsvp || intent === LIVE_INTENTS.cancelRsvp) {
      const outcome = await (intent === LIVE_INTENTS.rsvp ? rsvp : cancelRsvp)(context, user.id, eventId, now);
      const answer = RSVP_ANSWERS[outcome];
      if (answer.ok) return done(answer.message);
      // Without JavaScript a refusal from the list goes back to the list, with its sentence.
      if (back === LIVE_PATH) return redirectWithToast(back, { type: "error", title: t(answer.message) }, context, { headers: noStore });
      return refuse(intent, t(answer.message), answer.status);
    }
    if (intent === LIVE_INTENTS.ask) {
      const submission = parseSubmission(form, questionSchemaIn(context.locale));
      if (!submission.success) return data({ intent, ...submission.reply() }, { status: 400, headers: noStore });
      const outcome = await askQuestion(context, user.id, eventId, submission.value.body, now);
      if (outcome === "asked") return done("services.live.action.asked", questionsPath);
      const { message, status } = QUESTION_REFUSALS[outcome];
      return data({ intent, ...submission.reply({ form: t(message) }) }, { status, headers: noStore });
    }
    const vote = voteSchema.safeParse(Object.fromEntries(form));
    if (!vote.success) return refuse(intent, t("services.live.action.noQuestion"), 400);
    const up = "vote" in vote.data;
    const questionId = "vote" in vote.data ? vote.data.vote : vote.data.unvote;
    const outcome = await voteOnQuestion(context, user.id, eventId, questionId, up, now);
    const answer = VOTE_ANSWERS[outcome];
    if (answer.ok) return done(answer.message, questionsPath);
    return refuse(intent, t(answer.message), answer.status);
  } catch (error) {
    reportError(context, error, { message: "Live Q&A action failed", request });
    return refuse(
      intent,
      t("services.live.action.failed"),
      500,
      intent === LIVE_INTENTS.ask ? { body: userText(String(form.get("body") ?? "")).slice(0, 2000) } : {},
    );
  }
}
