/** The console's live Q&A pages: the lists, the event form (start typed in the staff member's own zone) and the cancel form. */
import { Form, Link } from "@remix-run/react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import type { FormReply } from "~/lib/http/form";
import {
  CANCEL_CONSTRAINTS as cancelConstraints,
  DESCRIPTION_MAX,
  EVENT_CONSTRAINTS as constraints,
  KEPT_START_FIELD,
  NEW_EVENT_ID_FIELD,
} from "./domain/live-rules";
import { ADMIN_NEW_LIVE_EVENT_PATH, adminLiveEventPath } from "./paths";
import { CONSOLE_LIVE_TEXTS as TEXTS } from "./texts";

export interface ConsoleEvent {
  id: string;
  title: string;
  /** In the staff member's zone. */
  when: string;
  rsvpCount: number;
  capacity: number;
  cancelled: boolean;
}

function EventRows({ events, label }: { events: ConsoleEvent[]; label: string }) {
  if (events.length === 0) return <p className="mt-3 text-slate-700">{TEXTS.none}</p>;
  return (
    <ul className="mt-3 space-y-3" aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="console-live-event">
          <p className="break-words font-semibold text-slate-900">
            {event.title}
            {event.cancelled ? (
              <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-900">{TEXTS.cancelledBadge}</span>
            ) : null}
          </p>
          <p className="text-sm text-slate-700" data-testid="console-when">
            {event.when}
          </p>
          <p className="text-sm text-slate-700">{TEXTS.rsvps(event.rsvpCount, event.capacity)}</p>
          <p className="mt-2 flex flex-wrap gap-4 text-sm">
            <Link to={adminLiveEventPath(event.id)} className="font-semibold text-brand-700 underline">
              {TEXTS.edit}
              <span className="sr-only">: {event.title}</span>
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function LiveConsole({ upcoming, past, zone }: { upcoming: ConsoleEvent[]; past: ConsoleEvent[]; zone: string }) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{TEXTS.title}</h1>
        <Link to={ADMIN_NEW_LIVE_EVENT_PATH} className="button-primary">
          {TEXTS.newEvent}
        </Link>
      </div>
      <p className="mt-2 text-slate-700">{TEXTS.intro}</p>
      <p className="mt-1 text-sm text-slate-700">Times are in your time zone, {zone}.</p>
      <h2 className="mt-8 text-xl font-semibold">{TEXTS.upcoming}</h2>
      <EventRows events={upcoming} label={TEXTS.upcoming} />
      <h2 className="mt-8 text-xl font-semibold">{TEXTS.past}</h2>
      <EventRows events={past} label={TEXTS.past} />
    </div>
  );
}

type EventField = "title" | "description" | "date" | "time" | "durationMinutes" | "capacity" | "joinUrl" | "replayUrl";
export type EventFormReply = FormReply<EventField> & { form?: "event" | "cancel" };

const textareaClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

/** The event form: what the action sent back when it refused, else the event as stored (start shown in the staff member's zone). */
export function EventForm({
  values,
  errors,
  zone,
  submitLabel,
  keptStart,
  newEventId,
}: {
  values: Partial<Record<EventField, string>>;
  errors: Partial<Record<EventField | "form", string>>;
  zone: string;
  submitLabel: string;
  /** An edited event's stored start (ISO): kept while the date and time typed still name it. */
  keptStart?: string;
  /** A new event's id, made with the page: sent twice, the form still makes one event. */
  newEventId?: string;
}) {
  return (
    <Form method="post" className="mt-6 max-w-xl space-y-4">
      {keptStart ? <input type="hidden" name={KEPT_START_FIELD} value={keptStart} /> : null}
      {newEventId ? <input type="hidden" name={NEW_EVENT_ID_FIELD} value={newEventId} /> : null}
      <FormError message={errors.form} />
      <TextField label="Title" name="title" defaultValue={values.title} error={errors.title} {...constraints.title} />
      <div>
        <label htmlFor="description" className="block text-sm font-medium text-slate-800">
          Description
        </label>
        <textarea
          id="description"
          name="description"
          rows={5}
          defaultValue={values.description}
          className={textareaClass}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? "description-error" : undefined}
          required
          maxLength={DESCRIPTION_MAX}
        />
        {errors.description ? (
          <p id="description-error" className="mt-1 text-sm text-red-800">
            {errors.description}
          </p>
        ) : null}
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900" data-testid="start-zone">
          {TEXTS.zoneLabel(zone)}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Date" name="date" type="date" defaultValue={values.date} error={errors.date} required />
          <TextField label="Start time" name="time" type="time" defaultValue={values.time} error={errors.time} required />
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Duration (minutes)"
          name="durationMinutes"
          inputMode="numeric"
          defaultValue={values.durationMinutes ?? "60"}
          error={errors.durationMinutes}
          required
        />
        <TextField
          label="Capacity"
          name="capacity"
          inputMode="numeric"
          defaultValue={values.capacity ?? "100"}
          error={errors.capacity}
          required
        />
      </div>
      <TextField
        label="Join link (https)"
        name="joinUrl"
        type="url"
        defaultValue={values.joinUrl}
        error={errors.joinUrl}
        {...constraints.joinUrl}
      />
      <TextField
        label="Replay link (https, after the session; optional)"
        name="replayUrl"
        type="url"
        defaultValue={values.replayUrl}
        error={errors.replayUrl}
        {...constraints.replayUrl}
      />
      <SubmitButton label={submitLabel} busyLabel={TEXTS.saving} intent="save" className="button-primary" />
      <input type="hidden" name="intent" value="save" />
    </Form>
  );
}

export function CancelEventForm({ reply }: { reply: FormReply<"reason"> | undefined }) {
  return (
    <section className="mt-10 max-w-xl rounded-lg border border-red-200 bg-red-50 p-4" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" className="text-lg font-semibold text-red-900">
        {TEXTS.cancelTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-800">{TEXTS.cancelNote}</p>
      <Form method="post" className="mt-3 space-y-3">
        <FormError message={reply?.errors.form} />
        <input type="hidden" name="intent" value="cancel" />
        <TextField
          label="Reason (audit log)"
          name="reason"
          defaultValue={reply?.values.reason}
          error={reply?.errors.reason}
          {...cancelConstraints.reason}
        />
        <SubmitButton label={TEXTS.cancelButton} busyLabel={TEXTS.saving} intent="cancel" className="button-secondary" />
      </Form>
    </section>
  );
}
