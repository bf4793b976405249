import { Form, Link, useNavigation } from "@remix-run/react";
import { REVIEW_EMAIL_SETTINGS_PATH, reviewEmailsUnsubscribePath } from "./paths";
import { REVIEW_EMAIL_TEXTS } from "./texts";

const TEXTS = REVIEW_EMAIL_TEXTS.unsubscribe;

export type ReviewUnsubscribeView = { state: "invalid" } | { state: "ask"; token: string } | { state: "done" };

function SettingsLink() {
  return (
    <Link to={REVIEW_EMAIL_SETTINGS_PATH} className="button-secondary">
      {TEXTS.settingsLink}
    </Link>
  );
}

/**
 * The page the review email's unsubscribe link opens. Opening it changes nothing (link scanners follow
 * links): its button posts, as RFC 8058's one-click does. Then it says what stopped and where to switch
 * it back on.
 */
export function ReviewUnsubscribePage({ view }: { view: ReviewUnsubscribeView }) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{TEXTS.heading}</h1>
      <div className="card mt-8 space-y-4" data-testid="unsubscribe">
        {view.state === "invalid" ? (
          <>
            <p className="text-slate-700">{TEXTS.invalid}</p>
            <SettingsLink />
          </>
        ) : view.state === "done" ? (
          <>
            <p role="status" className="text-slate-700">
              {TEXTS.done}
            </p>
            <p className="text-slate-700">{TEXTS.switchBackOn}</p>
            <SettingsLink />
          </>
        ) : (
          <>
            <p className="text-slate-700">{TEXTS.ask}</p>
            <Form method="post" action={reviewEmailsUnsubscribePath(view.token)}>
              <button type="submit" className="button-primary w-full" disabled={busy}>
                {busy ? TEXTS.busy : TEXTS.button}
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
