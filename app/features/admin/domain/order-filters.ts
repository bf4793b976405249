/**
 * The orders page's filters, read from its query string (a GET form, so the address is the filter and
 * works without JavaScript), and its keyset cursor. Bad input is named field by field, never thrown.
 */
import { COURSES, CURRENCIES, findCourseBySlug, type Currency } from "~/lib/domain/catalog";
import { dayNumber } from "~/lib/domain/dates";

/** The statuses an order can have (db/schema/orders.ts spells the same list). */
export const ORDER_STATUS_FILTERS = ["paid", "completed", "pending", "failed", "cancelled", "refunded"] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export const ORDERS_PAGE_SIZE = 50;

export interface OrderFilters {
  status: OrderStatusFilter | null;
  currency: Currency | null;
  /** The course's order product name. */
  productName: string | null;
  /** Inclusive UTC calendar days: from the start of `from` to the end of `to`. */
  from: Date | null;
  /** The moment after the `to` day ends (exclusive bound). */
  before: Date | null;
}

/** Where the previous page stopped: the last order's creation time and id (orders are listed newest first). */
export interface OrderCursor {
  createdAt: Date;
  id: string;
}

export type FilterField = "status" | "currency" | "course" | "from" | "to" | "after";

/** What the form shows back: the raw values, so a mistyped date stays in its field beside its message. */
export type FilterValues = Record<Exclude<FilterField, "after">, string>;

export type ParsedOrderQuery =
  | { ok: true; filters: OrderFilters; cursor: OrderCursor | null; values: FilterValues }
  | { ok: false; errors: Partial<Record<FilterField, string>>; values: FilterValues };

const DAY_MS = 86_400_000;
const CURSOR = /^(\d{1,15})\.([\w-]{1,64})$/;

export function encodeCursor(cursor: OrderCursor): string {
  return `${cursor.createdAt.getTime()}.${cursor.id}`;
}

function decodeCursor(text: string): OrderCursor | null {
  const match = CURSOR.exec(text);
  return match ? { createdAt: new Date(Number(match[1])), id: match[2]! } : null;
}

function parseDay(text: string): number | null | undefined {
  if (text === "") return undefined;
  return dayNumber(text);
}

export function parseOrderQuery(search: URLSearchParams): ParsedOrderQuery {
  const read = (name: string) => (search.get(name) ?? "").trim().slice(0, 64);
  const values: FilterValues = {
    status: read("status"),
    currency: read("currency"),
    course: read("course"),
    from: read("from"),
    to: read("to"),
  };
  const errors: Partial<Record<FilterField, string>> = {};

  const status = values.status === "" ? null : (ORDER_STATUS_FILTERS as readonly string[]).includes(values.status) ? values.status : undefined;
  if (status === undefined) errors.status = "Choose one of the listed statuses.";
  const currency = values.currency === "" ? null : (CURRENCIES as readonly string[]).includes(values.currency) ? values.currency : undefined;
  if (currency === undefined) errors.currency = "Choose CAD or USD.";
  const course = values.course === "" ? null : findCourseBySlug(values.course);
  if (course === undefined) errors.course = "Choose one of the listed courses.";
  const from = parseDay(values.from);
  if (from === null) errors.from = "Enter the start date as YYYY-MM-DD, a real calendar date.";
  const to = parseDay(values.to);
  if (to === null) errors.to = "Enter the end date as YYYY-MM-DD, a real calendar date.";
  if (typeof from === "number" && typeof to === "number" && from > to) errors.to = "The end date is before the start date.";
  const after = read("after");
  const cursor = after === "" ? null : decodeCursor(after);
  if (cursor === null && after !== "") errors.after = "That page link is broken: start again from the first page.";

  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    cursor,
    filters: {
      status: status as OrderStatusFilter | null,
      currency: currency as Currency | null,
      productName: course?.productName ?? null,
      from: typeof from === "number" ? new Date(from * DAY_MS) : null,
      before: typeof to === "number" ? new Date((to + 1) * DAY_MS) : null,
    },
  };
}

/** The query string of the same filters (for the next page and the CSV link), empty values left out. */
export function filterQuery(values: FilterValues, cursor?: OrderCursor): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== "") params.set(name, value);
  if (cursor) params.set("after", encodeCursor(cursor));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/** The course filter's choices. */
export const COURSE_CHOICES = COURSES.map((course) => ({ value: course.slug, label: course.title }));
