import { Form, Link, useNavigation } from "@remix-run/react";
import { NOTIFICATION_SETTINGS_PATH } from "./notification-emails";
import { NOTIFICATION_TEXTS } from "./notification-texts";
import { unsubscribePath } from "./paths";

const TEXTS = NOTIFICATION_TEXTS.unsubscribe;

export type UnsubscribeView =
  | { state: "invalid" }
  | { state: "ask"; token: string; threadName: string | null }
  | { state: "done"; scope: "all" | "thread"; threadName: string | null };

function SettingsLink() {
  return (
    <Link to={NOTIFICATION_SETTINGS_PATH} className="button-secondary">
      {TEXTS.settingsLink}
    </Link>
  );
}

/**
 * The page an email's unsubscribe link opens. Opening it changes nothing (link scanners follow links):
 * a button posts, as RFC 8058's one-click does. Then it says what stopped and where to switch it back on.
 */
export function UnsubscribePage({ view }: { view: UnsubscribeView }) {
  const navigation = useNavigation();
  // Which button is being answered (the pressed button's name and value are in the form data).
  const busyWith = navigation.state === "submitting" ? String(navigation.formData?.get("scope") ?? "") : null;
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
              {view.scope === "all" ? TEXTS.doneAll : view.threadName ? TEXTS.doneThread(view.threadName) : TEXTS.doneThreadNoTitle}
            </p>
            <p className="text-slate-700">{TEXTS.switchBackOn}</p>
            <SettingsLink />
          </>
        ) : (
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
        )}
      </div>
    </div>
  );
}
