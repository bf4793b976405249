/** The lesson page around the lesson's own words, the worksheet page, knowledge checks, the final assessment and the review. (fr-CA) */
import type { Message } from "~/lib/i18n/messages";
import type { learning as english } from "~/lib/i18n/catalogues/en/learning.server";

export const learning: Readonly<Record<keyof typeof english, Message>> = {};
