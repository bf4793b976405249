import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** What an unsubscribe link came to: not valid, or done (what stopped, and that it can be switched back on). */
export type UnsubscribeOutcome = { invalid: string } | { done: string; switchBackOn: string };

/**
 * The page an email's unsubscribe link opens: its heading and a card with the question (`children`,
 * the page's own buttons) or the outcome, which leads to the email settings.
 */
export function UnsubscribeFrame({
  heading,
  settings,
  outcome,
  children,
}: {
  heading: string;
  settings: { to: string; label: string };
  outcome?: UnsubscribeOutcome;
  children?: ReactNode;
}) {
  const settingsLink = (
    <Link to={settings.to} className="button-secondary">
      {settings.label}
    </Link>
  );
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <div className="card mt-8 space-y-4" data-testid="unsubscribe">
        {!outcome ? (
          children
        ) : "invalid" in outcome ? (
          <>
            <p className="text-slate-700">{outcome.invalid}</p>
            {settingsLink}
          </>
        ) : (
          <>
            <p role="status" className="text-slate-700">
              {outcome.done}
            </p>
            <p className="text-slate-700">{outcome.switchBackOn}</p>
            {settingsLink}
          </>
        )}
      </div>
    </div>
  );
}
