/** The course pages, checkout and its success and cancel pages, billing. (fr-CA) */
import type { Message } from "~/lib/i18n/messages";
import type { course as english } from "~/lib/i18n/catalogues/en/course.server";

export const course: Readonly<Record<keyof typeof english, Message>> = {};
