import { useHref, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";

const unchanged = (query: string) => query;

/** The query string a GET submit of this form would produce (every named field, empties included). */
export function formQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return params.toString();
}

/**
 * Live results for a tool's GET form. The server renders `compute(query)` from the URL (that is the
 * no-JS path); once JavaScript runs, every edit re-reads the form's fields, re-computes with the same
 * pure function in the browser (no round trip) and replaces the address with the plan's URL, so the
 * address bar is always the shareable link.
 *
 * Submits are swallowed while JavaScript runs (results are already current), except from buttons
 * marked `data-native-submit` (the CSV export), which the browser performs itself.
 *
 * Inputs stay uncontrolled (`defaultValue` from the URL). After changing which fields exist (adding
 * or removing a row), call `sync()` in an effect so the URL and results follow.
 *
 * `normalize` (a module-level function, or one memoised with its inputs) rewrites a query as the plan
 * keeps it: the tools write numbers typed the page's language's way as a number field sends them
 * (canonicalQuery), so the address, a saved plan and the advanced tools read them in either language.
 */
export function useToolForm<T>(compute: (params: URLSearchParams) => T, normalize: (query: string) => string = unchanged) {
  const { pathname, search, key } = useLocation();
  // The address in the page's language (`/fr/…` on a French page): replaceState takes it as it is.
  const address = useHref(pathname);
  const formRef = useRef<HTMLFormElement>(null);
  const [initialQuery] = useState(() => normalize(search.replace(/^\?/, "")));
  const [initialParams] = useState(() => new URLSearchParams(initialQuery));
  const [query, setQuery] = useState(initialQuery);
  // Pass a module-level function, or one memoised with its inputs (useCallback), so it changes only
  // when the result would. The first result reads the address already parsed (a plan can be long).
  const result = useMemo(
    () => compute(query === initialQuery ? initialParams : new URLSearchParams(query)),
    [compute, query, initialQuery, initialParams],
  );

  const sync = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const next = normalize(formQuery(form));
    setQuery(next);
    // Keep React Router's own history state so back/forward keep working.
    window.history.replaceState(window.history.state, "", next ? `${address}?${next}` : address);
  }, [address, normalize]);

  // Remix does not see replaceState, so a navigation back to this page built from its own (stale)
  // location, such as the currency switch redirecting to where it was, would put the address bar
  // behind the plan. The form still holds the plan: re-sync the URL from it.
  const seenKey = useRef(key);
  useEffect(() => {
    if (seenKey.current === key) return;
    seenKey.current = key;
    sync();
  }, [key, sync]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter?.hasAttribute("data-native-submit")) return;
      event.preventDefault();
      sync();
    },
    [sync],
  );

  return {
    /** Spread on the tool's <form method="get"> (React's onChange fires on every keystroke, and bubbles). */
    formProps: { ref: formRef, onChange: sync, onSubmit },
    /** The URL's fields when the page loaded: the raw `defaultValue`s for the inputs. */
    initialParams,
    /** The current query string, without "?" (as in the address bar). */
    query,
    /** `compute` applied to the current query. */
    result,
    sync,
  };
}
