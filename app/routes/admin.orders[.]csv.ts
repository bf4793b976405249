import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ORDERS_CSV_FILENAME, ordersCsvRows } from "~/features/admin/domain/order-csv";
import { requireOrdersExport } from "~/features/admin/orders.server";
import { csvResponse } from "~/lib/domain/csv";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { consolePageAction } from "~/features/admin/staff.server";

/** The orders the page's filters select, all of them, as CSV (formula-safe cells). */
/** A post is a 404 to anyone but staff, as a GET is: the address is not advertised. */
export const action = consolePageAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const selected = await requireOrdersExport(request, context);
  if (!selected.ok) {
    return new Response(`These filters cannot be used: ${Object.values(selected.errors).join(" ")}`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_CACHE },
    });
  }
  const response = csvResponse(ORDERS_CSV_FILENAME, ordersCsvRows(selected.result));
  response.headers.set("Cache-Control", PRIVATE_CACHE);
  return response;
}
