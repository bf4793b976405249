import { Link } from "@remix-run/react";
import { useTranslate } from "~/hooks/use-translate";
import type { FlashToast, Toast } from "~/lib/http/toast";

const tone: Record<Toast["type"], string> = {
  success: "border-brand-600 bg-white text-slate-900",
  info: "border-slate-400 bg-white text-slate-900",
  error: "border-red-700 bg-red-50 text-red-900",
};

/**
 * The flash toast from the root loader, or a page's own (an action's answer that is not a redirect).
 * Rendered by the server, so it shows without JavaScript; the dismiss control is a checkbox + CSS,
 * which also works without it. `echo` marks a toast that repeats a message the page already announces.
 * Its dismiss control's words are the frame's, in the page's language.
 */
export function ToastMessage({ toast, echo = false }: { toast: FlashToast; echo?: boolean }) {
  const t = useTranslate();
  const labels = { dismiss: t("site.dismiss"), dismissNotification: t("site.dismissNotification") };
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-40 flex justify-center px-4 sm:justify-end">
      <input id={`toast-dismiss-${toast.id}`} type="checkbox" className="peer sr-only" aria-label={labels.dismissNotification} />
      <div
        // An echo repeats a message the page announces itself (a form's alert): shown, not announced twice.
        role={echo ? undefined : toast.type === "error" ? "alert" : "status"}
        className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg peer-checked:hidden peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${tone[toast.type]}`}
        data-testid="toast"
      >
        <div className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
          {toast.links?.length ? (
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
              {toast.links.map((link) => (
                <Link key={link.href} to={link.href} className="underline">
                  {link.label}
                </Link>
              ))}
            </p>
          ) : null}
        </div>
        <label htmlFor={`toast-dismiss-${toast.id}`} className="cursor-pointer text-sm font-medium underline">
          {labels.dismiss}
        </label>
      </div>
    </div>
  );
}
