import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { FormError, TextField } from "~/components/form-fields";
import { useTranslate, type Translate } from "~/hooks/use-translate";
import { allowanceText } from "./texts";
import { isFull, onLastSlot, PLAN_KEY } from "./domain/plans";
import { PLAN_NAME_CONSTRAINT } from "./fields";
import { SAVED_PLANS_PATH } from "./paths";
import type { PlanFormReply } from "./actions.server";
import type { ToolPlans } from "./saved-plans.server";

/** The POST form the Save controls belong to (by their `form` attribute): HTML forms cannot nest in the tool's GET form. */
const FORM_ID = "saved-plan-form";

/**
 * The form element itself, placed after the tool's GET form. It posts to the tool's own address with
 * the plan in it, so a refused save comes back to the same plan, with what was typed.
 */
export function SavedPlanForm({ plans, query }: { plans: ToolPlans; query: string }) {
  const { pathname } = useLocation();
  if (plans.standing !== "member") return null;
  return <Form id={FORM_ID} method="post" action={query ? `${pathname}?${query}` : pathname} className="hidden" />;
}

/**
 * What the tool's own "Save" button becomes: the permanent link for visitors, "Get link" beside a real Save
 * for members, in the page's words (`t`: the tool's loader sends `plans.save`).
 */
export const linkLabel = (plans: ToolPlans, saveLabel: string, t: Translate) =>
  plans.standing === "member" ? t("plans.save.linkLabel") : saveLabel;

/**
 * The Save controls under a tool's results (inside its GET form; they submit with SavedPlanForm). The
 * hidden `query` is the page's state as shown: live with JavaScript, the address without it. With a
 * plan open, its id rides in the tool's own form too, so recalculating keeps `plan=<id>` in the address.
 */
export function SavedPlanControls({ plans, query, saveLabel }: { plans: ToolPlans; query: string; saveLabel: string }) {
  const t = useTranslate();
  const reply = useActionData<PlanFormReply>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  if (plans.standing === "visitor") {
    return (
      <p className="mt-3 text-sm text-slate-700">
        {t("plans.save.visitor")}{" "}
        <Link to={plans.signIn} className="font-semibold text-brand-800 underline">
          {t("plans.save.visitorLink")}
        </Link>
      </p>
    );
  }
  const { allowance, open } = plans;
  const full = isFull(allowance);
  const errors = reply?.errors ?? {};
  return (
    <section aria-labelledby="saved-plan-title" className="mt-4 rounded-lg border border-slate-300 p-4">
      <h2 id="saved-plan-title" className="text-base font-semibold">
        {open ? t("plans.save.openPlan", { name: open.name }) : t("plans.save.title")}
      </h2>
      <p
        className={`mt-1 text-sm ${full || onLastSlot(allowance) ? "font-semibold text-amber-900" : "text-slate-700"}`}
        data-testid="plan-allowance"
      >
        {allowanceText(allowance, t)}{" "}
        <Link to={SAVED_PLANS_PATH} className="font-semibold text-brand-800 underline">
          {t("plans.save.seeSaved")}
        </Link>
      </p>
      <input type="hidden" name="query" value={query} form={FORM_ID} />
      {open ? <input type="hidden" name={PLAN_KEY} value={open.id} /> : null}
      {open ? <input type="hidden" name="planId" value={open.id} form={FORM_ID} /> : null}
      {open ? <input type="hidden" name="saveToken" value={open.saveToken} form={FORM_ID} /> : null}
      <div className="mt-3 space-y-3">
        <FormError message={errors.form} />
        {open ? (
          <button type="submit" form={FORM_ID} name="intent" value="save-changes" className="button-primary" disabled={busy} formNoValidate>
            {t("plans.save.saveChanges")}
          </button>
        ) : null}
        <TextField
          label={open ? t("plans.save.newNameLabel") : t("plans.save.nameLabel")}
          id="saved-plan-name"
          name="name"
          form={FORM_ID}
          autoComplete="off"
          {...PLAN_NAME_CONSTRAINT}
          // A refused save keeps what was typed (the name field only: the plan itself is the page).
          defaultValue={reply?.values.name ?? ""}
          key={reply?.values.name ?? ""}
          error={errors.name}
        />
        <button type="submit" form={FORM_ID} name="intent" value="save-new" className="button-secondary" disabled={busy}>
          {open ? t("plans.save.saveAsNew") : saveLabel}
        </button>
      </div>
      <p className="mt-3 text-xs text-slate-600">{t("plans.save.stored")}</p>
    </section>
  );
}
