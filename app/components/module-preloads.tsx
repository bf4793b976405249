import { UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { useContext, useState } from "react";

/**
 * The page's scripts, announced in the head at low priority, before `<Scripts>` (end of the body)
 * announces them again at the browser's default, high priority for module preloads. The browser fetches
 * each module once, at the priority it first saw, so the stylesheet and the document's own bytes are not
 * queued behind 100 KiB of JavaScript the page does not need to paint (it works without it).
 * The list is the one `<Scripts>` preloads: the entry's imports and each matched route's module and imports.
 * Remix offers no public way to that list or to a preload's priority, hence `UNSAFE_RemixContext` (ADR 018,
 * "an unpatched stack"); `tests/e2e/shell.spec.ts` fails if the two lists drift apart.
 */
export function ModulePreloads() {
  const remix = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  // Fixed at the first render: after hydration, Remix loads modules for client navigations itself.
  const [hrefs] = useState(() => {
    if (!remix) return [];
    const { manifest } = remix;
    const routeModules = matches.flatMap((match) => {
      const route = manifest.routes[match.id];
      return route ? [...(route.imports ?? []), route.module] : [];
    });
    return [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routeModules])];
  });
  return (
    <>
      {hrefs.map((href) => (
        <link key={href} rel="modulepreload" href={href} {...LOW_PRIORITY} />
      ))}
    </>
  );
}

/**
 * React 18 does not know `fetchPriority` (it warns and passes it on as is); HTML attribute names are
 * case-insensitive, so the lowercase spelling reaches the browser the same, without the warning.
 */
const LOW_PRIORITY = { fetchpriority: "low" } as object;
