/**
 * What the tool routes share on the server: their private headers, their language, the rows' loader and
 * the route exports each tool page's own server module makes (ADR 062). Tool files: no database, no load
 * context, no logging (ADR 006).
 */
import { localeOfPath, pathWithoutLocale, type Locale } from "~/lib/i18n/locale";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { savedPlanAction, savedPlansLoader } from "~/features/saved-plans/tool-routes.server";
import type { SavedPlanTool } from "~/features/saved-plans/domain/plans";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { applyRowAction, type RawRow } from "~/features/tools/domain/rows";

/**
 * Every tool route's `headers`: the page shows someone's numbers from its URL, so no shared cache (an
 * edge "cache everything" rule included) may keep it.
 */
const toolHeaders: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE });

/**
 * The page's language, read from its address as every input of a tool is (a tool's code never reads the
 * load context, ADR 006; the address is what chose the language, ADR 053). For its loader's messages and
 * its export's words.
 */
export function toolLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/**
 * The loader of a tool with repeated rows (debts, goals). Without JavaScript, the Add/Remove buttons
 * come back here with `addRow`/`removeRow`: answer with the plan's own URL, the row added or removed.
 * (The page's data also carries the viewer's date, `today`, from the saved plans' read of the session, so
 * dates agree between the server render and the browser's live update.)
 */
export function rowToolLoader<K extends string>(fields: readonly K[], newRow: (row: number) => RawRow<K>) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const next = applyRowAction(url.searchParams, fields, newRow);
    if (next) {
      // The path within the app: the router puts the page's language back in front of it.
      const path = pathWithoutLocale(url.pathname);
      // What Remix's `redirect` makes, spelt out (the tools' files import no framework runtime).
      throw new Response(null, { status: 302, headers: { Location: next.size > 0 ? `${path}?${next}` : path, "Cache-Control": PRIVATE_CACHE } });
    }
    return {};
  };
}

/**
 * A tool page's `headers`, `loader` and `action`, for the server module of its own that its route re-exports
 * them from (ADR 062): private headers, the tool's own loader data (`base`) with the saved plans (ADR 041)
 * and the page's words (`namespaces`), and the Save action.
 */
export function toolPageRoute<T extends object>(tool: SavedPlanTool, namespaces: readonly string[], base?: (args: LoaderFunctionArgs) => T) {
  return {
    headers: toolHeaders,
    loader: async (args: LoaderFunctionArgs) => ({
      ...(await savedPlansLoader(args, tool, base)),
      messages: messagesFor(toolLocale(args.request), namespaces),
    }),
    action: (args: ActionFunctionArgs) => savedPlanAction(args, tool),
  };
}
