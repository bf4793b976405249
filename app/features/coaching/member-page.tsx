/**
 * The member's coaching pages (issue 26 item 3): the gate, the allowance and booked sessions, and the
 * slot picker as plain forms: a list of days (links), then that day's times as buttons of one POST form.
 */
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError } from "~/components/form-fields";
import type { MemberCoaching, ShownSession, ShownSlot } from "./coaching.server";
import { COACHING_PATH, coachingDayPath, coachingSessionCalendarPath, coachingSessionPath } from "./paths";
import { useSitePath } from "~/hooks/use-site-path";
import { useTranslate } from "~/hooks/use-translate";
import { LockedPage, SignInGate } from "~/components/locked-page";

export function CoachingFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-10">{children}</div>;
}

export function VisitorGate() {
  const t = useTranslate();
  return (
    <SignInGate
      title={t("services.coaching.visitorTitle")}
      text={t("services.coaching.visitorText")}
      labels={{ logIn: t("services.coaching.logIn"), signUp: t("services.coaching.signUp") }}
    />
  );
}

/** The Elite offer; a member whose plan lapsed also finds the sessions they booked, to open or cancel. */
export function EliteGate({ sessions = [] }: { sessions?: ShownSession[] }) {
  const t = useTranslate();
  return (
    <LockedPage title={t("services.coaching.gateTitle")} text={t("services.coaching.gateText")} testId="coaching-gate">
      <Link to="/#pricing" className="button-primary mt-6 inline-block">
        {t("services.coaching.gateOffer")}
      </Link>
      {sessions.length > 0 ? (
        <section className="mt-10 text-left" aria-labelledby="your-sessions">
          <h2 id="your-sessions" className="text-xl font-semibold">
            {t("services.coaching.yourSessions")}
          </h2>
          <BookedSessions sessions={sessions} />
        </section>
      ) : null}
    </LockedPage>
  );
}

/** Booked sessions, each with its calendar file and its own page (change or cancel). */
function BookedSessions({ sessions }: { sessions: ShownSession[] }) {
  const t = useTranslate();
  const sitePath = useSitePath();
  return (
    <ul className="mt-2 space-y-3">
      {sessions.map((session) => (
        <li key={session.id} className="card" data-testid="booked-session">
          <p className="font-medium">{session.when}</p>
          <p className="text-slate-700">{t("services.coaching.sessionWith", { coach: session.coach })}</p>
          <p className="mt-2 flex flex-wrap gap-4 text-sm">
            <a href={sitePath(coachingSessionCalendarPath(session.id))} className="font-medium text-brand-700 underline">
              {t("services.coaching.calendarLink")}
            </a>
            <Link to={coachingSessionPath(session.id)} className="font-medium text-brand-700 underline">
              {t("services.coaching.manageLink")}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}

type Member = Extract<MemberCoaching, { standing: "member" }>;

/** The days with open times, each a link to its times (no JavaScript needed). */
export function DayList({ days, dayPath }: { days: Member["days"]; dayPath: (date: string) => string }) {
  const t = useTranslate();
  if (days.length === 0) return <p className="mt-3 text-slate-700">{t("services.coaching.noSlots")}</p>;
  return (
    <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t("services.coaching.pickDay")}>
      {days.map((day) => (
        <li key={day.date}>
          <Link to={dayPath(day.date)} className="block rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-50">
            <span className="font-medium">{day.label}</span>
            <span className="block text-slate-700">{t("services.coaching.openTimes", { count: day.count })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One day's times as the buttons of one form: each names its coach and start. */
export function TimeButtons({ slots, intent, label }: { slots: ShownSlot[]; intent: string; label: string }) {
  const t = useTranslate();
  return (
    <Form method="post" className="mt-3" aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      <ul className="flex flex-wrap gap-2">
        {slots.map((slot) => (
          <li key={`${slot.coachId}-${slot.startsAt}`}>
            <button type="submit" name="slot" value={`${slot.coachId}|${slot.startsAt}`} className="button-secondary">
              {slot.time} <span className="font-normal">{t("services.coaching.withCoach", { coach: slot.coach })}</span>
            </button>
          </li>
        ))}
      </ul>
    </Form>
  );
}

export function MemberCoachingPage({ page, message }: { page: Member; message?: string }) {
  const usedUp = page.allowance.used >= page.allowance.included;
  const t = useTranslate();
  const { used, included, periodEnd } = page.allowance;
  return (
    <CoachingFrame>
      <h1 className="text-3xl font-bold tracking-tight">{t("services.coaching.title")}</h1>
      <p className="mt-3 text-slate-700">{t("services.coaching.intro")}</p>
      <p className="mt-3 font-medium" data-testid="coaching-allowance">
        {t("services.coaching.allowance", { count: included })} {t("services.coaching.allowanceUsed", { used, included, periodEnd })}
      </p>
      {page.coachingEnds ? (
        <p className="mt-2 text-slate-700" data-testid="coaching-ends">
          {t("services.coaching.endsOn", { day: page.coachingEnds })}
        </p>
      ) : null}
      <section className="mt-8" aria-labelledby="your-sessions">
        <h2 id="your-sessions" className="text-xl font-semibold">
          {t("services.coaching.yourSessions")}
        </h2>
        {page.sessions.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("services.coaching.noSession")}</p>
        ) : (
          <BookedSessions sessions={page.sessions} />
        )}
      </section>
      <section className="mt-8" aria-labelledby="book">
        <h2 id="book" className="text-xl font-semibold">
          {page.day ? t("services.coaching.dayTitle", { day: page.day.label }) : t("services.coaching.pickDay")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("services.coaching.pickDayHint", { zone: page.zone })}</p>
        <div className="mt-3">
          <FormError message={message} />
        </div>
        {page.day ? (
          <>
            {page.day.slots.length > 0 ? (
              <TimeButtons slots={page.day.slots} intent="book" label={t("services.coaching.dayTitle", { day: page.day.label })} />
            ) : (
              <p className="mt-3 text-slate-700">{t("services.coaching.noSlotsThatDay")}</p>
            )}
            <p className="mt-4">
              <Link to={COACHING_PATH} className="font-medium text-brand-700 underline">
                {t("services.coaching.allDays")}
              </Link>
            </p>
          </>
        ) : usedUp ? (
          // The period's session is booked: no times to offer until it is cancelled or the period renews.
          <p className="mt-3 text-slate-700">{t("services.coaching.usedUp")}</p>
        ) : (
          <DayList days={page.days} dayPath={coachingDayPath} />
        )}
      </section>
    </CoachingFrame>
  );
}
