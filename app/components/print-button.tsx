import { useHydrated } from "~/hooks/use-hydrated";

/**
 * A Print button once JavaScript runs (it calls the browser's print dialog); before that, and without
 * JavaScript, a line saying how to print instead of a button that would do nothing.
 */
export function PrintButton({ label, what, instead }: { label: string; what?: string; instead?: string }) {
  const hydrated = useHydrated();
  // `instead`: the whole line in the page's language; without it, the English line naming `what`.
  if (!hydrated)
    return <p className="text-sm text-slate-700">{instead ?? <>Use your browser&apos;s Print command to print {what} on one page.</>}</p>;
  return (
    <button type="button" className="button-secondary" onClick={() => window.print()}>
      {label}
    </button>
  );
}
