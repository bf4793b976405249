/**
 * The support pages' parts: the request form, a thread with its reply form, and the advisor gates.
 * Every form is a plain POST that works without JavaScript; with it, the message field counts its
 * characters as they are typed. Messages are shown as text pieces (React escapes them), links safe.
 */
import { Form, Link } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { Badge } from "~/components/badge";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTranslate } from "~/hooks/use-translate";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { SUPPORT_CATEGORIES, type SUPPORT_STATUSES } from "./domain/lists";
import { textPieces, TYPED_LINK_REL } from "./domain/plain-text";
import { MESSAGE_MAX, SUBJECT_MAX } from "./texts";
import { LockedPage } from "~/components/locked-page";

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

export type FormValues = Partial<Record<"category" | "subject" | "message" | "name" | "email" | "key" | "region", string>>;
export type FormErrors = Partial<Record<keyof FormValues | "form", string>>;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}

/** A message as typed: text escaped by React, http(s) links clickable and marked as user content. */
export function MessageBody({ body }: { body: string }) {
  return (
    <div className="whitespace-pre-wrap break-words text-slate-800" data-testid="message-body">
      {textPieces(body).map((piece, index) =>
        piece.kind === "text" ? (
          <span key={index}>{piece.text}</span>
        ) : (
          <a key={index} href={piece.href} rel={TYPED_LINK_REL} className="text-brand-800 underline">
            {piece.text}
          </a>
        ),
      )}
    </div>
  );
}

/**
 * The message textarea. No maxlength attribute: the browser would cut a paste silently; instead the
 * limit is said beside the field, counted as it is typed (with JavaScript), and refused by the server
 * with the text kept.
 */
export function MessageField({ id = "message", label, value, error }: { id?: string; label: string; value?: string; error?: string }) {
  const hydrated = useHydrated();
  const t = useTranslate();
  const [length, setLength] = useState(value?.length ?? 0);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {t("services.support.messageHint", { max: MESSAGE_MAX })}
      </p>
      <textarea
        id={id}
        name="message"
        rows={8}
        required
        defaultValue={value}
        onChange={(event) => setLength(event.target.value.length)}
        className={fieldClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {hydrated ? (
        <p className={`mt-1 text-sm ${length > MESSAGE_MAX ? "font-semibold text-red-800" : "text-slate-700"}`} aria-live="polite">
          {t("services.support.counter", { length, max: MESSAGE_MAX })}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function SelectField({
  name,
  label,
  options,
  value,
  error,
  placeholder,
  hint,
}: {
  name: string;
  label: string;
  options: readonly (readonly [string, string])[];
  value?: string;
  error?: string;
  placeholder: string;
  hint?: string;
}) {
  const describedBy = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <select
        id={name}
        name={name}
        required
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={fieldClass}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}

/** The request form: visitors give a name and an address; a signed-in learner's account answers for them. */
/** A request's subject and message, as the support form and the advisor form ask for them. */
export function SubjectAndMessage({
  values,
  errors,
}: {
  values: Partial<Record<"subject" | "message", string>>;
  errors: Partial<Record<"subject" | "message", string>>;
}) {
  const t = useTranslate();
  return (
    <>
      <TextField
        label={t("services.support.subject")}
        name="subject"
        required
        maxLength={SUBJECT_MAX}
        defaultValue={values.subject}
        error={errors.subject}
      />
      <MessageField label={t("services.support.message")} value={values.message} error={errors.message} />
    </>
  );
}

export function RequestForm({
  formKey,
  accountEmail,
  values = {},
  errors = {},
}: {
  formKey: string;
  accountEmail: string | null;
  values?: FormValues;
  errors?: FormErrors;
}) {
  const t = useTranslate();
  return (
    <Form method="post" className="card mt-8 space-y-5" aria-label={t("services.support.formLabel")}>
      <FormError message={errors.form} />
      <input type="hidden" name="key" value={values.key ?? formKey} />
      {accountEmail ? (
        <p className="text-sm text-slate-700">{t("services.support.signedInAs", { email: accountEmail })}</p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t("services.support.name")}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={values.name}
            error={errors.name}
          />
          <TextField
            label={t("services.support.email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            error={errors.email}
          />
        </div>
      )}
      <SelectField
        name="category"
        label={t("services.support.categoryLabel")}
        options={SUPPORT_CATEGORIES.map((category) => [category, t(`services.support.category.${category}`)] as const)}
        placeholder={t("services.support.pickCategory")}
        value={values.category}
        error={errors.category}
      />
      <SubjectAndMessage values={values} errors={errors} />
      <p className="text-sm text-slate-700">{t("services.support.limitHint")}</p>
      <SubmitButton label={t("services.support.send")} busyLabel={t("services.support.sending")} className="button-primary" />
    </Form>
  );
}

export interface ShownMessage {
  id: string;
  fromStaff: boolean;
  /** Written by the thread's registered adviser, not by other staff. */
  byAdviser?: boolean;
  body: string;
  createdAt: string | Date;
  /** When it was written, as its reader reads it (support/times.ts, on the server). */
  written: string;
}

export function StatusBadge({ status }: { status: (typeof SUPPORT_STATUSES)[number] }) {
  const t = useTranslate();
  return <Badge tone={status === "answered" ? "brand" : "plain"}>{t(`services.support.status.${status}`)}</Badge>;
}

/** A thread's messages in order; `staffLabel` names staff replies (the console shows who). */
export function MessageList({
  messages,
  youLabel,
  staffLabel,
  adviserLabel,
}: {
  messages: ShownMessage[];
  youLabel?: string;
  staffLabel?: string;
  /** How the thread's adviser signs (an advisor thread): their replies apart from other staff's. */
  adviserLabel?: string;
}) {
  const t = useTranslate();
  return (
    <ol className="mt-6 space-y-4" aria-label={t("services.support.messages")}>
      {messages.map((message) => (
        <li key={message.id} className={`card ${message.fromStaff ? "border-brand-200 bg-brand-50" : ""}`} data-testid="message">
          <p className="text-sm font-semibold text-slate-800">
            {message.fromStaff
              ? ((message.byAdviser ? adviserLabel : undefined) ?? staffLabel ?? t("services.support.staff", { product: PRODUCT_NAME }))
              : (youLabel ?? t("services.support.you"))}{" "}
            · <time dateTime={new Date(message.createdAt).toISOString()}>{message.written}</time>
          </p>
          <div className="mt-2">
            <MessageBody body={message.body} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The requester's reply form; `hidden` carries what the address needs (a visitor's token). */
export function ReplyForm({
  formKey,
  values = {},
  errors = {},
  closed,
  hidden,
}: {
  formKey: string;
  values?: FormValues;
  errors?: FormErrors;
  closed: boolean;
  hidden?: Record<string, string>;
}) {
  const t = useTranslate();
  return (
    <Form method="post" className="card mt-8 space-y-4" aria-label={t("services.support.replyForm")}>
      <FormError message={errors.form} />
      {closed ? <p className="text-sm text-slate-700">{t("services.support.closedNote")}</p> : null}
      <input type="hidden" name="key" value={values.key ?? formKey} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <MessageField id="reply" label={t("services.support.reply")} value={values.message} error={errors.message} />
      <SubmitButton label={t("services.support.sendReply")} busyLabel={t("services.support.sending")} className="button-primary" />
    </Form>
  );
}

export interface AdviserShown {
  name: string;
  body: string;
  number: string;
  jurisdictions: string[];
}

/** Who answers an advisor thread, with their registration; or the plain sentence that nobody is registered there. */
export function AdviserPanel({ adviser }: { adviser: AdviserShown | null }) {
  const t = useTranslate();
  if (!adviser) {
    return (
      <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900" data-testid="no-adviser">
        {t("services.support.advisor.noAdviser")}
      </p>
    );
  }
  return (
    <div className="mt-4 rounded-lg border border-slate-300 bg-white p-4" data-testid="adviser">
      <p className="font-semibold">{t("services.support.advisor.adviser", { name: adviser.name })}</p>
      <p className="mt-1 text-sm text-slate-700">{t("services.support.advisor.registration", { body: adviser.body, number: adviser.number })}</p>
      <p className="mt-1 text-sm text-slate-700">{t("services.support.advisor.registeredIn", { places: adviser.jurisdictions.join(", ") })}</p>
    </div>
  );
}

export function PageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-10">{children}</div>;
}

/** Where an adviser is registered today, so a member (or one thinking of Elite) can check their own place. */
export function AdviserCoverage({ places }: { places: readonly string[] }) {
  const t = useTranslate();
  return (
    <p className="mt-3 text-slate-700" data-testid="adviser-coverage">
      {places.length > 0 ? t("services.support.advisor.coverage", { places: places.join(", ") }) : t("services.support.advisor.coverageNone")}
    </p>
  );
}

export function AdvisorEliteGate({ coverage }: { coverage: readonly string[] }) {
  const t = useTranslate();
  return (
    <LockedPage title={t("services.support.advisor.gateTitle")} text={t("services.support.advisor.gateText")} testId="advisor-gate">
      <AdviserCoverage places={coverage} />
      <Link to="/#pricing" className="button-primary mt-6 inline-block">
        {t("services.support.advisor.gateOffer")}
      </Link>
    </LockedPage>
  );
}

export { SelectField };
