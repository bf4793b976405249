import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, desc, eq, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { orders, users } from "../../../db/schema/index";
import type { ConsoleOrder } from "./domain/order-csv";
import {
  ORDERS_PAGE_SIZE,
  parseOrderQuery,
  type FilterField,
  type FilterValues,
  type OrderCursor,
  type OrderFilters,
} from "./domain/order-filters";
import { CONSOLE_ROLES, requireStaff, requireStaffWith } from "./staff.server";

const consoleOrderColumns = {
  id: orders.id,
  userId: orders.userId,
  email: users.email,
  learnerLocale: users.locale,
  productName: orders.productName,
  status: orders.status,
  amount: orders.amount,
  taxAmount: orders.taxAmount,
  currency: orders.currency,
  createdAt: orders.createdAt,
};

function filtered(context: AppLoadContext, isStaff: SQL, filters: OrderFilters, cursor: OrderCursor | null) {
  return context.db
    .select(consoleOrderColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        isStaff,
        filters.status ? eq(orders.status, filters.status) : undefined,
        filters.currency ? eq(orders.currency, filters.currency) : undefined,
        filters.productName ? eq(orders.productName, filters.productName) : undefined,
        filters.from ? gte(orders.createdAt, filters.from) : undefined,
        filters.before ? lt(orders.createdAt, filters.before) : undefined,
        // Keyset: strictly after the previous page's last order in (created_at desc, id desc) order, so
        // an order written meanwhile neither repeats a row nor hides one.
        cursor ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt.getTime()}, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Automatic refunds of second payments the provider refused, owed until a retry goes through (sync.server.ts). */
function owedRefundsRead(context: AppLoadContext, isStaff: SQL) {
  return context.db
    .select({
      ...consoleOrderColumns,
      attempts: orders.autoRefundAttempts,
      nextAttemptAt: orders.autoRefundDueAt,
      lastError: orders.autoRefundError,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(isStaff, isNotNull(orders.autoRefundDueAt)))
    .orderBy(asc(orders.autoRefundDueAt));
}

/** One page of the filtered orders, newest first, and one more row that says whether a next page exists. */
export function ordersPageRead(context: AppLoadContext, isStaff: SQL, filters: OrderFilters, cursor: OrderCursor | null, pageSize: number) {
  return filtered(context, isStaff, filters, cursor).limit(pageSize + 1);
}

/** Every filtered order, for the CSV. */
export function ordersExportRead(context: AppLoadContext, isStaff: SQL, filters: OrderFilters) {
  return filtered(context, isStaff, filters, null);
}

export type OrdersQueryResult<T> =
  { ok: true; values: FilterValues; result: T } | { ok: false; values: FilterValues; errors: Partial<Record<FilterField, string>> };

/**
 * The orders page for an admin (404 for anyone else): the filters from the address, one page of
 * orders and the cursor of the next page, in the request's one round trip. Filters that do not parse
 * come back named, with no read of their own.
 */
export async function requireOrdersPage(
  request: Request,
  context: AppLoadContext,
): Promise<
  OrdersQueryResult<{
    orders: ConsoleOrder[];
    next: OrderCursor | null;
    firstPage: boolean;
    owedRefunds: Awaited<ReturnType<typeof owedRefundsRead>>;
  }>
> {
  const query = parseOrderQuery(new URL(request.url).searchParams);
  if (!query.ok) {
    await requireStaff(request, context, CONSOLE_ROLES);
    return query;
  }
  const { data } = await requireStaffWith(
    request,
    context,
    CONSOLE_ROLES,
    (isStaff) => [ordersPageRead(context, isStaff, query.filters, query.cursor, ORDERS_PAGE_SIZE), owedRefundsRead(context, isStaff)] as const,
  );
  const [rows, owedRefunds] = data;
  const shown = rows.slice(0, ORDERS_PAGE_SIZE);
  const last = shown.at(-1);
  const next = rows.length > ORDERS_PAGE_SIZE && last ? { createdAt: last.createdAt, id: last.id } : null;
  return { ok: true, values: query.values, result: { orders: shown, next, firstPage: query.cursor === null, owedRefunds } };
}

/** Every order the filters select, for the CSV (404 for anyone but an admin). */
export async function requireOrdersExport(request: Request, context: AppLoadContext): Promise<OrdersQueryResult<ConsoleOrder[]>> {
  const query = parseOrderQuery(new URL(request.url).searchParams);
  if (!query.ok) {
    await requireStaff(request, context, CONSOLE_ROLES);
    return query;
  }
  const { data } = await requireStaffWith(
    request,
    context,
    CONSOLE_ROLES,
    (isStaff) => [ordersExportRead(context, isStaff, query.filters)] as const,
  );
  return { ok: true, values: query.values, result: data[0] };
}
