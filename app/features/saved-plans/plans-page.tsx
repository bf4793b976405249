import { Form, Link, useActionData } from "@remix-run/react";
import { FormError, TextField } from "~/components/form-fields";
import { DashboardHeading } from "~/features/dashboard/learner-dashboard";
import { isFull, onLastSlot, openPlanPath, TOOL_NAMES, type PlanAllowance } from "./domain/plans";
import { PLAN_NAME_CONSTRAINT } from "./fields";
import { allowanceText, PAGE_TEXTS } from "./texts";
import type { PlanFormReply } from "./actions.server";
import type { ListedPlan } from "./saved-plans.server";

/**
 * /dashboard/plans: the learner's saved plans as cards (a phone's width holds them), each with Open,
 * Rename and Delete. Rename and Delete open in a <details>, so Delete asks for its confirmation
 * without JavaScript and without a round trip.
 */
export function SavedPlansPage({ plans, allowance }: { plans: ListedPlan[]; allowance: PlanAllowance }) {
  const reply = useActionData<PlanFormReply>();
  // A plan deleted meanwhile (another tab) has no card left to say so on.
  const stray = reply && !plans.some((plan) => plan.id === reply.planId) ? reply.errors.form : undefined;
  return (
    <div>
      <DashboardHeading title={PAGE_TEXTS.title}>{PAGE_TEXTS.intro}</DashboardHeading>
      <p
        className={`mt-4 text-sm ${isFull(allowance) || onLastSlot(allowance) ? "font-semibold text-amber-900" : "text-slate-700"}`}
        data-testid="plan-allowance"
      >
        {allowanceText(allowance)}
      </p>
      {stray ? (
        <div className="mt-4">
          <FormError message={stray} />
        </div>
      ) : null}
      {plans.length === 0 ? (
        <div className="card mt-6">
          <p>{PAGE_TEXTS.empty}</p>
          <Link to="/tools" className="button-primary mt-4">
            {PAGE_TEXTS.toolsLink}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} reply={reply?.planId === plan.id ? reply : undefined} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PlanCard({ plan, reply }: { plan: ListedPlan; reply: PlanFormReply | undefined }) {
  const headingId = `plan-${plan.id}`;
  return (
    <li className="card" data-testid="saved-plan">
      <p className="text-sm font-medium text-slate-600">{TOOL_NAMES[plan.tool]}</p>
      <h2 id={headingId} className="mt-1 break-words text-lg font-semibold">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {PAGE_TEXTS.updated}: {plan.updated}
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <Link to={openPlanPath(plan.tool, plan.query, plan.id)} className="button-primary" aria-label={`${PAGE_TEXTS.open} ${plan.name}`}>
          {PAGE_TEXTS.open}
        </Link>
      </div>
      <details className="mt-3" open={reply ? true : undefined}>
        <summary className="cursor-pointer font-semibold text-brand-800">
          {PAGE_TEXTS.rename}
          <span className="sr-only"> {plan.name}</span>
        </summary>
        <Form method="post" className="mt-2 space-y-3">
          <input type="hidden" name="planId" value={plan.id} />
          <FormError message={reply?.errors.form} />
          <TextField
            label={`New name for ${plan.name}`}
            id={`rename-${plan.id}`}
            name="name"
            autoComplete="off"
            {...PLAN_NAME_CONSTRAINT}
            defaultValue={reply?.values.name ?? plan.name}
            error={reply?.errors.name}
          />
          <button type="submit" name="intent" value="rename" className="button-secondary">
            {PAGE_TEXTS.renameButton}
          </button>
        </Form>
      </details>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-red-800">
          {PAGE_TEXTS.delete}
          <span className="sr-only"> {plan.name}</span>
        </summary>
        <Form method="post" className="mt-2 space-y-3">
          <input type="hidden" name="planId" value={plan.id} />
          <p className="text-sm text-slate-800">{PAGE_TEXTS.deleteConfirm(plan.name)}</p>
          <button type="submit" name="intent" value="delete" className="button-secondary text-red-800">
            {PAGE_TEXTS.deleteButton}
          </button>
        </Form>
      </details>
    </li>
  );
}
