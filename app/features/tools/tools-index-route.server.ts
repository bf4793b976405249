/** The tools index's (`/tools`) loader and headers, re-exported by its route (ADR 062). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toolLocale } from "~/features/tools/tool-routes.server";
import { publicPageHeaders } from "~/lib/http/http-cache";
import { messagesFor } from "~/lib/i18n/catalogues.server";

export const headers = publicPageHeaders;

/** The page's words in its language; the same for everyone, so the page stays publicly cacheable. */
export const loader = ({ request }: LoaderFunctionArgs) => ({ messages: messagesFor(toolLocale(request), ["tools.index", "tools.card"]) });
