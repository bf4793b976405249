import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PrintButton } from "~/components/print-button";
import { requireUserWith } from "~/lib/services/auth/session.server";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { findCourseByProductName } from "~/lib/domain/catalog";
import { isCurrency } from "~/lib/domain/money";
import { pageMeta, pageText } from "~/lib/http/meta";
import { receiptOf } from "~/features/payments/orders.server";
import { cardBrandName, receiptTaxLines, TAX_REGISTRATION_LABELS, taxRegistrations } from "~/features/payments/receipt";
import { purchasedAt } from "~/features/payments/pricing";
import { formatDayIn, formatOrderAmountIn } from "~/features/dashboard/format";
import { courseTitleIn, dashboardMessages } from "~/features/dashboard/words.server";
import { useTranslate } from "~/hooks/use-translate";
import { translate } from "~/lib/i18n/catalogues.server";
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";

export const meta: MetaFunction = (args) => pageMeta(pageText(args, "dashboard.receipt.title"), pageText(args, "dashboard.receipt.description"));

/** The registrations' labels in the page's language, known by their English ones (the receipt module's). */
const REGISTRATION_KEYS = {
  [TAX_REGISTRATION_LABELS.gstHst]: "dashboard.receipt.gstHstRegistration",
  [TAX_REGISTRATION_LABELS.qst]: "dashboard.receipt.qstRegistration",
} as const;

/** "Visa ending in 4242" in the page's language; null when the provider named no card. */
function cardIn(locale: Locale, brand: string | null, last4: string | null): string | null {
  if (!brand || !last4) return null;
  return translate(locale, "dashboard.receipt.card", { brand: cardBrandName(brand) ?? translate(locale, "dashboard.receipt.anyCard"), last4 });
}

/** The taxes a receipt names, as the provider calls them. */
const TAX_KIND_KEYS = {
  gst: "dashboard.receipt.taxKind.gst",
  qst: "dashboard.receipt.taxKind.qst",
  hst: "dashboard.receipt.taxKind.hst",
  pst: "dashboard.receipt.taxKind.pst",
  rst: "dashboard.receipt.taxKind.rst",
  sales_tax: "dashboard.receipt.taxKind.salesTax",
} as const;

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A tax rate as the language writes it: "9.975%", « 9,975 % ». */
function percentIn(locale: Locale, percent: number): string {
  let format = percentFormats.get(locale);
  if (!format)
    percentFormats.set(locale, (format = new Intl.NumberFormat(LANGUAGE_TAG[locale], { style: "percent", maximumFractionDigits: 3 })));
  return format.format(percent / 100);
}

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
  const { locale } = context;
  const amount = (cents: number) => formatOrderAmountIn(locale, cents, order.currency);
  const total = amount(order.amount + order.taxAmount);
  const course = findCourseByProductName(order.productName);
  return {
    seller: {
      legalName: seller.legalName,
      addressLines: seller.address.split(/\r?\n/),
      registrations: taxRegistrations(seller, order).map((registration) => ({
        ...registration,
        label:
          registration.label in REGISTRATION_KEYS
            ? translate(locale, REGISTRATION_KEYS[registration.label as keyof typeof REGISTRATION_KEYS])
            : registration.label,
      })),
    },
    buyer: { name: [order.firstName?.trim(), order.lastName?.trim()].filter(Boolean).join(" "), email: user.email },
    item: course ? courseTitleIn(locale, course) : order.productName,
    orderNumber: order.id,
    date: formatDayIn(locale, purchasedAt(order)),
    dateTime: purchasedAt(order).toISOString(),
    card: cardIn(locale, order.paymentMethodBrand, order.paymentMethodLast4),
    testPayment: order.testPayment,
    currency: `${isCurrency(order.currency) ? translate(locale, `dashboard.receipt.currency.${order.currency}`) : order.currency} (${order.currency})`,
    subtotal: amount(order.amount),
    tax: amount(order.taxAmount),
    // Each tax with its rate (GST and QST for a buyer in Québec); an older order's total as one line.
    taxes: receiptTaxLines(order).map((line) => ({
      label:
        line.ratePercent === null
          ? translate(locale, "dashboard.receipt.tax")
          : translate(locale, "dashboard.receipt.taxWithRate", {
              tax: translate(locale, TAX_KIND_KEYS[line.kind as keyof typeof TAX_KIND_KEYS] ?? "dashboard.receipt.tax"),
              rate: percentIn(locale, line.ratePercent),
            }),
      amount: amount(line.amount),
    })),
    total,
    refund:
      order.status === "refunded"
        ? {
            // Orders refunded before refund dates were recorded have none.
            date: order.refundedAt ? formatDayIn(locale, order.refundedAt) : null,
            amount: `−${total}`,
            net: amount(0),
          }
        : null,
    messages: dashboardMessages(locale, "receipt"),
  };
}

export default function Receipt() {
  const receipt = useLoaderData<typeof loader>();
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/dashboard/purchases" className="font-semibold text-brand-800 underline hover:text-brand-900">
          {t("dashboard.receipt.back")}
        </Link>
        <PrintButton label={t("dashboard.receipt.print")} instead={t("dashboard.receipt.printInstead")} />
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
              {t("dashboard.receipt.title")}
            </h1>
            <p
              className={`mt-2 inline-block rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${
                receipt.refund ? "bg-red-100 text-red-900" : "bg-emerald-100 text-emerald-900"
              }`}
              data-testid="receipt-status"
            >
              {receipt.refund ? t("dashboard.receipt.refunded") : t("dashboard.receipt.paid")}
            </p>
          </div>
        </header>

        <div className="grid gap-6 border-b border-slate-200 py-6 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section aria-labelledby="billed-to">
            <h2 id="billed-to" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              {t("dashboard.receipt.billedTo")}
            </h2>
            <p className="mt-2 text-slate-900">
              {receipt.buyer.name ? <span className="block font-semibold">{receipt.buyer.name}</span> : null}
              <span className="block break-all">{receipt.buyer.email}</span>
            </p>
          </section>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
            <dt className="text-slate-600">{t("dashboard.receipt.number")}</dt>
            <dd className="break-all font-mono text-xs leading-5 text-slate-900" data-testid="receipt-number">
              {receipt.orderNumber}
            </dd>
            <dt className="text-slate-600">{t("dashboard.receipt.datePaid")}</dt>
            <dd className="text-slate-900">
              <time dateTime={receipt.dateTime}>{receipt.date}</time>
            </dd>
            <dt className="text-slate-600">{t("dashboard.receipt.paymentMethod")}</dt>
            <dd className="text-slate-900" data-testid="receipt-card">
              {receipt.card ?? t("dashboard.receipt.notRecorded")}
              {receipt.testPayment ? <span className="block text-xs text-slate-600">{t("dashboard.receipt.testPayment")}</span> : null}
            </dd>
            <dt className="text-slate-600">{t("dashboard.receipt.currency")}</dt>
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
          <caption className="sr-only">{t("dashboard.receipt.caption")}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="pb-2 font-semibold">
                {t("dashboard.receipt.descriptionColumn")}
              </th>
              <th scope="col" className="pb-2 text-right font-semibold">
                {t("dashboard.receipt.amountColumn")}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200">
              <td className="py-3 pr-4 text-slate-900">
                {receipt.item}
                <span className="block text-xs text-slate-600">{t("dashboard.receipt.onlineCourse")}</span>
              </td>
              <td className="whitespace-nowrap py-3 text-right align-top text-slate-900">{receipt.subtotal}</td>
            </tr>
          </tbody>
          <tfoot className="text-slate-900">
            <TotalRow
              label={t("dashboard.receipt.subtotal")}
              amount={receipt.subtotal}
              testId="receipt-subtotal"
              className="pt-3 font-normal"
              muted
            />
            {receipt.taxes.length > 0 ? (
              receipt.taxes.map((tax) => (
                <TotalRow
                  key={tax.label}
                  label={tax.label}
                  amount={tax.amount}
                  rowTestId="receipt-tax-line"
                  className="pt-1 font-normal"
                  muted
                />
              ))
            ) : (
              <TotalRow label={t("dashboard.receipt.tax")} amount={receipt.tax} testId="receipt-tax" className="pt-1 font-normal" muted />
            )}
            <TotalRow
              label={t("dashboard.receipt.totalPaid")}
              amount={receipt.total}
              testId="receipt-total"
              className="pt-2 text-base font-semibold"
            />
            {receipt.refund ? (
              <>
                <TotalRow
                  label={
                    receipt.refund.date ? t("dashboard.receipt.refundedOn", { date: receipt.refund.date }) : t("dashboard.receipt.refunded")
                  }
                  amount={receipt.refund.amount}
                  rowTestId="receipt-refund"
                  className="pt-2 font-normal text-red-900"
                />
                <TotalRow label={t("dashboard.receipt.netPaid")} amount={receipt.refund.net} className="pt-1 font-semibold" />
              </>
            ) : null}
          </tfoot>
        </table>

        <p className="mt-8 border-t border-slate-200 pt-4 text-xs text-slate-600">
          {t("dashboard.receipt.thanks", { product: PRODUCT_NAME, currency: receipt.currency })}
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
