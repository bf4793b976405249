/**
 * The results guarantees, with the terms that say how they work (ADR 032): what counts, when the 90
 * days run, and how to claim. The one text the refund policy and the course pages both show, so the
 * promise a buyer reads on a course page is the one the policy holds us to.
 */
import { DEBT_GUARANTEE_THRESHOLD, type CourseSlug } from "~/lib/domain/catalog";
import { SUPPORT_EMAIL } from "./navigation";

export interface ResultsGuarantee {
  title: string;
  /** The spec's promise, as the buyer reads it first. */
  promise: string;
  /** Its conditions, each checkable by the learner and by us. */
  terms: readonly string[];
}

/** How every claim ends, and what a guarantee covers: the same for both. */
const CLAIM_ENDS = `We refund the course price to your original payment method within 10 business days.`;
const COVERS =
  "It covers the course bought on its own (a plan's courses come with the plan's 30-day guarantee) and is on top of the 30-day money-back guarantee.";

export const GUARANTEES = {
  "debt-challenge": {
    // A refund's condition, not a result: "the $5,000 guarantee" read as a promise of $5,000 paid off.
    title: `Your money back if you eliminate less than ${DEBT_GUARANTEE_THRESHOLD} of debt`,
    promise: `If you finish the 90 days having eliminated less than ${DEBT_GUARANTEE_THRESHOLD} of debt, we refund the course price.`,
    terms: [
      "The 90 days run from the day you buy the course. Finishing means all four phases are marked complete on your account.",
      `Debt eliminated is the total on your Phase 1 debt list (day 1) minus the total in your Phase 4 "Your 90-day results" table (day 90), in the currency you paid in. Debt moved by a balance transfer or a consolidation loan is still debt, and new borrowing counts against you.`,
      `To claim, email ${SUPPORT_EMAIL} from your account's address between day 90 and day 120, with both filled-in worksheets (a photo or the downloaded file). ${CLAIM_ENDS}`,
      COVERS,
    ],
  },
  "financial-masterclass": {
    title: "See progress in 90 days, or get your money back",
    promise: "If you see no improvement in your finances within 90 days of starting, we refund the course price.",
    terms: [
      `Improvement means at least one of the five starting numbers from your Month 1 worksheet is better on day 90 than on day 1: net worth, investable net worth, liquid reserves (months of essential expenses), savings rate, or retirement savings as a multiple of salary. Net worth and investable net worth count what you saved and repaid, not market or currency moves (your tracking log keeps them apart).`,
      "The 90 days run from the day you buy the course. Fill in your five starting numbers within its first 14 days, and again on day 90.",
      `To claim, email ${SUPPORT_EMAIL} from your account's address between day 90 and day 120, with both filled-in worksheets (your starting numbers and your day-90 numbers, with the tracking log). ${CLAIM_ENDS}`,
      COVERS,
    ],
  },
} as const satisfies Partial<Record<CourseSlug, ResultsGuarantee>>;
