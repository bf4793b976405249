import { Form, useNavigation } from "@remix-run/react";
import { UnsubscribeFrame } from "~/components/unsubscribe-frame";
import { useTranslate } from "~/hooks/use-translate";
import { REVIEW_EMAIL_SETTINGS_PATH, reviewEmailsUnsubscribePath } from "./paths";

export type ReviewUnsubscribeView = { state: "invalid" } | { state: "ask"; token: string } | { state: "done" };

/**
 * The page the review email's unsubscribe link opens. Opening it changes nothing (link scanners follow
 * links): its button posts, as RFC 8058's one-click does. Then it says what stopped and where to switch
 * it back on. Its words are `reminders.unsubscribe.*`, which its route's loader sends.
 */
export function ReviewUnsubscribePage({ view }: { view: ReviewUnsubscribeView }) {
  const busy = useNavigation().state === "submitting";
  const t = useTranslate();
  const outcome =
    view.state === "invalid"
      ? { invalid: t("reminders.unsubscribe.invalid") }
      : view.state === "done"
        ? { done: t("reminders.unsubscribe.done"), switchBackOn: t("reminders.unsubscribe.switchBackOn") }
        : undefined;
  return (
    <UnsubscribeFrame
      heading={t("reminders.unsubscribe.heading")}
      settings={{ to: REVIEW_EMAIL_SETTINGS_PATH, label: t("reminders.unsubscribe.settingsLink") }}
      outcome={outcome}
    >
      {view.state === "ask" ? (
        <>
          <p className="text-slate-700">{t("reminders.unsubscribe.ask")}</p>
          <Form method="post" action={reviewEmailsUnsubscribePath(view.token)}>
            <button type="submit" className="button-primary w-full" disabled={busy}>
              {busy ? t("reminders.unsubscribe.busy") : t("reminders.unsubscribe.button")}
            </button>
          </Form>
        </>
      ) : null}
    </UnsubscribeFrame>
  );
}
