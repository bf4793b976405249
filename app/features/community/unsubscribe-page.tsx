import { Form, useNavigation } from "@remix-run/react";
import { UnsubscribeFrame } from "~/components/unsubscribe-frame";
import { useTranslate } from "~/hooks/use-translate";
import { NOTIFICATION_SETTINGS_PATH } from "./notification-emails";
import { unsubscribePath } from "./paths";

export type UnsubscribeView =
  | { state: "invalid" }
  | { state: "ask"; token: string; threadName: string | null }
  | { state: "done"; scope: "all" | "thread"; threadName: string | null };

/**
 * The page an email's unsubscribe link opens. Opening it changes nothing (link scanners follow links):
 * a button posts, as RFC 8058's one-click does. Then it says what stopped and where to switch it back on.
 */
export function UnsubscribePage({ view }: { view: UnsubscribeView }) {
  const navigation = useNavigation();
  // Which button is being answered (the pressed button's name and value are in the form data).
  const busyWith = navigation.state === "submitting" ? String(navigation.formData?.get("scope") ?? "") : null;
  const t = useTranslate();
  const outcome =
    view.state === "invalid"
      ? { invalid: t("services.community.unsubscribe.invalid") }
      : view.state === "done"
        ? {
            done:
              view.scope === "all"
                ? t("services.community.unsubscribe.doneAll")
                : view.threadName
                  ? t("services.community.unsubscribe.doneThread", { thread: view.threadName })
                  : t("services.community.unsubscribe.doneThreadNoTitle"),
            switchBackOn: t("services.community.unsubscribe.switchBackOn"),
          }
        : undefined;
  return (
    <UnsubscribeFrame
      heading={t("services.community.unsubscribe.heading")}
      settings={{ to: NOTIFICATION_SETTINGS_PATH, label: t("services.community.unsubscribe.settingsLink") }}
      outcome={outcome}
    >
      {view.state === "ask" ? (
        <>
          <p className="text-slate-700">
            {view.threadName
              ? t("services.community.unsubscribe.ask", { thread: view.threadName })
              : t("services.community.unsubscribe.askNoThread")}
          </p>
          <Form method="post" action={unsubscribePath(view.token)} className="flex flex-col gap-3">
            <button type="submit" name="scope" value="all" className="button-primary w-full" disabled={busyWith !== null}>
              {busyWith === "all" ? t("services.community.unsubscribe.busy") : t("services.community.unsubscribe.all")}
            </button>
            {view.threadName ? (
              <button type="submit" name="scope" value="thread" className="button-secondary w-full" disabled={busyWith !== null}>
                {busyWith === "thread" ? t("services.community.unsubscribe.busy") : t("services.community.unsubscribe.thread")}
              </button>
            ) : null}
          </Form>
        </>
      ) : null}
    </UnsubscribeFrame>
  );
}
