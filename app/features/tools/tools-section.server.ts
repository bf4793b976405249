/**
 * The tools section layout's loader, re-exported by `routes/tools.tsx`: one server module, so a tool's page
 * fetches no stand-in for server code (ADR 062).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { toolLocale } from "~/features/tools/tool-routes.server";

/** The section's words in the page's language (the breadcrumb and the error boundary's); no database, no session. */
export const loader = ({ request }: LoaderFunctionArgs) => ({ messages: messagesFor(toolLocale(request), ["tools.section"]) });
