/** The account forms' fields: sign-up, log-in, the profile, settings and a provider's first sign-in. */
import { Link } from "@remix-run/react";
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { COUNTRIES } from "~/lib/domain/countries";
import { HONEYPOT_FIELD } from "~/lib/services/auth/fields";
import type { PasswordStrength } from "~/lib/services/auth/password-strength";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTranslate } from "~/hooks/use-translate";
import type { MessageKey } from "~/lib/i18n/messages";
import { CheckboxField, FieldError, inputClass, TextField, type InputProps } from "./form-fields";
import { MessageParts } from "./message-parts";

type NameField = "firstName" | "lastName";

/**
 * First and last name side by side, as sign-up and the profile ask for them. `inputs` carries each
 * input's schema constraints and its value (a default, or a controlled value with its handler).
 */
export function NameFields({
  inputs,
  errors,
}: {
  inputs: Record<NameField, Omit<InputProps, "name">>;
  errors: Partial<Record<NameField, string>>;
}) {
  const t = useTranslate();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t("account.field.firstName")}
        name="firstName"
        autoComplete="given-name"
        {...inputs.firstName}
        error={errors.firstName}
      />
      <TextField label={t("account.field.lastName")} name="lastName" autoComplete="family-name" {...inputs.lastName} error={errors.lastName} />
    </div>
  );
}

/** A password input with a show/hide toggle once JavaScript is running (without it, the input stays hidden text). */
export function PasswordField(props: InputProps & { label: string; error?: string; hint?: ReactNode }) {
  const t = useTranslate();
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const { label, error, hint, ...input } = props;
  const errorId = `${input.name}-error`;
  return (
    <div>
      <label htmlFor={input.name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={input.name}
          type={visible ? "text" : "password"}
          className={`${inputClass} pr-20`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {hydrated ? (
          <button
            type="button"
            className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-brand-800 underline"
            aria-controls={input.name}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? t("account.field.hide") : t("account.field.show")}
            <span className="sr-only">{` ${t("account.field.passwordWord")}`}</span>
          </button>
        ) : null}
      </div>
      {hint}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The country every new account names (currency and content, spec 2); none is chosen until the person picks one. */
export function CountryField({
  error,
  defaultValue,
  ...constraints
}: { error?: string; defaultValue?: string } & Pick<InputHTMLAttributes<HTMLSelectElement>, "required">) {
  const t = useTranslate();
  return (
    <div>
      <label htmlFor="country" className="block text-sm font-medium text-slate-800">
        {t("account.field.country")}
      </label>
      <select
        id="country"
        name="country"
        {...constraints}
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "country-error" : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
      >
        <option value="" disabled>
          {t("account.field.chooseCountry")}
        </option>
        {COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {t(`account.country.${code}`)}
          </option>
        ))}
      </select>
      <FieldError id="country-error" error={error} />
    </div>
  );
}

/**
 * The agreements every new account answers, with a password or through a provider (spec 2): the terms,
 * required, and marketing email, optional and unchecked until the person checks it.
 */
export function AccountAgreements({
  termsRequired,
  values = {},
  errors = {},
  onTermsChange,
}: {
  termsRequired?: boolean;
  /** The submitted values, kept when the form comes back with an error. */
  values?: { agreeTerms?: string; agreeMarketing?: string };
  errors?: { agreeTerms?: string };
  onTermsChange?: (agreed: boolean) => void;
}) {
  const t = useTranslate();
  return (
    <>
      <CheckboxField
        name="agreeTerms"
        required={termsRequired}
        defaultChecked={values.agreeTerms === "on"}
        onChange={onTermsChange ? (event) => onTermsChange(event.target.checked) : undefined}
        error={errors.agreeTerms}
        label={
          <MessageParts
            text={t("account.field.agreeTerms")}
            parts={{
              terms: (
                <Link to="/terms" className="underline">
                  {t("nav.terms")}
                </Link>
              ),
              privacy: (
                <Link to="/privacy" className="underline">
                  {t("nav.privacy")}
                </Link>
              ),
            }}
          />
        }
      />
      <CheckboxField name="agreeMarketing" defaultChecked={values.agreeMarketing === "on"} label={t("account.field.agreeMarketing")} />
    </>
  );
}

/** Invisible to people (and to screen readers); bots that fill every field reveal themselves. */
export function Honeypot() {
  const t = useTranslate();
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>{t("account.field.honeypot")}</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

const STRENGTH_KEYS: Record<PasswordStrength["label"], MessageKey> = {
  Weak: "account.field.strengthWeak",
  Good: "account.field.strengthGood",
  Strong: "account.field.strengthStrong",
};

/** The spec's strength meter under a new-password field; announced politely as it changes. */
export function PasswordStrengthHint({ strength }: { strength: PasswordStrength | undefined }) {
  const t = useTranslate();
  return strength ? (
    <p className="mt-1 text-sm text-slate-700" aria-live="polite" data-testid="password-strength">
      <MessageParts
        text={t("account.field.strength", { score: String(strength.score) })}
        parts={{ label: <strong>{t(STRENGTH_KEYS[strength.label])}</strong> }}
      />
    </p>
  ) : null;
}
