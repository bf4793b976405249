/**
 * The home page's loader and headers, re-exported by its route: one server module, so the page fetches no
 * stand-in for server code, a request more on the page that matters most for a first visit (ADR 062).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { homeProof } from "~/features/proof/domain/claims";
import { proofWords, readProofCounts } from "~/features/proof/proof.server";
import { readCourseRatings } from "~/features/reviews/reviews.server";
import { TOOL_CARDS } from "~/features/tools/copy";
import { publicPageHeaders } from "~/lib/http/http-cache";
import { messagesFor } from "~/lib/i18n/catalogues.server";

/** Cached at the edge for visitors, private for the signed in (ADR 016). */
export const headers = publicPageHeaders;

/** The page's words: its own sections, the course and plan cards, and the tool cards' (`tools.card`). */
const HOME_MESSAGES = [
  "home.page",
  "home.hero",
  "home.split",
  "home.featured",
  "home.pillars",
  "home.pillar",
  "home.tools",
  "home.pricing",
  "home.promise",
  "home.currency",
  "home.card",
  "home.course",
  "home.plans",
  "home.footnote",
  "tools.card",
];

/**
 * The figures the hero and the course cards claim, computed from our records (ADR 034), and the
 * courses' ratings from their learners' reviews (ADR 033): only what passes its threshold leaves the
 * server, rounded down, with its method, in the page's language. Both reads join the request's one
 * session batch.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [counts, ratings] = await Promise.all([readProofCounts(request, context), readCourseRatings(request, context)]);
  return {
    ...homeProof(counts, { tools: TOOL_CARDS.length }, proofWords(context.locale)),
    ratings,
    messages: messagesFor(context.locale, HOME_MESSAGES),
  };
}
