/** The plans' services: support and its requests, the community, live Q&A, coaching. */
import type { Catalogue } from "~/lib/i18n/messages";

export const services = {} as const satisfies Catalogue;
