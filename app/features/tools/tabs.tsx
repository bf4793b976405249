import type { ReactNode } from "react";

/**
 * Tabs that need no JavaScript. Each tab is a radio button carrying the spec's key (`method`, `tab`,
 * `strategy`), so the choice is part of the form and of the shareable URL. CSS shows the matching
 * panel: a panel hides while another tab's radio is checked (`form:has(...)`), so switching is
 * instant with or without JavaScript, and a browser without `:has` simply shows every panel.
 * Tabs and panels must sit inside the same <form>. Up to four tabs.
 */
const TAB_MARKER = ["tool-tab-0", "tool-tab-1", "tool-tab-2", "tool-tab-3"] as const;
// Written out in full: Tailwind only generates classes it can read in the source.
const HIDDEN_WHILE_CHECKED = [
  "[form:has(.tool-tab-0:checked)_&]:hidden",
  "[form:has(.tool-tab-1:checked)_&]:hidden",
  "[form:has(.tool-tab-2:checked)_&]:hidden",
  "[form:has(.tool-tab-3:checked)_&]:hidden",
] as const;

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

export function ToolTabs<T extends string>({
  name,
  legend,
  options,
  value,
}: {
  name: string;
  /** What the choice is ("Budget method"); read by screen readers. */
  legend: string;
  options: readonly TabOption<T>[];
  /** The tab chosen in the URL. */
  value: T;
}) {
  return (
    <fieldset className="print:hidden">
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-xl bg-slate-200 p-1">
        {options.map((option, index) => (
          <label key={option.value} className="min-w-[6rem] flex-1 cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === value}
              className={`peer sr-only ${TAB_MARKER[index]}`}
            />
            <span className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-slate-700 hover:bg-white/60 peer-checked:bg-white peer-checked:text-brand-800 peer-checked:shadow peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The content of the tab at `index` (the position of its option in ToolTabs). Printing shows only the
 * chosen panel, unless `alwaysPrint` (e.g. input groups that together make the printed snapshot);
 * give each panel its own heading, since the tabs themselves are not printed.
 */
export function TabPanel({
  index,
  children,
  alwaysPrint = false,
  className = "",
}: {
  index: number;
  children: ReactNode;
  alwaysPrint?: boolean;
  className?: string;
}) {
  const hidden = HIDDEN_WHILE_CHECKED.filter((_, other) => other !== index).join(" ");
  return <div className={`${hidden} ${alwaysPrint ? "print:!block" : ""} ${className}`}>{children}</div>;
}
