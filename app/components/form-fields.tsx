/**
 * The fields every form uses. The account forms' own (names, password, country, agreements, the
 * honeypot) are in account-fields.tsx, so a page with a small form does not load them.
 */
import type { InputHTMLAttributes, ReactNode } from "react";
import { useIsPending } from "~/hooks/use-is-pending";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {error}
    </p>
  ) : null;
}

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name"> & { name: string };

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
