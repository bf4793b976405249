import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { learnerLanguage } from "~/lib/domain/learner-language";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { CONSOLE_ROLES, requireStaff, requireStaffWith } from "~/features/admin/staff.server";
import {
  grantComp,
  learnerPageReads,
  refundOrder,
  resendVerification,
  revokeComp,
  setRole,
  signOutEverywhere,
  type StaffOutcome,
} from "~/features/admin/learners.server";
import { REASON_CONSTRAINT } from "~/features/admin/fields";
import { compGrantSchema, reasonOnlySchema, refundSchema, roleChangeSchema, type LearnerIntent } from "~/features/admin/learner-forms";
import { ConsoleMoment, RoleBadge } from "~/features/admin/console-parts";
import { formatOrderAmount } from "~/features/payments/pricing";
import { COURSES, findCourseByProductName, findCourseBySlug, findPlan } from "~/lib/domain/catalog";
import { displayName } from "~/lib/domain/display-name";
import { ROLE_LABELS, STAFF_ROLES } from "~/lib/domain/roles";
import { parseSubmission, type FormSchema, type Submission } from "~/lib/http/form";
import { UtcDay } from "~/components/utc-day";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";

export const meta: MetaFunction = () => [...pageMeta("Learner", "A learner's account."), { name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const userId = params.userId ?? "";
  const {
    staff,
    data: [[account], orderRows, [plan], progress, certificateRows, sessionRows],
  } = await requireStaffWith(request, context, CONSOLE_ROLES, (isStaff) => learnerPageReads(context, isStaff, userId, new Date()));
  if (!account) throw new Response("There is no such learner", { status: 404 });
  return {
    account: { ...account, name: displayName(account), own: account.id === staff.id },
    orders: orderRows.map((order) => ({
      ...order,
      title: findCourseByProductName(order.productName)?.title ?? order.productName,
      total: formatOrderAmount(order.amount + order.taxAmount, order.currency),
      refundable: order.status === "paid" && order.compReason === null && order.providerPaymentId !== null,
      revocable: order.status === "paid" && order.compReason !== null,
    })),
    plan: plan?.tier ? { ...plan, name: findPlan(plan.tier)?.name ?? plan.tier } : null,
    progress: progress.map((row) => ({ ...row, title: findCourseBySlug(row.courseId)?.title ?? row.courseId })),
    certificates: certificateRows.map((row) => ({ ...row, title: findCourseBySlug(row.courseId)?.title ?? row.courseId })),
    sessions: sessionRows,
  };
}

/** Which form a refused reply belongs to: its intent, and the order for the forms repeated per order. */
function formKey(intent: string, orderId?: string | null) {
  return orderId ? `${intent}:${orderId}` : intent;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, CONSOLE_ROLES);
  const userId = params.userId ?? "";
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const here = `/admin/learners/${encodeURIComponent(userId)}`;
  const actor = { id: staff.id, email: staff.email };

  const answer = (outcome: StaffOutcome) =>
    redirectWithToast(
      here,
      outcome.ok
        ? { type: "success", title: "Done", description: outcome.message }
        : { type: "error", title: "Not done", description: outcome.message },
      context,
    );
  /** Parses the intent's form; a refused one goes back to that form with its messages. */
  async function run<S extends FormSchema>(
    schema: S,
    act: (value: Extract<Submission<S>, { success: true }>["value"]) => Promise<StaffOutcome>,
  ) {
    const submission = parseSubmission(form, schema);
    if (!submission.success) return data({ key: formKey(intent, String(form.get("orderId") ?? "")), ...submission.reply() }, { status: 400 });
    return answer(await act(submission.value));
  }

  switch (intent as LearnerIntent) {
    case "refund":
      return run(refundSchema, ({ orderId, reason }) => refundOrder(context, actor, userId, orderId, reason));
    case "comp-revoke":
      return run(refundSchema, ({ orderId, reason }) => revokeComp(context, actor, userId, orderId, reason));
    case "comp-grant":
      return run(compGrantSchema, ({ course, reason }) => grantComp(context, actor, userId, findCourseBySlug(course)!, reason));
    case "sign-out-everywhere":
      return run(reasonOnlySchema, ({ reason }) => signOutEverywhere(context, actor, userId, reason));
    case "resend-verification":
      return run(reasonOnlySchema, ({ reason }) => resendVerification(context, actor, userId, reason));
    case "role-change":
      return run(roleChangeSchema, ({ role, reason }) => setRole(context, actor, userId, role === "learner" ? null : role, reason));
    default:
      return data({ key: "", values: {}, errors: { form: "Unknown action." } }, { status: 400 });
  }
}

/** One staff action: its reason, its button, and its messages when the server refused it. */
function StaffForm({
  intent,
  orderId,
  label,
  busyLabel,
  children,
}: {
  intent: LearnerIntent;
  orderId?: string;
  label: string;
  busyLabel: string;
  children?: ReactNode;
}) {
  const reply = useActionData<typeof action>();
  // A new form after each navigation: with JavaScript the page stays mounted, and a done action must not leave its reason typed in.
  const { key: visit } = useLocation();
  const key = formKey(intent, orderId);
  const mine = reply?.key === key ? reply : undefined;
  const errors: Partial<Record<string, string>> = mine?.errors ?? {};
  return (
    <Form key={visit} method="post" className="mt-3 space-y-3">
      <input type="hidden" name="intent" value={intent} />
      {orderId ? <input type="hidden" name="orderId" value={orderId} /> : null}
      <FormError message={errors.form} />
      {children}
      <TextField
        id={`reason-${key}`}
        name="reason"
        label="Reason (kept in the audit log)"
        defaultValue={(mine?.values as { reason?: string } | undefined)?.reason}
        error={errors.reason}
        {...REASON_CONSTRAINT}
      />
      <SubmitButton label={label} busyLabel={busyLabel} intent={intent} className="button-secondary" />
    </Form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const STATUS_LABELS: Record<string, string> = {
  paid: "Paid",
  completed: "Completed",
  pending: "Pending",
  failed: "Failed",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

export default function LearnerPage() {
  const { account, orders, plan, progress, certificates, sessions } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const compErrors: Partial<Record<string, string>> = reply?.key === "comp-grant" ? reply.errors : {};
  const roleErrors: Partial<Record<string, string>> = reply?.key === "role-change" ? reply.errors : {};
  // A post no form on the page makes (an unknown intent) is answered above the page.
  const unknownAction: string | undefined = reply?.key === "" ? (reply.errors as { form?: string }).form : undefined;
  return (
    <div className="space-y-8">
      <FormError message={unknownAction} />
      <div>
        <p className="text-sm">
          <Link to="/admin/learners" className="link-arrow">
            All learners
          </Link>
        </p>
        <h1 className="mt-2 break-all text-3xl font-bold tracking-tight">{account.email}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
          <span>{account.name}</span>
          <RoleBadge role={account.role} />
          <span>
            · {account.country} · reads {learnerLanguage(account.locale)} · joined <UtcDay value={account.createdAt} />
          </span>
        </p>
        <p className="mt-2 text-sm">
          <Link to={`/admin/audit?target=${encodeURIComponent(`user:${account.id}`)}`} className="link-arrow">
            Staff actions on this learner
          </Link>
        </p>
      </div>

      <Section title="Orders">
        {orders.length === 0 ? <p className="mt-3">No orders.</p> : null}
        <ul className="mt-3 space-y-4" aria-label="Orders">
          {orders.map((order) => (
            <li key={order.id} className="rounded-lg border border-slate-200 p-4" data-testid="learner-order">
              <p className="font-semibold">{order.title}</p>
              <p className="text-sm text-slate-700">
                {STATUS_LABELS[order.status]} · {order.total} · <UtcDay value={order.createdAt} />
                {order.compReason === null ? "" : ` · complimentary: ${order.compReason}`}
              </p>
              {order.refundable ? (
                <StaffForm intent="refund" orderId={order.id} label={`Refund ${order.total}`} busyLabel="Refunding..." />
              ) : null}
              {order.revocable ? <StaffForm intent="comp-revoke" orderId={order.id} label="Revoke the course" busyLabel="Revoking..." /> : null}
            </li>
          ))}
        </ul>
        <h3 className="mt-6 font-semibold">Grant a complimentary course</h3>
        <StaffForm intent="comp-grant" label="Grant the course" busyLabel="Granting...">
          <div>
            <label htmlFor="comp-course" className="field-label">
              Course
            </label>
            <select
              id="comp-course"
              name="course"
              required
              className="tool-input mt-1 px-3"
              aria-invalid={compErrors.course ? true : undefined}
              aria-describedby={compErrors.course ? "comp-course-error" : undefined}
            >
              {COURSES.map((course) => (
                <option key={course.slug} value={course.slug}>
                  {course.title}
                </option>
              ))}
            </select>
            {compErrors.course ? (
              <p id="comp-course-error" className="mt-1 text-sm text-red-800">
                {compErrors.course}
              </p>
            ) : null}
          </div>
        </StaffForm>
      </Section>

      <Section title="Subscription">
        <p className="mt-3">
          {plan ? (
            <>
              {plan.name}, {plan.subscribed ? "active" : "ended"}
              {plan.end ? (
                <>
                  {" "}
                  · {plan.cancelAtPeriodEnd || !plan.subscribed ? "ends" : "renews"} <UtcDay value={plan.end} />
                </>
              ) : null}
            </>
          ) : (
            "No plan."
          )}
        </p>
      </Section>

      <Section title="Progress">
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-3">
                Course
              </th>
              <th scope="col" className="py-2">
                Lessons completed
              </th>
            </tr>
          </thead>
          <tbody>
            {progress.map((row) => (
              <tr key={row.courseId} className="border-t border-slate-200">
                <td className="py-2 pr-3">{row.title}</td>
                <td className="py-2">
                  {row.completed} of {row.lessons}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section title="Certificates">
        {certificates.length === 0 ? <p className="mt-3">No certificates.</p> : null}
        <ul className="mt-3 space-y-1">
          {certificates.map((certificate) => (
            <li key={certificate.id}>
              {certificate.title}, issued <UtcDay value={certificate.issuedAt} />
              {certificate.revokedAt ? (
                <>
                  , revoked <UtcDay value={certificate.revokedAt} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Sessions">
        <p className="mt-3">
          {sessions.length === 0 ? "Not signed in anywhere." : `Signed in on ${sessions.length} browser${sessions.length === 1 ? "" : "s"}:`}
        </p>
        <ul className="mt-2 space-y-1 text-sm">
          {sessions.map((session, index) => (
            <li key={index}>
              Since <ConsoleMoment value={session.createdAt} />, last seen <ConsoleMoment value={session.lastSeenAt} />
              {session.persistent ? " (remembered)" : ""}
            </li>
          ))}
        </ul>
        <StaffForm intent="sign-out-everywhere" label="Sign out everywhere" busyLabel="Signing out..." />
      </Section>

      <Section title="Email">
        {account.emailVerifiedAt ? (
          <p className="mt-3">
            Confirmed <UtcDay value={account.emailVerifiedAt} />.
          </p>
        ) : (
          <>
            <p className="mt-3">Not confirmed yet.</p>
            <StaffForm intent="resend-verification" label="Resend the confirmation email" busyLabel="Sending..." />
          </>
        )}
      </Section>

      <Section title="Role">
        {account.own ? (
          <p className="mt-3">This is your account: another admin changes your role.</p>
        ) : (
          <StaffForm intent="role-change" label="Change the role" busyLabel="Changing...">
            <div>
              <label htmlFor="role" className="field-label">
                Role
              </label>
              <select
                id="role"
                name="role"
                required
                defaultValue={account.role ?? "learner"}
                className="tool-input mt-1 px-3"
                aria-invalid={roleErrors.role ? true : undefined}
                aria-describedby={roleErrors.role ? "role-error" : undefined}
              >
                {(["learner", ...STAFF_ROLES] as const).map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
              {roleErrors.role ? (
                <p id="role-error" className="mt-1 text-sm text-red-800">
                  {roleErrors.role}
                </p>
              ) : null}
            </div>
          </StaffForm>
        )}
      </Section>
    </div>
  );
}
