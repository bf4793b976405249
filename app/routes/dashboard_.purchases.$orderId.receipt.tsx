import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUserWith } from "~/lib/services/auth/session.server";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { findCourseByProductName } from "~/lib/domain/catalog";
import { pageMeta } from "~/lib/http/meta";
import { orderOf } from "~/features/payments/orders.server";
import { formatOrderAmount } from "~/features/payments/pricing";

export const meta: MetaFunction = () => pageMeta("Receipt", "Your receipt.");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const {
    user,
    data: [rows],
  } = await requireUserWith(request, context, (userId) => [orderOf(context, userId, params.orderId ?? "")] as const);
  const order = rows[0];
  if (!order || (order.status !== "paid" && order.status !== "refunded")) throw new Response("Receipt not found", { status: 404 });
  return {
    seller: { name: PRODUCT_NAME, site: context.settings.siteUrl.host },
    buyer: user.email,
    item: findCourseByProductName(order.productName)?.title ?? order.productName,
    orderNumber: order.id,
    date: order.createdAt,
    refunded: order.status === "refunded",
    subtotal: formatOrderAmount(order.amount, order.currency),
    tax: order.taxAmount > 0 ? formatOrderAmount(order.taxAmount, order.currency) : null,
    total: formatOrderAmount(order.amount + order.taxAmount, order.currency),
  };
}

/** A receipt that prints on one page: seller, buyer, item, amounts with any tax, date and order number. */
export default function Receipt() {
  const receipt = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <p className="print:hidden">
        <Link to="/dashboard/purchases" className="text-brand-800 underline">
          Back to purchases
        </Link>
      </p>
      <article className="card mt-4" aria-labelledby="receipt-heading">
        <h1 id="receipt-heading" className="text-3xl font-bold tracking-tight">
          Receipt
        </h1>
        {receipt.refunded ? <p className="mt-2 font-semibold text-red-800">Refunded</p> : null}
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-semibold">Seller</dt>
          <dd>
            {receipt.seller.name} ({receipt.seller.site})
          </dd>
          <dt className="font-semibold">Buyer</dt>
          <dd>{receipt.buyer}</dd>
          <dt className="font-semibold">Order number</dt>
          <dd className="break-all">{receipt.orderNumber}</dd>
          <dt className="font-semibold">Date</dt>
          <dd>{new Date(receipt.date).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}</dd>
        </dl>
        <table className="mt-8 w-full text-sm">
          <caption className="sr-only">Items</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="py-2">
                Item
              </th>
              <th scope="col" className="py-2 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200">
              <td className="py-2">{receipt.item}</td>
              <td className="py-2 text-right">{receipt.subtotal}</td>
            </tr>
            {receipt.tax ? (
              <tr className="border-b border-slate-200">
                <td className="py-2">Sales tax</td>
                <td className="py-2 text-right">{receipt.tax}</td>
              </tr>
            ) : null}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 text-left">
                Total
              </th>
              <td className="py-2 text-right font-semibold" data-testid="receipt-total">
                {receipt.total}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className="mt-6 text-xs text-slate-600 print:hidden">Use your browser's Print command to print or save this receipt as a PDF.</p>
      </article>
    </div>
  );
}
