import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// A navigation or form the visitor leaves before its answer has fully arrived (they went to another page)
// is cut short by the browser, and React Router's form handler lets that rejection go unhandled: an
// aborted request, not a failure, so it is not reported as one. Every other rejection still is.
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
