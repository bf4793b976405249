/** The knowledge check's place on a lesson page. */
export const KNOWLEDGE_CHECK_ID = "knowledge-check";

export const REVIEW_PATH = "/dashboard/review";
