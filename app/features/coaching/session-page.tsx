/** A member's booked session: change its time (a day, then a time with the same coach) or cancel it. */
import { Form, Link } from "@remix-run/react";
import { FormError, SubmitButton } from "~/components/form-fields";
import type { MemberCoaching } from "./coaching.server";
import { CoachingFrame, DayList, TimeButtons } from "./member-page";
import { COACHING_PATH, coachingSessionCalendarPath, coachingSessionPath } from "./paths";
import { MEMBER_TEXTS, SESSION_TEXTS } from "./texts";

type Member = Extract<MemberCoaching, { standing: "member" }>;

export interface MemberSession {
  id: string;
  when: string;
  coach: string;
  changeable: boolean;
}

export function SessionPage({ session, picker, message }: { session: MemberSession; picker: Member | null; message?: string }) {
  const dayPath = (date: string) => `${coachingSessionPath(session.id)}?day=${date}`;
  return (
    <CoachingFrame>
      <p className="text-sm">
        <Link to={COACHING_PATH} className="font-medium text-brand-700 underline">
          {SESSION_TEXTS.back}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{SESSION_TEXTS.title}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{SESSION_TEXTS.when}</dt>
        <dd data-testid="session-when">{session.when}</dd>
        <dt className="font-medium">{SESSION_TEXTS.coach}</dt>
        <dd>{session.coach}</dd>
      </dl>
      <p className="mt-3 text-sm">
        <a href={coachingSessionCalendarPath(session.id)} className="font-medium text-brand-700 underline">
          {MEMBER_TEXTS.calendarLink}
        </a>
      </p>
      <div className="mt-4">
        <FormError message={message} />
      </div>
      {session.changeable && picker ? (
        <>
          <section className="mt-8" aria-labelledby="change">
            <h2 id="change" className="text-xl font-semibold">
              {SESSION_TEXTS.change}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {SESSION_TEXTS.changeHint} {MEMBER_TEXTS.pickDayHint(picker.zone)}
            </p>
            {picker.day ? (
              <>
                <h3 className="mt-4 font-semibold">{MEMBER_TEXTS.dayTitle(picker.day.label)}</h3>
                {picker.day.slots.length > 0 ? (
                  <TimeButtons slots={picker.day.slots} intent="reschedule" label={MEMBER_TEXTS.dayTitle(picker.day.label)} />
                ) : (
                  <p className="mt-3 text-slate-700">{MEMBER_TEXTS.noSlotsThatDay}</p>
                )}
                <p className="mt-4">
                  <Link to={coachingSessionPath(session.id)} className="font-medium text-brand-700 underline">
                    {MEMBER_TEXTS.allDays}
                  </Link>
                </p>
              </>
            ) : (
              <DayList days={picker.days} dayPath={dayPath} />
            )}
          </section>
          <section className="mt-8" aria-labelledby="cancel">
            <h2 id="cancel" className="text-xl font-semibold">
              {SESSION_TEXTS.cancel}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{SESSION_TEXTS.cancelHint}</p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="cancel" />
              <SubmitButton label={SESSION_TEXTS.cancel} busyLabel="Cancelling..." intent="cancel" className="button-secondary" />
            </Form>
          </section>
        </>
      ) : (
        <p className="mt-8 text-slate-700" data-testid="too-late">
          {SESSION_TEXTS.tooLate}
        </p>
      )}
    </CoachingFrame>
  );
}
