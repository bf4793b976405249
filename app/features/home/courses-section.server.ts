/**
 * The courses section layout's loader, re-exported by `routes/courses.tsx`: one server module, so the
 * section's pages fetch no stand-in for server code (ADR 062).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { messagesFor } from "~/lib/i18n/catalogues.server";

/**
 * The boundary's words in the page's language, so they are there when a page of the section fails. No
 * database and no round trip: the messages are made once per language, and the request's language never
 * changes under a page, so they are never fetched again (the layout's `shouldRevalidate`).
 */
export function loader({ context }: LoaderFunctionArgs) {
  return { messages: messagesFor(context.locale, ["home.section"]) };
}
