/**
 * The support lists the pages and the queue use, in a module of their own so a page that shows them
 * imports no database code (db/schema/support.ts spells the same lists; domain-values.test.ts holds them equal).
 */

/** What a request is about; the texts live in app/features/support/texts.ts. */
export const SUPPORT_CATEGORIES = ["account", "billing", "courses", "tools", "other"] as const;
export const SUPPORT_STATUSES = ["open", "answered", "closed"] as const;
/** The queue's order: advisor threads first, then by the requester's plan when they last wrote. */
export const SUPPORT_QUEUE_RANKS = { advisor: 0, elite: 1, premium: 2, basic: 3, none: 4 } as const;
