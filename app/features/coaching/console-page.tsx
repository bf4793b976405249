/** The console's Coaching page: the coach picker (admins), weekly hours, exceptions and the schedule with private notes. */
import { Form } from "@remix-run/react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import type { ConsoleSession } from "./console.server";
import { WEEKDAYS } from "./domain/session-rules";
import { CONSOLE_TEXTS } from "./texts";

export interface ConsoleReply {
  form?: string;
  intent?: string;
  sessionId?: string;
  values?: Record<string, string | undefined>;
  errors?: Record<string, string | undefined>;
}

interface ConsoleData {
  isAdmin: boolean;
  coaches: { id: string; name: string }[];
  coach: { id: string; name: string; timeZone: string } | null;
  weekly: { id: string; label: string }[];
  exceptions: { id: string; label: string }[];
  sessions: ConsoleSession[];
}

const selectClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900";

/** Hidden fields every form carries: which form, and for an admin which coach. */
function FormHead({ intent, coachId }: { intent: string; coachId: string | null }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {coachId ? <input type="hidden" name="coachId" value={coachId} /> : null}
    </>
  );
}

function RemoveList({
  items,
  intent,
  coachId,
  empty,
}: {
  items: { id: string; label: string }[];
  intent: string;
  coachId: string | null;
  empty: string;
}) {
  if (items.length === 0) return <p className="mt-2 text-slate-700">{empty}</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-200">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>{item.label}</span>
          <Form method="post">
            <FormHead intent={intent} coachId={coachId} />
            <input type="hidden" name="id" value={item.id} />
            <button type="submit" className="button-secondary" aria-label={`${CONSOLE_TEXTS.remove}: ${item.label}`}>
              {CONSOLE_TEXTS.remove}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function CoachingConsole({ page, reply }: { page: ConsoleData; reply?: ConsoleReply }) {
  const coachId = page.isAdmin && page.coach ? page.coach.id : null;
  const mine = (intent: string, sessionId?: string) => reply?.intent === intent && (sessionId === undefined || reply.sessionId === sessionId);
  const kept = (intent: string, name: string) => (mine(intent) ? reply?.values?.[name] : undefined);
  const error = (intent: string, name: string) => (mine(intent) ? reply?.errors?.[name] : undefined);
  return (
    <div>
      <h1 className="text-2xl font-bold">{CONSOLE_TEXTS.title}</h1>
      {page.isAdmin ? (
        page.coaches.length === 0 ? (
          <p className="mt-3 text-slate-700">{CONSOLE_TEXTS.noCoaches}</p>
        ) : (
          <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="coach" className="block text-sm font-medium text-slate-800">
                {CONSOLE_TEXTS.pickCoach}
              </label>
              <select id="coach" name="coach" defaultValue={page.coach?.id} className={selectClass}>
                {page.coaches.map((coach) => (
                  <option key={coach.id} value={coach.id}>
                    {coach.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button-secondary">
              {CONSOLE_TEXTS.show}
            </button>
          </Form>
        )
      ) : null}
      {page.coach ? (
        <>
          <p className="mt-4 text-slate-700" data-testid="coach-zone">
            {page.coach.name}. {CONSOLE_TEXTS.zone(page.coach.timeZone)}
          </p>
          <FormError message={reply?.form} />

          <section className="mt-8" aria-labelledby="schedule">
            <h2 id="schedule" className="text-xl font-semibold">
              {CONSOLE_TEXTS.scheduleTitle}
            </h2>
            {page.sessions.length === 0 ? (
              <p className="mt-2 text-slate-700">{CONSOLE_TEXTS.noSessions}</p>
            ) : (
              <ul className="mt-3 space-y-4">
                {page.sessions.map((session) => (
                  <li key={session.id} id={`session-${session.id}`} className="card" data-testid="console-session">
                    <p className="font-semibold">{session.when}</p>
                    <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                      <dt className="font-medium">{CONSOLE_TEXTS.member}</dt>
                      <dd>{session.member}</dd>
                      <dt className="font-medium">{CONSOLE_TEXTS.plan}</dt>
                      <dd>{session.plan}</dd>
                      <dt className="font-medium">{CONSOLE_TEXTS.courses}</dt>
                      <dd>{session.courses.length > 0 ? session.courses.join(", ") : CONSOLE_TEXTS.noCourses}</dd>
                    </dl>
                    <Form method="post" className="mt-3 space-y-2">
                      <FormHead intent="note" coachId={coachId} />
                      <input type="hidden" name="sessionId" value={session.id} />
                      <label htmlFor={`note-${session.id}`} className="block text-sm font-medium text-slate-800">
                        {CONSOLE_TEXTS.note}
                      </label>
                      <textarea
                        id={`note-${session.id}`}
                        name="note"
                        rows={3}
                        maxLength={4000}
                        defaultValue={mine("note", session.id) ? (reply?.values?.note ?? session.note) : session.note}
                        className={selectClass}
                      />
                      {mine("note", session.id) && reply?.errors?.note ? <p className="text-sm text-red-800">{reply.errors.note}</p> : null}
                      <SubmitButton label={CONSOLE_TEXTS.saveNote} busyLabel="Saving..." intent="note" className="button-secondary" />
                    </Form>
                    <Form method="post" className="mt-3 space-y-2">
                      <FormHead intent="plan-note" coachId={coachId} />
                      <input type="hidden" name="sessionId" value={session.id} />
                      <label htmlFor={`plan-note-${session.id}`} className="block text-sm font-medium text-slate-800">
                        {CONSOLE_TEXTS.planNote}
                      </label>
                      <textarea
                        id={`plan-note-${session.id}`}
                        name="planNote"
                        rows={3}
                        maxLength={4000}
                        defaultValue={mine("plan-note", session.id) ? (reply?.values?.planNote ?? session.planNote) : session.planNote}
                        className={selectClass}
                      />
                      {mine("plan-note", session.id) && reply?.errors?.planNote ? (
                        <p className="text-sm text-red-800">{reply.errors.planNote}</p>
                      ) : null}
                      <SubmitButton label={CONSOLE_TEXTS.savePlanNote} busyLabel="Saving..." intent="plan-note" className="button-secondary" />
                    </Form>
                    <Form method="post" className="mt-3 space-y-2">
                      <FormHead intent="cancel" coachId={coachId} />
                      <input type="hidden" name="sessionId" value={session.id} />
                      <TextField
                        id={`reason-${session.id}`}
                        name="reason"
                        label={CONSOLE_TEXTS.cancelReason}
                        required
                        minLength={3}
                        maxLength={500}
                        defaultValue={mine("cancel", session.id) ? reply?.values?.reason : undefined}
                        error={mine("cancel", session.id) ? reply?.errors?.reason : undefined}
                      />
                      <SubmitButton label={CONSOLE_TEXTS.cancelSession} busyLabel="Cancelling..." intent="cancel" className="button-secondary" />
                    </Form>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="mt-8" aria-labelledby="weekly">
            <h2 id="weekly" className="text-xl font-semibold">
              {CONSOLE_TEXTS.weeklyTitle}
            </h2>
            <RemoveList items={page.weekly} intent="remove-hours" coachId={coachId} empty={CONSOLE_TEXTS.noWeekly} />
            <Form method="post" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-4 sm:items-end">
              <FormHead intent="add-hours" coachId={coachId} />
              <div>
                <label htmlFor="weekday" className="block text-sm font-medium text-slate-800">
                  {CONSOLE_TEXTS.weekday}
                </label>
                <select id="weekday" name="weekday" defaultValue={kept("add-hours", "weekday") ?? "1"} className={selectClass}>
                  {WEEKDAYS.map((day, index) => (
                    <option key={day} value={index}>
                      {day}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                id="hours-from"
                name="from"
                type="time"
                label={CONSOLE_TEXTS.from}
                required
                defaultValue={kept("add-hours", "from") ?? "09:00"}
                error={error("add-hours", "from")}
              />
              <TextField
                id="hours-to"
                name="to"
                type="time"
                label={CONSOLE_TEXTS.to}
                required
                defaultValue={kept("add-hours", "to") ?? "12:00"}
                error={error("add-hours", "to")}
              />
              <SubmitButton label={CONSOLE_TEXTS.addHours} busyLabel="Adding..." intent="add-hours" className="button-primary" />
            </Form>
          </section>

          <section className="mt-8" aria-labelledby="exceptions">
            <h2 id="exceptions" className="text-xl font-semibold">
              {CONSOLE_TEXTS.exceptionsTitle}
            </h2>
            <RemoveList items={page.exceptions} intent="remove-exception" coachId={coachId} empty={CONSOLE_TEXTS.noExceptions} />
            <Form method="post" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-5 sm:items-end">
              <FormHead intent="add-exception" coachId={coachId} />
              <TextField
                id="exception-date"
                name="date"
                type="date"
                label={CONSOLE_TEXTS.date}
                required
                defaultValue={kept("add-exception", "date")}
                error={error("add-exception", "date")}
              />
              <div>
                <label htmlFor="exception-kind" className="block text-sm font-medium text-slate-800">
                  {CONSOLE_TEXTS.kind}
                </label>
                <select id="exception-kind" name="kind" defaultValue={kept("add-exception", "kind") ?? "off"} className={selectClass}>
                  <option value="off">{CONSOLE_TEXTS.off}</option>
                  <option value="extra">{CONSOLE_TEXTS.extra}</option>
                </select>
              </div>
              <TextField
                id="exception-from"
                name="from"
                type="time"
                label={CONSOLE_TEXTS.from}
                defaultValue={kept("add-exception", "from")}
                error={error("add-exception", "from")}
              />
              <TextField
                id="exception-to"
                name="to"
                type="time"
                label={CONSOLE_TEXTS.to}
                defaultValue={kept("add-exception", "to")}
                error={error("add-exception", "to")}
              />
              <SubmitButton label={CONSOLE_TEXTS.addException} busyLabel="Adding..." intent="add-exception" className="button-primary" />
            </Form>
          </section>
        </>
      ) : null}
    </div>
  );
}
