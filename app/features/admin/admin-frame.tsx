import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { ADMIN_COACHING_PATH } from "~/features/coaching/paths";
import { ADMIN_SUPPORT_PATH } from "~/features/support/paths";
import type { StaffRole } from "~/lib/domain/roles";

/** The console's sections, in the navigation's order. */
export const ADMIN_LINKS: readonly { to: string; label: string; end?: boolean }[] = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/learners", label: "Learners" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/reviews", label: "Reviews" },
  { to: "/admin/questions", label: "Questions" },
  { to: "/admin/community", label: "Community" },
  { to: "/admin/live", label: "Live Q&A" },
  { to: ADMIN_COACHING_PATH, label: "Coaching" },
  { to: ADMIN_SUPPORT_PATH, label: "Support" },
  { to: "/admin/audit", label: "Audit log" },
];

/**
 * A coach's console is Coaching, plus Support for a coach registered as an adviser (their advisor
 * threads); the other pages refuse coaches on the server too.
 */
const COACH_LINKS = ADMIN_LINKS.filter((link) => link.to === ADMIN_COACHING_PATH);
const ADVISER_COACH_LINKS = ADMIN_LINKS.filter((link) => link.to === ADMIN_COACHING_PATH || link.to === ADMIN_SUPPORT_PATH);

/** The console's frame: a plain list of links (it wraps on a phone), the section below. */

export function AdminFrame({ email, role, adviser, children }: { email: string; role: StaffRole; adviser: boolean; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">Staff console</p>
        <p className="break-all text-sm text-slate-700">Signed in as {email}</p>
      </div>
      <nav aria-label="Console" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {(role === "admin" ? ADMIN_LINKS : adviser ? ADVISER_COACH_LINKS : COACH_LINKS).map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `inline-block rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-slate-900 text-white" : "text-slate-800 hover:bg-slate-100"}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">{children}</div>
    </div>
  );
}
