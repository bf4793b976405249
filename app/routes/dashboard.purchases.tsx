import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BrowseCoursesLink, StatusBadge, SubscriptionStatus } from "~/features/payments/components";
import { requireUserWith } from "~/lib/services/auth/session.server";
import { findCourseByProductName } from "~/lib/domain/catalog";
import { pageMeta } from "~/lib/http/meta";
import { purchasesOf } from "~/features/payments/orders.server";
import { formatOrderAmount, isRefundable } from "~/features/payments/pricing";
import { planBilling, planView } from "~/features/payments/subscription.server";

export const meta: MetaFunction = () => pageMeta("Purchase History", "Your course purchases, receipts and refunds.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, data } = await requireUserWith(
    request,
    context,
    (userId) => [planBilling(context, userId), purchasesOf(context, userId)] as const,
  );
  const [billing, rows] = data;
  const now = new Date();
  return {
    plan: planView(user, billing[0], now),
    orders: rows.map((order) => {
      const course = findCourseByProductName(order.productName);
      return {
        id: order.id,
        title: course?.title ?? order.productName,
        slug: course?.slug ?? null,
        status: order.status,
        amount: formatOrderAmount(order.amount + order.taxAmount, order.currency),
        date: order.createdAt,
        refundable: isRefundable(order, now),
        // Only a checkout still open is listed pending: the way back to it.
        checkoutUrl: order.status === "pending" ? order.checkoutUrl : null,
      };
    }),
  };
}

export default function Purchases() {
  const { plan, orders } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Purchase History</h1>
      <section className="card mt-8" aria-labelledby="subscription-heading">
        <h2 id="subscription-heading" className="text-xl font-semibold">
          Subscription
        </h2>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SubscriptionStatus plan={plan} />
          <Link to="/dashboard/subscription" className="button-secondary">
            Manage Subscription
          </Link>
        </div>
      </section>
      <section className="mt-8" aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="text-xl font-semibold">
          Course purchases
        </h2>
        {orders.length === 0 ? (
          <div className="card mt-4 text-center">
            <p className="text-lg font-semibold">No purchases yet</p>
            <div className="mt-4">
              <BrowseCoursesLink />
            </div>
          </div>
        ) : (
          <ul className="mt-4 space-y-4" aria-label="Orders">
            {orders.map((order) => (
              <li key={order.id} className="card flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" data-testid="order">
                <div>
                  <p className="font-semibold">{order.title}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    <time dateTime={new Date(order.date).toISOString()}>
                      {new Date(order.date).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" })}
                    </time>
                    {" · "}
                    <span data-testid="order-amount">{order.amount}</span>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={order.status} label={order.status === "pending" ? "Awaiting payment" : undefined} />
                  {order.checkoutUrl ? (
                    <a href={order.checkoutUrl} className="button-secondary" aria-label={`Complete payment for ${order.title}`}>
                      Complete payment
                    </a>
                  ) : null}
                  {order.status === "paid" && order.slug ? (
                    <Link to={`/courses/${order.slug}`} className="button-secondary" aria-label={`View Course: ${order.title}`}>
                      View Course
                    </Link>
                  ) : null}
                  {order.status === "paid" || order.status === "refunded" ? (
                    <Link to={`/dashboard/purchases/${order.id}/receipt`} className="button-secondary" aria-label={`Receipt for ${order.title}`}>
                      Receipt
                    </Link>
                  ) : null}
                  {order.refundable ? (
                    <Link
                      to={`/dashboard/purchases/${order.id}/refund`}
                      className="button-secondary"
                      aria-label={`Request refund for ${order.title}`}
                    >
                      Request refund
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
