import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BrowseCoursesLink, StatusBadge, SubscriptionStatus } from "~/features/payments/components";
import { requireUserWith } from "~/lib/services/auth/session.server";
import { findCourseByProductName } from "~/lib/domain/catalog";
import { pageMeta, pageText } from "~/lib/http/meta";
import { purchasesOf } from "~/features/payments/orders.server";
import { isRefundable, purchasedAt } from "~/features/payments/pricing";
import { planBilling, planView } from "~/features/payments/subscription.server";
import { formatDayIn, formatOrderAmountIn } from "~/features/dashboard/format";
import { usePlanStatusWords } from "~/features/dashboard/plan-words";
import { courseTitleIn, dashboardMessages } from "~/features/dashboard/words.server";
import { useLocale, useTranslate, type Translate } from "~/hooks/use-translate";
import type { Locale } from "~/lib/i18n/locale";
import type { MessageKey } from "~/lib/i18n/messages";

export const meta: MetaFunction = (args) =>
  pageMeta(pageText(args, "dashboard.purchases.title"), pageText(args, "dashboard.purchases.description"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, data } = await requireUserWith(
    request,
    context,
    (userId) => [planBilling(context, userId), purchasesOf(context, userId)] as const,
  );
  const [billing, rows] = data;
  const now = new Date();
  const { locale } = context;
  return {
    plan: planView(user, billing[0], now),
    orders: rows.map((order) => {
      const course = findCourseByProductName(order.productName);
      return {
        id: order.id,
        title: course ? courseTitleIn(locale, course) : order.productName,
        slug: course?.slug ?? null,
        // A course staff gave (ADR 027): shown as given, with no amount and no receipt.
        status: order.complimentary && order.status === "paid" ? ("complimentary" as const) : order.status,
        amount: order.complimentary ? null : formatOrderAmountIn(locale, order.amount + order.taxAmount, order.currency),
        date: purchasedAt(order),
        refundable: isRefundable(order, now),
        // Only a checkout still open is listed pending: the way back to it.
        checkoutUrl: order.status === "pending" ? order.checkoutUrl : null,
      };
    }),
    messages: dashboardMessages(locale, "purchases"),
  };
}

/**
 * An order's status in words: English shows the status itself, capitalised by the badge, and names a
 * pending order for the learner; another language names every status.
 */
function statusLabel(t: Translate, locale: Locale, status: string): string | undefined {
  if (locale === "en" && status !== "pending") return undefined;
  const key = `dashboard.purchases.status.${status}` as MessageKey;
  const label = t(key);
  return label === key ? undefined : label;
}

export default function Purchases() {
  const { plan, orders } = useLoaderData<typeof loader>();
  const t = useTranslate();
  const locale = useLocale();
  const statusWords = usePlanStatusWords(plan);
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{t("dashboard.purchases.title")}</h1>
      <section className="card mt-8" aria-labelledby="subscription-heading">
        <h2 id="subscription-heading" className="text-xl font-semibold">
          {t("dashboard.purchases.subscription")}
        </h2>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SubscriptionStatus plan={plan} words={statusWords} />
          <Link to="/dashboard/subscription" className="button-secondary">
            {t("dashboard.plan.manage")}
          </Link>
        </div>
      </section>
      <section className="mt-8" aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="text-xl font-semibold">
          {t("dashboard.purchases.coursePurchases")}
        </h2>
        {orders.length === 0 ? (
          <div className="card mt-4 text-center">
            <p className="text-lg font-semibold">{t("dashboard.purchases.none")}</p>
            <div className="mt-4">
              <BrowseCoursesLink label={t("dashboard.purchases.browseCourses")} />
            </div>
          </div>
        ) : (
          <ul className="mt-4 space-y-4" aria-label={t("dashboard.purchases.orders")}>
            {orders.map((order) => (
              <li key={order.id} className="card flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" data-testid="order">
                <div>
                  <p className="font-semibold">{order.title}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    <time dateTime={new Date(order.date).toISOString()}>{formatDayIn(locale, order.date)}</time>
                    {order.amount ? (
                      <>
                        {" · "}
                        <span data-testid="order-amount">{order.amount}</span>
                      </>
                    ) : null}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={order.status} label={statusLabel(t, locale, order.status)} />
                  {order.checkoutUrl ? (
                    <a
                      href={order.checkoutUrl}
                      className="button-secondary"
                      aria-label={t("dashboard.purchases.completePaymentFor", { title: order.title })}
                    >
                      {t("dashboard.purchases.completePayment")}
                    </a>
                  ) : null}
                  {(order.status === "paid" || order.status === "complimentary") && order.slug ? (
                    <Link
                      to={`/courses/${order.slug}`}
                      className="button-secondary"
                      aria-label={t("dashboard.purchases.viewCourseFor", { title: order.title })}
                    >
                      {t("dashboard.purchases.viewCourse")}
                    </Link>
                  ) : null}
                  {order.status === "paid" || order.status === "refunded" ? (
                    <Link
                      to={`/dashboard/purchases/${order.id}/receipt`}
                      className="button-secondary"
                      aria-label={t("dashboard.purchases.receiptFor", { title: order.title })}
                    >
                      {t("dashboard.purchases.receipt")}
                    </Link>
                  ) : null}
                  {order.refundable ? (
                    <Link
                      to={`/dashboard/purchases/${order.id}/refund`}
                      className="button-secondary"
                      aria-label={t("dashboard.purchases.refundFor", { title: order.title })}
                    >
                      {t("dashboard.purchases.refund")}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
