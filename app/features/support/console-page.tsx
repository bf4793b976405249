/** The console's support queue and a request's page (issue 27 item 4): plain lists and forms, no JavaScript needed. */
import { Form, Link } from "@remix-run/react";
import { Badge } from "~/components/badge";
import { FormError, SubmitButton } from "~/components/form-fields";
import { SUPPORT_STATUSES } from "./domain/lists";
import { responseTargetDays } from "./queue-rank";
import { ADMIN_SUPPORT_PATH, adminRequestPath } from "./paths";
import { MessageField, MessageList, StatusBadge, type FormErrors, type FormValues } from "./support-ui";
import { CATEGORY_LABELS, CONSOLE_TEXTS, STATUS_LABELS } from "./texts";
import { learnerLanguage } from "~/lib/domain/learner-language";

type When = string | Date;

interface QueueRow {
  id: string;
  kind: "support" | "advisor";
  subject: string;
  name: string;
  email: string;
  queueRank: number;
  createdAt: When;
  /** When it was sent and when it is due, in the staff member's own zone (support/times.ts, on the server). */
  created: string;
  due: string;
  assignee: string | null;
  adviser: string | null;
  /** A member's request (a visitor's has no account, so no known language). */
  member: boolean;
  requesterLocale: "en" | "fr" | null;
  overdue: boolean;
}

const days = (rank: number) => `${responseTargetDays(rank)} business day${responseTargetDays(rank) === 1 ? "" : "s"}`;

function OverdueBadge() {
  // Said in words, not only by colour.
  return (
    <span className="rounded-full border border-red-700 bg-red-50 px-3 py-1 text-xs font-bold uppercase text-red-900">
      {CONSOLE_TEXTS.overdue}
    </span>
  );
}

export function SupportQueue({
  isAdmin,
  status,
  requests,
}: {
  isAdmin: boolean;
  status: (typeof SUPPORT_STATUSES)[number];
  requests: QueueRow[];
}) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">{CONSOLE_TEXTS.title}</h1>
      <p className="mt-2 text-slate-700">{isAdmin ? CONSOLE_TEXTS.intro : CONSOLE_TEXTS.adviserIntro}</p>
      <section className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4" aria-labelledby="targets-heading">
        <h2 id="targets-heading" className="text-sm font-semibold">
          {CONSOLE_TEXTS.targets}
        </h2>
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
          {CONSOLE_TEXTS.targetLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <nav aria-label={CONSOLE_TEXTS.show} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {SUPPORT_STATUSES.map((each) => (
            <li key={each}>
              <Link
                to={`${ADMIN_SUPPORT_PATH}?status=${each}`}
                aria-current={each === status ? "page" : undefined}
                className={`inline-block rounded-md px-3 py-2 text-sm font-medium ${each === status ? "bg-slate-900 text-white" : "text-slate-800 hover:bg-slate-100"}`}
              >
                {STATUS_LABELS[each]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {requests.length === 0 ? (
        <p className="mt-6 text-slate-700">{CONSOLE_TEXTS.empty}</p>
      ) : (
        <ol className="mt-6 space-y-3" aria-label={CONSOLE_TEXTS.title}>
          {requests.map((row) => (
            <li key={row.id} className={`card ${row.overdue ? "border-2 border-red-700" : ""}`} data-testid="queue-row">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={row.queueRank === 0 ? "brand" : "plain"}>{CONSOLE_TEXTS.rank[row.queueRank]}</Badge>
                {row.overdue ? <OverdueBadge /> : null}
              </div>
              <Link to={adminRequestPath(row.id)} className="mt-2 block break-words font-semibold text-brand-800 underline">
                {row.subject}
              </Link>
              <p className="mt-1 break-words text-sm text-slate-700">
                {CONSOLE_TEXTS.from}: {row.name} ({row.email}) ·{" "}
                {row.member ? <span data-testid="requester-language">reads {learnerLanguage(row.requesterLocale)} · </span> : null}
                <time dateTime={new Date(row.createdAt).toISOString()}>{row.created}</time>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {CONSOLE_TEXTS.due}: {row.due} ({days(row.queueRank)}) · {CONSOLE_TEXTS.assignedTo}: {row.assignee ?? CONSOLE_TEXTS.nobody}
                {row.kind === "advisor" ? ` · ${row.adviser ?? CONSOLE_TEXTS.adviserNone}` : ""}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

interface RequestData {
  viewerId: string;
  isAdmin: boolean;
  request: {
    id: string;
    kind: "support" | "advisor";
    category: keyof typeof CATEGORY_LABELS;
    subject: string;
    status: (typeof SUPPORT_STATUSES)[number];
    name: string;
    email: string;
    queueRank: number;
    createdAt: When;
    /** In the staff member's own zone (support/times.ts, on the server). */
    due: string;
    assignedTo: string | null;
    assignee: string | null;
    adviser: string | null;
    registrationBody: string | null;
    registrationNumber: string | null;
    overdue: boolean;
  };
  messages: { id: string; fromStaff: boolean; body: string; createdAt: When; written: string; author: string | null }[];
  staff: { id: string; email: string }[];
}

export interface ConsoleReply {
  intent?: string;
  values?: FormValues;
  errors?: FormErrors;
}

const selectClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900";

export function SupportRequestPage({ page, formKey, reply }: { page: RequestData; formKey: string; reply?: ConsoleReply }) {
  const { request, messages } = page;
  const errors = reply?.errors ?? {};
  return (
    <div>
      <Link to={ADMIN_SUPPORT_PATH} className="text-sm font-medium text-brand-800 underline">
        {CONSOLE_TEXTS.back}
      </Link>
      <h1 className="mt-2 break-words text-2xl font-bold tracking-tight">{request.subject}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Badge tone={request.queueRank === 0 ? "brand" : "plain"}>{CONSOLE_TEXTS.rank[request.queueRank]}</Badge>
        <StatusBadge status={request.status} />
        {request.overdue ? <OverdueBadge /> : null}
      </div>
      <dl className="mt-4 grid gap-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold">{CONSOLE_TEXTS.from}</dt>
        <dd className="break-words">
          {request.name} ({request.email})
        </dd>
        <dt className="font-semibold">Topic</dt>
        <dd>{request.kind === "advisor" ? "Advisor message" : CATEGORY_LABELS[request.category]}</dd>
        <dt className="font-semibold">{CONSOLE_TEXTS.due}</dt>
        <dd>
          {request.due} ({days(request.queueRank)})
        </dd>
        <dt className="font-semibold">{CONSOLE_TEXTS.assignedTo}</dt>
        <dd className="break-words">{request.assignee ?? CONSOLE_TEXTS.nobody}</dd>
        {request.kind === "advisor" ? (
          <>
            <dt className="font-semibold">{CONSOLE_TEXTS.adviserTitle}</dt>
            <dd>
              {request.adviser ? `${request.adviser}: ${request.registrationBody}, ${request.registrationNumber}` : CONSOLE_TEXTS.adviserNone}
            </dd>
          </>
        ) : null}
      </dl>
      <MessageList messages={messages} youLabel={request.name} staffLabel="Staff" />
      <FormError message={errors.form ?? (errors as Record<string, string | undefined>).assignee} />
      <Form method="post" className="card mt-8 space-y-4" aria-label={CONSOLE_TEXTS.reply}>
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="key" value={(reply?.intent === "reply" && reply.values?.key) || formKey} />
        <MessageField
          id="staff-reply"
          label={CONSOLE_TEXTS.replyLabel}
          value={reply?.intent === "reply" ? reply.values?.message : undefined}
          error={reply?.intent === "reply" ? errors.message : undefined}
        />
        <SubmitButton label={CONSOLE_TEXTS.reply} busyLabel="Sending..." intent="reply" className="button-primary" />
      </Form>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        {page.isAdmin ? (
          <Form method="post" className="flex flex-wrap items-end gap-2" aria-label={CONSOLE_TEXTS.assign}>
            <input type="hidden" name="intent" value="assign" />
            <div>
              <label htmlFor="assignee" className="block text-sm font-medium text-slate-800">
                {CONSOLE_TEXTS.assignTo}
              </label>
              <select id="assignee" name="assignee" defaultValue={request.assignedTo ?? page.viewerId} className={selectClass}>
                {page.staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.id === page.viewerId ? `Me (${member.email})` : member.email}
                  </option>
                ))}
              </select>
            </div>
            <SubmitButton label={CONSOLE_TEXTS.assign} busyLabel="Assigning..." intent="assign" className="button-secondary" />
          </Form>
        ) : (
          <Form method="post" aria-label={CONSOLE_TEXTS.assignToMe}>
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="assignee" value={page.viewerId} />
            <SubmitButton label={CONSOLE_TEXTS.assignToMe} busyLabel="Assigning..." intent="assign" className="button-secondary" />
          </Form>
        )}
        <Form method="post" aria-label={request.status === "closed" ? CONSOLE_TEXTS.reopen : CONSOLE_TEXTS.close}>
          <input type="hidden" name="intent" value={request.status === "closed" ? "reopen" : "close"} />
          <SubmitButton
            label={request.status === "closed" ? CONSOLE_TEXTS.reopen : CONSOLE_TEXTS.close}
            busyLabel="Saving..."
            intent={request.status === "closed" ? "reopen" : "close"}
            className="button-secondary"
          />
        </Form>
      </div>
    </div>
  );
}
