import { Link } from "@remix-run/react";
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { COUNTRIES, COUNTRY_NAMES } from "~/lib/domain/countries";
import { HONEYPOT_FIELD } from "~/lib/services/auth/fields";
import type { PasswordStrength } from "~/lib/services/auth/password-strength";
import { useHydrated } from "~/hooks/use-hydrated";
import { useIsPending } from "~/hooks/use-is-pending";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {error}
    </p>
  ) : null;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name"> & { name: string };

/** `id` defaults to `name`; repeated rows (the tools' debts and goals) give each input its own. */
export function TextField({ label, error, hint, ...input }: InputProps & { label: string; error?: string; hint?: ReactNode }) {
  const id = input.id ?? input.name;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {hint}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

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
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="First name" name="firstName" autoComplete="given-name" {...inputs.firstName} error={errors.firstName} />
      <TextField label="Last name" name="lastName" autoComplete="family-name" {...inputs.lastName} error={errors.lastName} />
    </div>
  );
}

/** A password input with a show/hide toggle once JavaScript is running (without it, the input stays hidden text). */
export function PasswordField(props: InputProps & { label: string; error?: string; hint?: ReactNode }) {
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
            {visible ? "Hide" : "Show"}
            <span className="sr-only"> password</span>
          </button>
        ) : null}
      </div>
      {hint}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function CheckboxField({ label, error, ...input }: InputProps & { label: ReactNode; error?: string }) {
  const errorId = `${input.name}-error`;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={input.name}
          type="checkbox"
          className="mt-1 h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={input.name} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
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
  return (
    <div>
      <label htmlFor="country" className="block text-sm font-medium text-slate-800">
        Country
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
          Choose your country
        </option>
        {COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {COUNTRY_NAMES[code]}
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
  return (
    <>
      <CheckboxField
        name="agreeTerms"
        required={termsRequired}
        defaultChecked={values.agreeTerms === "on"}
        onChange={onTermsChange ? (event) => onTermsChange(event.target.checked) : undefined}
        error={errors.agreeTerms}
        label={
          <>
            I agree to the{" "}
            <Link to="/terms" className="underline">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to="/privacy" className="underline">
              Privacy Policy
            </Link>
            .
          </>
        }
      />
      <CheckboxField
        name="agreeMarketing"
        defaultChecked={values.agreeMarketing === "on"}
        label="Send me money tips, new courses and offers by email (optional). You can unsubscribe at any time from any email or your account settings."
      />
    </>
  );
}

/** Invisible to people (and to screen readers); bots that fill every field reveal themselves. */
export function Honeypot() {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** A submit button that shows the spec's busy label while ITS form is submitting (not while another form on the page is). */
export function SubmitButton({
  label,
  busyLabel,
  disabled,
  intent,
  className = "button-primary w-full",
}: {
  label: string;
  busyLabel: string;
  disabled?: boolean;
  /** The form's `intent`, where one action serves several forms: only its own submission makes it busy. */
  intent?: string;
  className?: string;
}) {
  const busy = useIsPending(intent);
  return (
    <button type="submit" className={className} disabled={disabled || busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

export function FormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {message}
    </p>
  ) : null;
}

/** The spec's strength meter under a new-password field; announced politely as it changes. */
export function PasswordStrengthHint({ strength }: { strength: PasswordStrength | undefined }) {
  return strength ? (
    <p className="mt-1 text-sm text-slate-700" aria-live="polite" data-testid="password-strength">
      Password strength: <strong>{strength.label}</strong> ({strength.score}/5)
    </p>
  ) : null;
}
