/** The hidden field that says which attempt a quiz form is (what seeded its order). */
export const ATTEMPT_FIELD_NAME = "attempt";
/** The query parameter an attempt's result is addressed by. */
export const RESULT_PARAM = "result";
/** The hidden field that lists the questions a review form asked, in order. */
export const REVIEW_QUESTION_FIELD = "question";
/** The `intent` of each quiz form, where one action serves several forms. */
export const QUIZ_INTENTS = { knowledgeCheck: "knowledge-check", finalAssessment: "final-assessment", review: "review" } as const;
