import { Form, useNavigation } from "@remix-run/react";
import { UnsubscribeFrame } from "~/components/unsubscribe-frame";
import { NOTIFICATION_SETTINGS_PATH } from "./notification-emails";
import { NOTIFICATION_TEXTS } from "./notification-texts";
import { unsubscribePath } from "./paths";

const TEXTS = NOTIFICATION_TEXTS.unsubscribe;

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
  const outcome =
    view.state === "invalid"
      ? { invalid: TEXTS.invalid }
      : view.state === "done"
        ? {
            done: view.scope === "all" ? TEXTS.doneAll : view.threadName ? TEXTS.doneThread(view.threadName) : TEXTS.doneThreadNoTitle,
            switchBackOn: TEXTS.switchBackOn,
          }
        : undefined;
  return (
    <UnsubscribeFrame heading={TEXTS.heading} settings={{ to: NOTIFICATION_SETTINGS_PATH, label: TEXTS.settingsLink }} outcome={outcome}>
      {view.state === "ask" ? (
        <>
          <p className="text-slate-700">{view.threadName ? TEXTS.ask(view.threadName) : TEXTS.askNoThread}</p>
          <Form method="post" action={unsubscribePath(view.token)} className="flex flex-col gap-3">
            <button type="submit" name="scope" value="all" className="button-primary w-full" disabled={busyWith !== null}>
              {busyWith === "all" ? TEXTS.busy : TEXTS.allButton}
            </button>
            {view.threadName ? (
              <button type="submit" name="scope" value="thread" className="button-secondary w-full" disabled={busyWith !== null}>
                {busyWith === "thread" ? TEXTS.busy : TEXTS.threadButton}
              </button>
            ) : null}
          </Form>
        </>
      ) : null}
    </UnsubscribeFrame>
  );
}
