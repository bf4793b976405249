import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The shared look of the 404 page and the error boundaries. */
export function ErrorPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
      <Link to="/" className="button-primary mt-8">
        Return to Home
      </Link>
    </div>
  );
}
