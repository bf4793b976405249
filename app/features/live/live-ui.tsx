/**
 * The members' live Q&A pages: the gates, the lists and one event's page. Every form is a plain POST
 * that works without JavaScript (POST, redirect, toast); times arrive already written in the viewer's
 * zone by the loader, so the server and the browser show the same words.
 */
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { FormError } from "~/components/form-fields";
import { planChangePath } from "~/features/payments/plan-change";
import type { FormReply } from "~/lib/http/form";
import { LIVE_INTENTS, QUESTION_MAX, QUESTIONS_SHOWN } from "./domain/live-rules";
import { LIVE_PATH, liveEventCalendarPath, liveEventPath } from "./paths";
import { useSitePath } from "~/hooks/use-site-path";
import { useTranslate } from "~/hooks/use-translate";
import { OfferGate, SignInGate } from "~/components/locked-page";
import type { ServiceOffer } from "~/lib/domain/entitlements";

export interface ShownEvent {
  id: string;
  title: string;
  /** "Thu Mar 12, 7:00 PM EDT", in the viewer's zone. */
  when: string;
  startsAt: string;
  durationMinutes: number;
  seatsLeft: number;
  rsvped: boolean;
  replayUrl: string | null;
}

export function LiveFrame({ trail, children }: { trail?: boolean; children: ReactNode }) {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {trail ? (
        <nav aria-label={t("services.live.breadcrumb")} className="mb-4 text-sm">
          <Link to={LIVE_PATH} className="font-medium text-brand-700 underline hover:text-brand-800">
            {t("services.live.title")}
          </Link>
        </nav>
      ) : null}
      {children}
    </div>
  );
}

/** Visitors (401): what the sessions are, and the way in. */
export function LiveVisitorGate() {
  const t = useTranslate();
  return (
    <SignInGate
      title={t("services.live.visitorTitle")}
      text={t("services.live.visitorText")}
      labels={{ logIn: t("services.live.logIn"), signUp: t("services.live.signUp") }}
    />
  );
}

/** Learners whose plan has no live Q&A (403): what Premium adds, and the way to it (a plan change, never a second plan). */
export function LiveOfferGate({ offer }: { offer: ServiceOffer }) {
  const t = useTranslate();
  const texts = {
    gateTitle: t("services.live.gateTitle"),
    gateText: t("services.live.gateText"),
    gateOffer: t("services.live.gateOffer"),
    upgrade: t("services.live.upgrade"),
  };
  return <OfferGate texts={texts} testId="live-gate" offer={offer} upgradeHref={planChangePath("premium")} />;
}

function useBusy(action: string, intent?: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction === action && (!intent || navigation.formData?.get("intent") === intent);
}

/** RSVP or cancel it; `back` brings a post from the list back to the list. */
export function RsvpForm({ event, back }: { event: Pick<ShownEvent, "id" | "rsvped" | "seatsLeft">; back?: "list" }) {
  const action = liveEventPath(event.id);
  const intent = event.rsvped ? LIVE_INTENTS.cancelRsvp : LIVE_INTENTS.rsvp;
  const busy = useBusy(action, intent);
  const t = useTranslate();
  if (!event.rsvped && event.seatsLeft <= 0) return <p className="font-medium text-slate-800">{t("services.live.full")}</p>;
  return (
    <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
      {back ? <input type="hidden" name="back" value={back} /> : null}
      {event.rsvped ? <p className="font-medium text-emerald-800">{t("services.live.going")}</p> : null}
      <button type="submit" name="intent" value={intent} className={event.rsvped ? "button-secondary" : "button-primary"} disabled={busy}>
        {busy ? t("services.live.rsvping") : event.rsvped ? t("services.live.cancelRsvp") : t("services.live.rsvp")}
      </button>
    </Form>
  );
}

function EventMeta({ event }: { event: ShownEvent }) {
  const t = useTranslate();
  return (
    <p className="mt-1 text-slate-700">
      <time dateTime={event.startsAt} data-testid="event-when">
        {event.when}
      </time>{" "}
      · {t("services.live.minutes", { count: String(event.durationMinutes) })}
    </p>
  );
}

export function UpcomingList({ events }: { events: ShownEvent[] }) {
  const t = useTranslate();
  if (events.length === 0) return <p className="mt-3 text-slate-700">{t("services.live.noUpcoming")}</p>;
  return (
    <ul className="mt-4 space-y-4">
      {events.map((event) => (
        <li key={event.id} className="card" data-testid="live-event">
          <h3 className="break-words text-lg font-semibold text-slate-900">
            <Link to={liveEventPath(event.id)} className="underline hover:text-brand-800">
              {event.title}
            </Link>
          </h3>
          <EventMeta event={event} />
          {event.rsvped ? null : <p className="text-sm text-slate-700">{t("services.live.seats", { count: Math.max(event.seatsLeft, 0) })}</p>}
          <div className="mt-3">
            <RsvpForm event={event} back="list" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function PastList({ events }: { events: ShownEvent[] }) {
  const t = useTranslate();
  if (events.length === 0) return <p className="mt-3 text-slate-700">{t("services.live.noPast")}</p>;
  return (
    <ul className="mt-4 space-y-3">
      {events.map((event) => (
        <li key={event.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <h3 className="break-words font-semibold text-slate-900">
            <Link to={liveEventPath(event.id)} className="underline hover:text-brand-800">
              {event.title}
            </Link>
          </h3>
          <EventMeta event={event} />
          {event.replayUrl ? (
            <a href={event.replayUrl} className="mt-2 inline-block font-semibold text-brand-700 underline" rel="noopener noreferrer">
              {t("services.live.replay")}
            </a>
          ) : (
            <p className="mt-2 text-sm text-slate-700">{t("services.live.noReplay")}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

export interface ShownQuestion {
  id: string;
  body: string;
  voteCount: number;
  asker: string | null;
  voted: boolean;
  own: boolean;
}

export type QuestionReply = FormReply<"body">;

/**
 * Upvote, or take the vote back. The button carries the question (`vote` or `unvote` = its id), so the
 * whole list is one form rather than one per question: less markup on a busy session's page.
 */
function VoteButton({ question, pending }: { question: ShownQuestion; pending: string | null }) {
  const t = useTranslate();
  if (question.own && !question.voted) return null;
  const intent = question.voted ? LIVE_INTENTS.unvote : LIVE_INTENTS.vote;
  const label = question.voted ? t("services.live.removeVote") : t("services.live.upvote");
  return (
    <button
      type="submit"
      name={intent}
      value={question.id}
      className="button-secondary px-3 py-1 text-sm"
      aria-pressed={question.voted}
      disabled={pending === question.id}
      aria-label={`${label}: ${question.body.slice(0, 60)}`}
    >
      {label}
    </button>
  );
}

export function QuestionList({
  eventId,
  questions,
  open,
  allQuestions,
}: {
  eventId: string;
  questions: ShownQuestion[];
  open: boolean;
  allQuestions: boolean;
}) {
  const action = liveEventPath(eventId, { allQuestions });
  const navigation = useNavigation();
  const submitted = navigation.state !== "idle" && navigation.formAction === action ? navigation.formData : undefined;
  const pending = String(submitted?.get(LIVE_INTENTS.vote) ?? submitted?.get(LIVE_INTENTS.unvote) ?? "") || null;
  const t = useTranslate();
  if (questions.length === 0) return <p className="mt-3 text-slate-700">{t("services.live.noQuestions")}</p>;
  const list = (
    <ol className="mt-4 space-y-3" data-testid="live-questions">
      {questions.map((question) => (
        <li key={question.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="live-question">
          <p className="whitespace-pre-line break-words text-slate-900">{question.body}</p>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
            <span>
              {question.own ? t("services.live.yours") : (question.asker ?? t("services.live.deletedAccount"))} ·{" "}
              <span data-testid="vote-count">{t("services.live.votes", { count: question.voteCount })}</span>
            </span>
            {open ? <VoteButton question={question} pending={pending} /> : null}
          </div>
        </li>
      ))}
    </ol>
  );
  return open ? (
    <Form method="post" action={action}>
      {list}
    </Form>
  ) : (
    list
  );
}

/** Says when the list holds only the most-voted questions, with the link to all of them (and back). */
function QuestionsShown({ eventId, count, allQuestions }: { eventId: string; count: number; allQuestions: boolean }) {
  const t = useTranslate();
  const sitePath = useSitePath();
  if (count <= QUESTIONS_SHOWN) return null;
  const link = "font-semibold text-brand-700 underline hover:text-brand-900";
  return allQuestions ? (
    <p className="mt-3">
      <a href={sitePath(`${liveEventPath(eventId)}#questions-heading`)} className={link}>
        {t("services.live.showTop", { shown: String(QUESTIONS_SHOWN) })}
      </a>
    </p>
  ) : (
    <p className="mt-3 text-slate-700">
      {t("services.live.showingTop", { shown: String(QUESTIONS_SHOWN), total: String(count) })}{" "}
      <a href={sitePath(`${liveEventPath(eventId, { allQuestions: true })}#questions-heading`)} className={link}>
        {t("services.live.showAll", { total: String(count) })}
      </a>
    </p>
  );
}

/** A question in advance: emptied once it is added, kept with its message when refused. */
export function AskForm({ eventId, reply }: { eventId: string; reply: QuestionReply | undefined }) {
  const action = liveEventPath(eventId);
  const busy = useBusy(action, LIVE_INTENTS.ask);
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const refused = reply !== undefined && Object.keys(reply.errors).length > 0;
  const t = useTranslate();
  useEffect(() => {
    if (navigation.state === "idle" && !refused) form.current?.reset();
  }, [navigation.state, refused]);
  const error = reply?.errors.body;
  return (
    <Form ref={form} method="post" action={action} className="mt-4 space-y-3">
      <FormError message={reply?.errors.form} />
      <div>
        <label htmlFor="question-body" className="block text-sm font-medium text-slate-800">
          {t("services.live.questionLabel")}
        </label>
        <p id="question-body-hint" className="mt-1 text-sm text-slate-700">
          {t("services.live.questionHint", { max: String(QUESTION_MAX) })}
        </p>
        <textarea
          id="question-body"
          name="body"
          rows={3}
          required
          maxLength={QUESTION_MAX}
          defaultValue={reply?.values.body}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "question-body-hint question-body-error" : "question-body-hint"}
          className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700"
        />
        {error ? (
          <p id="question-body-error" className="mt-1 text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" name="intent" value={LIVE_INTENTS.ask} className="button-primary" disabled={busy}>
        {busy ? t("services.live.asking") : t("services.live.ask")}
      </button>
    </Form>
  );
}

export interface EventPageData {
  event: ShownEvent & { description: string; cancelled: boolean; over: boolean; joinUrl: string | null };
  questions: ShownQuestion[];
  questionCount: number;
  allQuestions: boolean;
  zone: string;
}

export function EventPage({ page, reply }: { page: EventPageData; reply: (QuestionReply & { intent?: string }) | undefined }) {
  const { event, questions } = page;
  const open = !event.cancelled && !event.over;
  const t = useTranslate();
  const sitePath = useSitePath();
  return (
    <LiveFrame trail>
      <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">{event.title}</h1>
      {event.cancelled ? <p className="mt-2 font-semibold text-red-800">{t("services.live.cancelled")}</p> : null}
      <EventMeta event={event} />
      <p className="mt-1 text-sm text-slate-700">{t("services.live.zoneNote", { zone: page.zone })}</p>
      {reply?.intent && reply.intent !== LIVE_INTENTS.ask ? <FormError message={reply.errors.form} /> : null}
      <section className="card mt-6 space-y-3" aria-label={t("services.live.takingPart")}>
        {event.joinUrl ? (
          <a href={event.joinUrl} className="button-primary" rel="noopener noreferrer" data-testid="join-link">
            {t("services.live.join")}
          </a>
        ) : open ? (
          <p className="text-slate-700">{event.rsvped ? t("services.live.joinSoon") : t("services.live.joinRsvpFirst")}</p>
        ) : null}
        {open ? <RsvpForm event={event} /> : null}
        {event.over && event.replayUrl ? (
          <a href={event.replayUrl} className="button-secondary" rel="noopener noreferrer">
            {t("services.live.replay")}
          </a>
        ) : null}
        {event.cancelled ? null : (
          <p>
            <a href={sitePath(liveEventCalendarPath(event.id))} className="font-semibold text-brand-700 underline hover:text-brand-900" download>
              {t("services.live.calendar")}
            </a>
          </p>
        )}
      </section>
      <p className="mt-6 whitespace-pre-line break-words text-slate-800">{event.description}</p>
      <section className="mt-8" aria-labelledby="questions-heading">
        <h2 id="questions-heading" className="text-xl font-semibold">
          {t("services.live.questions")}
        </h2>
        <p className="mt-1 text-slate-700">{t("services.live.questionsIntro")}</p>
        <QuestionList eventId={event.id} questions={questions} open={open} allQuestions={page.allQuestions} />
        <QuestionsShown eventId={event.id} count={page.questionCount} allQuestions={page.allQuestions} />
        {open ? <AskForm eventId={event.id} reply={reply?.intent === LIVE_INTENTS.ask ? reply : undefined} /> : null}
      </section>
    </LiveFrame>
  );
}
