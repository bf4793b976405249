import type { ReactNode } from "react";

/** A wide table that scrolls inside its own box on a phone; the box takes focus so a keyboard can scroll it. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must take focus, or a keyboard cannot scroll it
    <div role="region" aria-label={label} tabIndex={0} className="mt-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="console-table min-w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

/** A count as the console's tables write it: "20,000". */
export const formatCount = (value: number) => value.toLocaleString("en-US");
