/** The course pages, checkout and its success and cancel pages, billing. */
import type { Catalogue } from "~/lib/i18n/messages";

export const course = {} as const satisfies Catalogue;
