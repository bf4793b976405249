import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PrintButton } from "~/components/print-button";
import { requireUserWith } from "~/lib/services/auth/session.server";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { findCourseByProductName } from "~/lib/domain/catalog";
import { formatDate, utcDate } from "~/lib/domain/dates";
import { CURRENCY_NAMES, isCurrency } from "~/lib/domain/money";
import { pageMeta } from "~/lib/http/meta";
import { receiptOf } from "~/features/payments/orders.server";
import { isLocalPayment } from "~/features/payments/local-provider.server";
import { formatOrderAmount } from "~/features/payments/pricing";
import { cardDescription, taxRegistrations } from "~/features/payments/receipt";

export const meta: MetaFunction = () => pageMeta("Receipt", "Your receipt.");

const formatDay = (moment: Date) => formatDate(utcDate(moment));

/**
 * A receipt a bookkeeper accepts: the seller's legal name, address and tax registrations (from the
 * settings, never the request's host), the buyer, the card, subtotal, tax and total in a named
 * currency, and the refund with its date. One round trip, with the session.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const {
    user,
    data: [rows],
  } = await requireUserWith(request, context, (userId) => [receiptOf(context, userId, params.orderId ?? "")] as const);
  const order = rows[0];
  if (!order || (order.status !== "paid" && order.status !== "refunded")) throw new Response("Receipt not found", { status: 404 });
  const { seller } = context.settings;
  const total = formatOrderAmount(order.amount + order.taxAmount, order.currency);
  return {
    seller: {
      legalName: seller.legalName,
      addressLines: seller.address.split(/\r?\n/),
      registrations: taxRegistrations(seller, order),
    },
    buyer: { name: [order.firstName?.trim(), order.lastName?.trim()].filter(Boolean).join(" "), email: user.email },
    item: findCourseByProductName(order.productName)?.title ?? order.productName,
    orderNumber: order.id,
    date: formatDay(order.createdAt),
    dateTime: order.createdAt.toISOString(),
    card: cardDescription(order.paymentMethodBrand, order.paymentMethodLast4),
    testPayment: isLocalPayment(order.providerPaymentId),
    currency: `${isCurrency(order.currency) ? CURRENCY_NAMES[order.currency] : order.currency} (${order.currency})`,
    subtotal: formatOrderAmount(order.amount, order.currency),
    tax: formatOrderAmount(order.taxAmount, order.currency),
    total,
    refund:
      order.status === "refunded"
        ? {
            // Orders refunded before refund dates were recorded have none.
            date: order.refundedAt ? formatDay(order.refundedAt) : null,
            amount: `−${total}`,
            net: formatOrderAmount(0, order.currency),
          }
        : null,
  };
}

export default function Receipt() {
  const receipt = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/dashboard/purchases" className="font-semibold text-brand-800 underline hover:text-brand-900">
          Back to purchases
        </Link>
        <PrintButton label="Print receipt" what="this receipt or save it as a PDF" />
      </div>
      <article
        className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10 print:mt-0 print:border-0 print:p-0 print:shadow-none"
        aria-labelledby="receipt-heading"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
          <div>
            <p className="text-xl font-bold tracking-tight text-brand-800">{PRODUCT_NAME}</p>
            <address className="mt-2 text-sm not-italic leading-relaxed text-slate-700" data-testid="receipt-seller">
              <span className="font-semibold text-slate-900">{receipt.seller.legalName}</span>
              {receipt.seller.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
          <div className="sm:text-right">
            <h1 id="receipt-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Receipt
            </h1>
            <p
              className={`mt-2 inline-block rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${
                receipt.refund ? "bg-red-100 text-red-900" : "bg-emerald-100 text-emerald-900"
              }`}
              data-testid="receipt-status"
            >
              {receipt.refund ? "Refunded" : "Paid"}
            </p>
          </div>
        </header>

        <div className="grid gap-6 border-b border-slate-200 py-6 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section aria-labelledby="billed-to">
            <h2 id="billed-to" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              Billed to
            </h2>
            <p className="mt-2 text-slate-900">
              {receipt.buyer.name ? <span className="block font-semibold">{receipt.buyer.name}</span> : null}
              <span className="block break-all">{receipt.buyer.email}</span>
            </p>
          </section>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
            <dt className="text-slate-600">Receipt number</dt>
            <dd className="break-all font-mono text-xs leading-5 text-slate-900" data-testid="receipt-number">
              {receipt.orderNumber}
            </dd>
            <dt className="text-slate-600">Date paid</dt>
            <dd className="text-slate-900">
              <time dateTime={receipt.dateTime}>{receipt.date}</time>
            </dd>
            <dt className="text-slate-600">Payment method</dt>
            <dd className="text-slate-900" data-testid="receipt-card">
              {receipt.card ?? "Not recorded"}
              {receipt.testPayment ? <span className="block text-xs text-slate-600">Local test card: nothing was charged</span> : null}
            </dd>
            <dt className="text-slate-600">Currency</dt>
            <dd className="text-slate-900" data-testid="receipt-currency">
              {receipt.currency}
            </dd>
            {receipt.seller.registrations.map((registration) => (
              <div key={registration.label} className="contents">
                <dt className="text-slate-600">{registration.label}</dt>
                <dd className="break-words text-slate-900">{registration.number}</dd>
              </div>
            ))}
          </dl>
        </div>

        <table className="mt-6 w-full text-sm">
          <caption className="sr-only">What was bought, with tax and total</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="pb-2 font-semibold">
                Description
              </th>
              <th scope="col" className="pb-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200">
              <td className="py-3 pr-4 text-slate-900">
                {receipt.item}
                <span className="block text-xs text-slate-600">Online course</span>
              </td>
              <td className="whitespace-nowrap py-3 text-right align-top text-slate-900">{receipt.subtotal}</td>
            </tr>
          </tbody>
          <tfoot className="text-slate-900">
            <TotalRow label="Subtotal" amount={receipt.subtotal} testId="receipt-subtotal" className="pt-3 font-normal" muted />
            <TotalRow label="Tax" amount={receipt.tax} testId="receipt-tax" className="pt-1 font-normal" muted />
            <TotalRow label="Total paid" amount={receipt.total} testId="receipt-total" className="pt-2 text-base font-semibold" />
            {receipt.refund ? (
              <>
                <TotalRow
                  label={receipt.refund.date ? `Refunded on ${receipt.refund.date}` : "Refunded"}
                  amount={receipt.refund.amount}
                  rowTestId="receipt-refund"
                  className="pt-2 font-normal text-red-900"
                />
                <TotalRow label="Net paid" amount={receipt.refund.net} className="pt-1 font-semibold" />
              </>
            ) : null}
          </tfoot>
        </table>

        <p className="mt-8 border-t border-slate-200 pt-4 text-xs text-slate-600">
          Thank you for learning with {PRODUCT_NAME}. Keep this receipt for your records; amounts are in {receipt.currency}.
        </p>
      </article>
    </div>
  );
}

/** One line of the receipt's totals: its label (a row header) and its amount, in the same type. */
function TotalRow({
  label,
  amount,
  className,
  muted = false,
  testId,
  rowTestId,
}: {
  label: string;
  amount: string;
  className: string;
  /** A label in a quieter colour than its amount (subtotal and tax). */
  muted?: boolean;
  testId?: string;
  rowTestId?: string;
}) {
  return (
    <tr data-testid={rowTestId}>
      <th scope="row" className={`text-right ${className} ${muted ? "text-slate-700" : ""}`}>
        {label}
      </th>
      <td className={`whitespace-nowrap text-right ${className}`} data-testid={testId}>
        {amount}
      </td>
    </tr>
  );
}
