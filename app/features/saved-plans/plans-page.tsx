import { Form, Link, useActionData } from "@remix-run/react";
import { FormError, TextField } from "~/components/form-fields";
import { DashboardHeading } from "~/features/dashboard/learner-dashboard";
import { useTranslate } from "~/hooks/use-translate";
import type { MessageKey } from "~/lib/i18n/messages";
import { isFull, onLastSlot, openPlanPath, type PlanAllowance, type SavedPlanTool } from "./domain/plans";
import { PLAN_NAME_CONSTRAINT } from "./fields";
import { allowanceText } from "./texts";

/** Each tool's name, as the site's navigation names it (the root sends `nav`). */
const TOOL_NAME_KEYS: Readonly<Record<SavedPlanTool, MessageKey>> = {
  budget: "nav.budgetCalculator",
  "net-worth": "nav.netWorthTracker",
  debt: "nav.debtPayoffPlanner",
  goals: "nav.goalTracker",
};
import type { PlanFormReply } from "./actions.server";
import type { ListedPlan } from "./saved-plans.server";

/**
 * /dashboard/plans: the learner's saved plans as cards (a phone's width holds them), each with Open,
 * Rename and Delete. Rename and Delete open in a <details>, so Delete asks for its confirmation
 * without JavaScript and without a round trip.
 */
export function SavedPlansPage({ plans, allowance }: { plans: ListedPlan[]; allowance: PlanAllowance }) {
  const t = useTranslate();
  const reply = useActionData<PlanFormReply>();
  // A plan deleted meanwhile (another tab) has no card left to say so on.
  const stray = reply && !plans.some((plan) => plan.id === reply.planId) ? reply.errors.form : undefined;
  return (
    <div>
      <DashboardHeading title={t("plans.saved.title")}>{t("plans.saved.intro")}</DashboardHeading>
      <p
        className={`mt-4 text-sm ${isFull(allowance) || onLastSlot(allowance) ? "font-semibold text-amber-900" : "text-slate-700"}`}
        data-testid="plan-allowance"
      >
        {allowanceText(allowance, t)}
      </p>
      {stray ? (
        <div className="mt-4">
          <FormError message={stray} />
        </div>
      ) : null}
      {plans.length === 0 ? (
        <div className="card mt-6">
          <p>{t("plans.saved.empty")}</p>
          <Link to="/tools" className="button-primary mt-4">
            {t("plans.saved.toolsLink")}
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
  const t = useTranslate();
  const headingId = `plan-${plan.id}`;
  return (
    <li className="card" data-testid="saved-plan">
      <p className="text-sm font-medium text-slate-600">{t(TOOL_NAME_KEYS[plan.tool])}</p>
      <h2 id={headingId} className="mt-1 break-words text-lg font-semibold">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("plans.saved.updated", { date: plan.updated })}</p>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <Link
          to={openPlanPath(plan.tool, plan.query, plan.id)}
          className="button-primary"
          aria-label={t("plans.saved.openLabel", { name: plan.name })}
        >
          {t("plans.saved.open")}
        </Link>
      </div>
      <details className="mt-3" open={reply ? true : undefined}>
        <summary className="cursor-pointer font-semibold text-brand-800">
          {t("plans.saved.rename")}
          <span className="sr-only"> {plan.name}</span>
        </summary>
        <Form method="post" className="mt-2 space-y-3">
          <input type="hidden" name="planId" value={plan.id} />
          <FormError message={reply?.errors.form} />
          <TextField
            label={t("plans.saved.newName", { name: plan.name })}
            id={`rename-${plan.id}`}
            name="name"
            autoComplete="off"
            {...PLAN_NAME_CONSTRAINT}
            defaultValue={reply?.values.name ?? plan.name}
            error={reply?.errors.name}
          />
          <button type="submit" name="intent" value="rename" className="button-secondary">
            {t("plans.saved.renameButton")}
          </button>
        </Form>
      </details>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-red-800">
          {t("plans.saved.delete")}
          <span className="sr-only"> {plan.name}</span>
        </summary>
        <Form method="post" className="mt-2 space-y-3">
          <input type="hidden" name="planId" value={plan.id} />
          <p className="text-sm text-slate-800">{t("plans.saved.deleteConfirm", { name: plan.name })}</p>
          <button type="submit" name="intent" value="delete" className="button-secondary text-red-800">
            {t("plans.saved.deleteButton")}
          </button>
        </Form>
      </details>
    </li>
  );
}
