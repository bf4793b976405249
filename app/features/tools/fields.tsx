import type { InputHTMLAttributes } from "react";

type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type" | "defaultValue" | "id"> & {
  label: string;
  name: string;
  /** The raw value from the URL, so what the person typed comes back as typed. */
  defaultValue?: string;
};

/**
 * The input sits inside its label, which names it without an id (ids would have to stay unique across
 * a tool's rows) and is the field's box in the grid or stack; a plan of 20 debts has 60 of these.
 */
function UnitField({ label, unit, ...input }: NumberInputProps & { unit: "$" | "%" }) {
  return (
    <label className="field-label">
      {label}
      {/* The "$" or "%" is drawn by the stylesheet (tool-unit-*). */}
      <span className={`relative mt-1 block ${unit === "$" ? "tool-unit-dollar" : "tool-unit-percent"}`}>
        <input
          type="number"
          inputMode="decimal"
          // Any precision: with step="0.01" a browser would refuse to submit "12.345" without JavaScript.
          step="any"
          min={0}
          placeholder="0"
          className={`tool-input ${unit === "$" ? "pl-7 pr-3" : "pl-3 pr-8"}`}
          {...input}
        />
      </span>
    </label>
  );
}

/** An amount of money (min 0 unless overridden, e.g. `min={undefined}` for a value that may be negative). */
export function MoneyField(props: NumberInputProps) {
  return <UnitField unit="$" {...props} />;
}

/** A percentage, such as an interest rate. */
export function PercentField(props: NumberInputProps) {
  return <UnitField unit="%" {...props} />;
}

/** A choice from a fixed list (e.g. a tracking period); `defaultValue` is the value from the URL. */
export function SelectField<T extends string>({
  label,
  name,
  id = name,
  options,
  defaultValue,
}: {
  label: string;
  name: string;
  id?: string;
  options: readonly { value: T; label: string }[];
  defaultValue: T;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className="tool-input mt-1 px-3">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
