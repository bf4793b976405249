/** The lesson page around the lesson's own words, the worksheet page, knowledge checks, the final assessment and the review. */
import type { Catalogue } from "~/lib/i18n/messages";

export const learning = {} as const satisfies Catalogue;
