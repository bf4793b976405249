/**
 * The intake as one long form with fieldsets (issue 27 item 3): works without JavaScript, posts once,
 * and a refused form comes back with every answer kept and a message beside each field to fix.
 */
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { COUNTRIES, COUNTRY_NAMES } from "~/lib/domain/countries";
import { EXPENSE_FIELDS } from "~/features/tools/domain/budget";
import { ACCOUNTS, DEBT_FIELDS, DEBT_ROWS, debtName, GOALS, goalName, savingsName, spendName } from "./domain/intake";
import { REGIONS, regionValue } from "~/lib/domain/regions";
import { PLAN_PATH } from "./paths";
import { INTAKE_TEXTS } from "./texts";

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

export function IntakeForm({ values, errors, refused }: { values: Values; errors: Values; refused: boolean }) {
  const amount = (name: string, label: string) => (
    <TextField key={name} name={name} label={label} inputMode="decimal" maxLength={30} defaultValue={values[name] ?? ""} error={errors[name]} />
  );
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">{INTAKE_TEXTS.title}</h1>
      <p className="mt-3 text-slate-700">{INTAKE_TEXTS.intro}</p>
      <p className="mt-2">
        <Link to={PLAN_PATH} className="font-medium text-brand-700 underline">
          {INTAKE_TEXTS.back}
        </Link>
      </p>
      <Form method="post" className="mt-4" noValidate>
        <FormError message={refused ? INTAKE_TEXTS.refused : undefined} />
        <Fieldset legend={INTAKE_TEXTS.whereTitle}>
          <div>
            <label htmlFor="location" className="block text-sm font-medium text-slate-800">
              {INTAKE_TEXTS.location}
            </label>
            <select
              id="location"
              name="location"
              defaultValue={values.location ?? ""}
              aria-invalid={errors.location ? true : undefined}
              aria-describedby={errors.location ? "location-error" : undefined}
              className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
            >
              <option value="">{INTAKE_TEXTS.chooseLocation}</option>
              {COUNTRIES.map((country) => (
                <optgroup key={country} label={COUNTRY_NAMES[country]}>
                  {Object.entries(REGIONS[country]).map(([code, name]) => (
                    <option key={code} value={regionValue(country, code)}>
                      {name}
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
          <TextField name="age" label={INTAKE_TEXTS.age} inputMode="numeric" maxLength={3} defaultValue={values.age ?? ""} error={errors.age} />
        </Fieldset>
        <Fieldset legend={INTAKE_TEXTS.incomeTitle}>
          {amount("monthlyIncome", INTAKE_TEXTS.monthlyIncome)}
          {amount("annualGross", INTAKE_TEXTS.annualGross)}
        </Fieldset>
        <Fieldset legend={INTAKE_TEXTS.spendingTitle}>{EXPENSE_FIELDS.map(({ key, label }) => amount(spendName(key), label))}</Fieldset>
        <fieldset className="card mt-6">
          <legend className="px-1 text-lg font-semibold">{INTAKE_TEXTS.debtsTitle}</legend>
          <p className="text-sm text-slate-700">{INTAKE_TEXTS.debtsIntro}</p>
          {Array.from({ length: DEBT_ROWS }, (_, index) => index + 1).map((row) => (
            <fieldset key={row} className="mt-4 border-t border-slate-200 pt-3">
              <legend className="text-sm font-semibold">{INTAKE_TEXTS.debtRow(row)}</legend>
              <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-4">
                {DEBT_FIELDS.map((field) =>
                  field === "name" ? (
                    <TextField
                      key={field}
                      name={debtName(row, field)}
                      label={INTAKE_TEXTS.debtFields[field]}
                      maxLength={60}
                      defaultValue={values[debtName(row, field)] ?? ""}
                      error={errors[debtName(row, field)]}
                    />
                  ) : (
                    amount(debtName(row, field), INTAKE_TEXTS.debtFields[field])
                  ),
                )}
              </div>
            </fieldset>
          ))}
          <div className="mt-4">{amount("extraDebtPayment", INTAKE_TEXTS.extraDebtPayment)}</div>
        </fieldset>
        <Fieldset legend={INTAKE_TEXTS.savingsTitle}>
          {ACCOUNTS.map(({ key, label, country }) =>
            amount(savingsName(key), country ? `${label} (${country === "CA" ? INTAKE_TEXTS.canadaAccounts : INTAKE_TEXTS.usAccounts})` : label),
          )}
        </Fieldset>
        <Fieldset legend={INTAKE_TEXTS.matchTitle}>
          {amount("match.percent", INTAKE_TEXTS.matchPercent)}
          {amount("match.upTo", INTAKE_TEXTS.matchUpTo)}
        </Fieldset>
        <fieldset className="card mt-6">
          <legend className="px-1 text-lg font-semibold">{INTAKE_TEXTS.goalsTitle}</legend>
          <div className="mt-2 space-y-2">
            {GOALS.map(({ key, label }) => (
              <div key={key} className="flex items-start gap-2">
                <input
                  id={goalName(key)}
                  name={goalName(key)}
                  type="checkbox"
                  defaultChecked={values[goalName(key)] === "on"}
                  className="mt-1 h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
                />
                <label htmlFor={goalName(key)} className="text-sm text-slate-800">
                  {label}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="card mt-6" aria-describedby={errors.crossBorder ? "crossBorder-error" : "crossBorder-hint"}>
          <legend className="px-1 text-lg font-semibold">{INTAKE_TEXTS.crossBorderTitle}</legend>
          <p id="crossBorder-hint" className="text-sm text-slate-700">
            {INTAKE_TEXTS.crossBorderHint}
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
                  {INTAKE_TEXTS[answer]}
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
          <SubmitButton label={INTAKE_TEXTS.save} busyLabel={INTAKE_TEXTS.saving} className="button-primary w-full sm:w-auto" />
        </div>
      </Form>
    </div>
  );
}
