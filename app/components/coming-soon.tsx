import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** An honest page for a feature that is not built yet: says so, and offers somewhere useful to go. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-slate-700">{children}</p>
      <Link to="/courses" className="button-primary mt-8">
        Browse Courses
      </Link>
    </div>
  );
}
