import { useRef, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTranslate } from "~/hooks/use-translate";

/**
 * The certificate's address to paste anywhere: a read-only field anyone can select and copy, and with
 * JavaScript a Copy button that puts it on the clipboard and says so.
 */
export function VerificationLink({ url }: { url: string }) {
  const hydrated = useHydrated();
  const t = useTranslate();
  const [status, setStatus] = useState("");
  const field = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t("dashboard.certificate.copied"));
    } catch {
      // No clipboard access (permission, an old browser): the link is selected for the keyboard's copy.
      field.current?.select();
      setStatus(t("dashboard.certificate.copyByHand"));
    }
  }

  return (
    <div>
      <label htmlFor="verification-link" className="block text-sm font-semibold text-slate-900">
        {t("dashboard.certificate.link")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="verification-link"
          ref={field}
          type="url"
          readOnly
          value={url}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <button type="button" className="button-secondary shrink-0" onClick={copy}>
            {t("dashboard.certificate.copy")}
          </button>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-slate-700" aria-live="polite" data-testid="copy-status">
        {status || t(hydrated ? "dashboard.certificate.linkHint" : "dashboard.certificate.linkHintWithoutScript")}
      </p>
    </div>
  );
}
