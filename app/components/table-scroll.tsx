import type { ReactNode } from "react";

/**
 * A table that may be wider than a phone scrolls inside this box, never the page. The box is a named
 * region that takes focus, so a keyboard can scroll it too (the lessons' tables get the same box when
 * they are written, content/compile.ts).
 */
export function TableScroll({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className={`table-scroll ${className}`} role="region" tabIndex={0} aria-label={label}>
      {children}
    </div>
  );
}
