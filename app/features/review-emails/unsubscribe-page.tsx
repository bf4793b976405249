import { Form, useNavigation } from "@remix-run/react";
import { UnsubscribeFrame } from "~/components/unsubscribe-frame";
import { REVIEW_EMAIL_SETTINGS_PATH, reviewEmailsUnsubscribePath } from "./paths";
import { REVIEW_EMAIL_TEXTS } from "./texts";

const TEXTS = REVIEW_EMAIL_TEXTS.unsubscribe;

export type ReviewUnsubscribeView = { state: "invalid" } | { state: "ask"; token: string } | { state: "done" };

/**
 * The page the review email's unsubscribe link opens. Opening it changes nothing (link scanners follow
 * links): its button posts, as RFC 8058's one-click does. Then it says what stopped and where to switch
 * it back on.
 */
export function ReviewUnsubscribePage({ view }: { view: ReviewUnsubscribeView }) {
  const busy = useNavigation().state === "submitting";
  const outcome =
    view.state === "invalid"
      ? { invalid: TEXTS.invalid }
      : view.state === "done"
        ? { done: TEXTS.done, switchBackOn: TEXTS.switchBackOn }
        : undefined;
  return (
    <UnsubscribeFrame heading={TEXTS.heading} settings={{ to: REVIEW_EMAIL_SETTINGS_PATH, label: TEXTS.settingsLink }} outcome={outcome}>
      {view.state === "ask" ? (
        <>
          <p className="text-slate-700">{TEXTS.ask}</p>
          <Form method="post" action={reviewEmailsUnsubscribePath(view.token)}>
            <button type="submit" className="button-primary w-full" disabled={busy}>
              {busy ? TEXTS.busy : TEXTS.button}
            </button>
          </Form>
        </>
      ) : null}
    </UnsubscribeFrame>
  );
}
