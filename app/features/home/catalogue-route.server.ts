/**
 * The course catalogue's (`/courses`) loader and headers, re-exported by its route: one server module, so the
 * page fetches no stand-in for server code (ADR 062).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { catalogueProof } from "~/features/proof/domain/claims";
import { proofWords, readProofCounts } from "~/features/proof/proof.server";
import { readCourseRatings } from "~/features/reviews/reviews.server";
import { publicPageHeaders } from "~/lib/http/http-cache";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { readOwnedProductNames } from "~/lib/services/learning.server";

export const headers = publicPageHeaders;

/**
 * The signed-in learner's courses, so each path card prices and offers only the ones left to buy, and
 * each course's rating (ADR 033) and each card's learners (ADR 034): all in the request's one session batch.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [ownedProductNames, ratings, counts] = await Promise.all([
    readOwnedProductNames(request, context),
    readCourseRatings(request, context),
    readProofCounts(request, context),
  ]);
  return {
    ownedProductNames,
    ratings,
    proof: catalogueProof(counts, proofWords(context.locale)),
    messages: messagesFor(context.locale, ["home.courses", "home.path", "home.card", "home.course", "home.footnote"]),
  };
}
