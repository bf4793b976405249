/**
 * The intake as one long form with fieldsets (issue 27 item 3): works without JavaScript, posts once,
 * and a refused form comes back with every answer kept and a message beside each field to fix.
 */
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { COUNTRIES } from "~/lib/domain/countries";
import { EXPENSE_FIELDS } from "~/features/tools/domain/budget";
import { useTranslate } from "~/hooks/use-translate";
import type { MessageKey } from "~/lib/i18n/messages";
import { ACCOUNTS, DEBT_FIELDS, DEBT_ROWS, debtName, GOALS, goalName, savingsName, spendName } from "./domain/intake";
import { REGIONS, regionValue } from "~/lib/domain/regions";
import { PLAN_PATH } from "./paths";

type Values = Partial<Record<string, string>>;

function Fieldset({ legend, children, hint }: { legend: string; children: ReactNode; hint?: string }) {
  return (
    <fieldset className="card mt-6">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The questions in the page's language: its loader sends `plans.intake`, the provinces' and states' names
 * (`services.region`) and the spending categories (`tools.budget.expense`). On a French page the saved
 * amounts come written the French way ("1200,5"), and the action reads them so.
 */
export function IntakeForm({ values, errors, refused }: { values: Values; errors: Values; refused: boolean }) {
  const t = useTranslate();
  const amount = (name: string, label: string) => (
    <TextField key={name} name={name} label={label} inputMode="decimal" maxLength={30} defaultValue={values[name] ?? ""} error={errors[name]} />
  );
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">{t("plans.intake.title")}</h1>
      <p className="mt-3 text-slate-700">{t("plans.intake.intro")}</p>
      <p className="mt-2">
        <Link to={PLAN_PATH} className="font-medium text-brand-700 underline">
          {t("plans.intake.back")}
        </Link>
      </p>
      <Form method="post" className="mt-4" noValidate>
        <FormError message={refused ? t("plans.intake.refused") : undefined} />
        <Fieldset legend={t("plans.intake.whereTitle")}>
          <div>
            <label htmlFor="location" className="block text-sm font-medium text-slate-800">
              {t("plans.intake.location")}
            </label>
            <select
              id="location"
              name="location"
              defaultValue={values.location ?? ""}
              aria-invalid={errors.location ? true : undefined}
              aria-describedby={errors.location ? "location-error" : undefined}
              className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
            >
              <option value="">{t("plans.intake.chooseLocation")}</option>
              {COUNTRIES.map((country) => (
                <optgroup key={country} label={t(`plans.intake.country.${country}`)}>
                  {Object.keys(REGIONS[country]).map((code) => (
                    <option key={code} value={regionValue(country, code)}>
                      {t(`services.region.${regionValue(country, code)}` as MessageKey)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {errors.location ? (
              <p id="location-error" className="mt-1 text-sm text-red-800">
                {errors.location}
              </p>
            ) : null}
          </div>
          <TextField
            name="age"
            label={t("plans.intake.age")}
            inputMode="numeric"
            maxLength={3}
            defaultValue={values.age ?? ""}
            error={errors.age}
          />
        </Fieldset>
        <Fieldset legend={t("plans.intake.incomeTitle")}>
          {amount("monthlyIncome", t("plans.intake.monthlyIncome"))}
          {amount("annualGross", t("plans.intake.annualGross"))}
        </Fieldset>
        <Fieldset legend={t("plans.intake.spendingTitle")}>
          {EXPENSE_FIELDS.map(({ key }) => amount(spendName(key), t(`tools.budget.expense.${key}`)))}
        </Fieldset>
        <fieldset className="card mt-6">
          <legend className="px-1 text-lg font-semibold">{t("plans.intake.debtsTitle")}</legend>
          <p className="text-sm text-slate-700">{t("plans.intake.debtsIntro")}</p>
          {Array.from({ length: DEBT_ROWS }, (_, index) => index + 1).map((row) => (
            <fieldset key={row} className="mt-4 border-t border-slate-200 pt-3">
              <legend className="text-sm font-semibold">{t("plans.intake.debtRow", { row: String(row) })}</legend>
              <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-4">
                {DEBT_FIELDS.map((field) =>
                  field === "name" ? (
                    <TextField
                      key={field}
                      name={debtName(row, field)}
                      label={t(`plans.intake.debt.${field}`)}
                      maxLength={60}
                      defaultValue={values[debtName(row, field)] ?? ""}
                      error={errors[debtName(row, field)]}
                    />
                  ) : (
                    amount(debtName(row, field), t(`plans.intake.debt.${field}`))
                  ),
                )}
              </div>
            </fieldset>
          ))}
          <div className="mt-4">{amount("extraDebtPayment", t("plans.intake.extraDebtPayment"))}</div>
        </fieldset>
        <Fieldset legend={t("plans.intake.savingsTitle")}>
          {ACCOUNTS.map(({ key, country }) => {
            const label = t(`plans.intake.account.${key}`);
            const side = country === "CA" ? t("plans.intake.canadaAccounts") : country === "US" ? t("plans.intake.usAccounts") : null;
            return amount(savingsName(key), side ? `${label} (${side})` : label);
          })}
        </Fieldset>
        <Fieldset legend={t("plans.intake.matchTitle")}>
          {amount("match.percent", t("plans.intake.matchPercent"))}
          {amount("match.upTo", t("plans.intake.matchUpTo"))}
        </Fieldset>
        <fieldset className="card mt-6">
          <legend className="px-1 text-lg font-semibold">{t("plans.intake.goalsTitle")}</legend>
          <div className="mt-2 space-y-2">
            {GOALS.map(({ key }) => (
              <div key={key} className="flex items-start gap-2">
                <input
                  id={goalName(key)}
                  name={goalName(key)}
                  type="checkbox"
                  defaultChecked={values[goalName(key)] === "on"}
                  className="mt-1 h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
                />
                <label htmlFor={goalName(key)} className="text-sm text-slate-800">
                  {t(`plans.intake.goal.${key}`)}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="card mt-6" aria-describedby={errors.crossBorder ? "crossBorder-error" : "crossBorder-hint"}>
          <legend className="px-1 text-lg font-semibold">{t("plans.intake.crossBorderTitle")}</legend>
          <p id="crossBorder-hint" className="text-sm text-slate-700">
            {t("plans.intake.crossBorderHint")}
          </p>
          <div className="mt-2 flex gap-6">
            {(["yes", "no"] as const).map((answer) => (
              <div key={answer} className="flex items-center gap-2">
                <input
                  id={`crossBorder-${answer}`}
                  name="crossBorder"
                  type="radio"
                  value={answer}
                  defaultChecked={values.crossBorder === answer}
                  className="h-4 w-4 border-slate-400 text-brand-700 focus:ring-brand-600"
                />
                <label htmlFor={`crossBorder-${answer}`} className="text-sm text-slate-800">
                  {t(`plans.intake.${answer}`)}
                </label>
              </div>
            ))}
          </div>
          {errors.crossBorder ? (
            <p id="crossBorder-error" className="mt-1 text-sm text-red-800">
              {errors.crossBorder}
            </p>
          ) : null}
        </fieldset>
        <div className="mt-6">
          <SubmitButton label={t("plans.intake.save")} busyLabel={t("plans.intake.saving")} className="button-primary w-full sm:w-auto" />
        </div>
      </Form>
    </div>
  );
}
