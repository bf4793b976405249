/** A member's booked session: change its time (a day, then a time with the same coach) or cancel it. */
import { Form, Link } from "@remix-run/react";
import { FormError, SubmitButton } from "~/components/form-fields";
import type { MemberCoaching } from "./coaching.server";
import { CoachingFrame, DayList, TimeButtons } from "./member-page";
import { COACHING_PATH, coachingSessionCalendarPath, coachingSessionPath } from "./paths";
import { useSitePath } from "~/hooks/use-site-path";
import { useTranslate } from "~/hooks/use-translate";
import { SUPPORT_EMAIL } from "~/lib/copy/navigation";

type Member = Extract<MemberCoaching, { standing: "member" }>;

export interface MemberSession {
  id: string;
  when: string;
  coach: string;
  changeable: boolean;
}

export function SessionPage({ session, picker, message }: { session: MemberSession; picker: Member | null; message?: string }) {
  const t = useTranslate();
  const sitePath = useSitePath();
  return (
    <CoachingFrame>
      <p className="text-sm">
        <Link to={COACHING_PATH} className="font-medium text-brand-700 underline">
          {t("services.coaching.session.back")}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("services.coaching.session.title")}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t("services.coaching.session.when")}</dt>
        <dd data-testid="session-when">{session.when}</dd>
        <dt className="font-medium">{t("services.coaching.session.coach")}</dt>
        <dd>{session.coach}</dd>
      </dl>
      <p className="mt-3 text-sm">
        <a href={sitePath(coachingSessionCalendarPath(session.id))} className="font-medium text-brand-700 underline">
          {t("services.coaching.calendarLink")}
        </a>
      </p>
      <div className="mt-4">
        <FormError message={message} />
      </div>
      {session.changeable ? (
        <>
          {picker ? <ChangeTime session={session} picker={picker} /> : null}
          <CancelSession planLapsed={picker === null} />
        </>
      ) : (
        <p className="mt-8 text-slate-700" data-testid="too-late">
          {t("services.coaching.session.tooLate", { email: SUPPORT_EMAIL })}
        </p>
      )}
    </CoachingFrame>
  );
}

/** The day, then the time, to move the session to (the same coach's open times). */
function ChangeTime({ session, picker }: { session: MemberSession; picker: Member }) {
  const dayPath = (date: string) => `${coachingSessionPath(session.id)}?day=${date}`;
  const t = useTranslate();
  return (
    <section className="mt-8" aria-labelledby="change">
      <h2 id="change" className="text-xl font-semibold">
        {t("services.coaching.session.change")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t("services.coaching.session.changeHint")} {t("services.coaching.pickDayHint", { zone: picker.zone })}
      </p>
      {picker.day ? (
        <>
          <h3 className="mt-4 font-semibold">{t("services.coaching.dayTitle", { day: picker.day.label })}</h3>
          {picker.day.slots.length > 0 ? (
            <TimeButtons slots={picker.day.slots} intent="reschedule" label={t("services.coaching.dayTitle", { day: picker.day.label })} />
          ) : (
            <p className="mt-3 text-slate-700">{t("services.coaching.noSlotsThatDay")}</p>
          )}
          <p className="mt-4">
            <Link to={coachingSessionPath(session.id)} className="font-medium text-brand-700 underline">
              {t("services.coaching.allDays")}
            </Link>
          </p>
        </>
      ) : (
        <DayList days={picker.days} dayPath={dayPath} />
      )}
    </section>
  );
}

/** Cancel, with what it gives back; a member whose plan lapsed can cancel but not move (the route's loader). */
function CancelSession({ planLapsed }: { planLapsed: boolean }) {
  const t = useTranslate();
  return (
    <section className="mt-8" aria-labelledby="cancel">
      <h2 id="cancel" className="text-xl font-semibold">
        {t("services.coaching.session.cancel")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t(planLapsed ? "services.coaching.session.cancelOnly" : "services.coaching.session.cancelHint")}
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="cancel" />
        <SubmitButton
          label={t("services.coaching.session.cancel")}
          busyLabel={t("services.coaching.session.cancelling")}
          intent="cancel"
          className="button-secondary"
        />
      </Form>
    </section>
  );
}
