import { createContext, useContext, type InputHTMLAttributes } from "react";
import { localizedDecimal } from "~/features/tools/domain/query";
import { useLocale } from "~/hooks/use-translate";

/**
 * When true, the number fields inside take numbers as the page's language writes them: on a French page, a
 * text field that reads "1 234,50" (a number field would refuse the space, and in some browsers the comma).
 * The free tools' pages turn it on (ToolPage): their parsing reads such numbers and their addresses keep
 * them as a number field sends them (canonicalQuery). A page whose parsing reads only what a number field
 * sends leaves it off.
 */
const TypedNumbersContext = createContext(false);
export const TypedNumbers = TypedNumbersContext.Provider;

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
  const locale = useLocale();
  const typed = useContext(TypedNumbersContext) && locale !== "en";
  const className = `tool-input ${unit === "$" ? "pl-7 pr-3" : "pl-3 pr-8"}`;
  return (
    <label className="field-label">
      {label}
      {/* The "$" or "%" is drawn by the stylesheet (tool-unit-*). */}
      <span className={`relative mt-1 block ${unit === "$" ? "tool-unit-dollar" : "tool-unit-percent"}`}>
        {typed ? (
          // The address holds the number as a number field sends it ("1234.5"): shown the language's way.
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            className={className}
            {...input}
            min={undefined}
            defaultValue={input.defaultValue === undefined ? undefined : localizedDecimal(input.defaultValue, locale)}
          />
        ) : (
          <input
            type="number"
            inputMode="decimal"
            // Any precision: with step="0.01" a browser would refuse to submit "12.345" without JavaScript.
            step="any"
            min={0}
            placeholder="0"
            className={className}
            {...input}
          />
        )}
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
