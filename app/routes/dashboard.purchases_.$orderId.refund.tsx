import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireUser, requireUserWith } from "~/lib/services/auth/session.server";
import { findCourseByProductName } from "~/lib/domain/catalog";
import { CHECKOUT_TEXTS } from "~/features/payments/checkout-texts";
import { pageMeta } from "~/lib/http/meta";
import { orderOf } from "~/features/payments/orders.server";
import { formatOrderAmount, isRefundable, REFUND_WINDOW_DAYS } from "~/features/payments/pricing";
import { markOrderRefunded } from "~/features/payments/sync.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";

export const meta: MetaFunction = () => pageMeta("Request a refund", "The 30-day money-back guarantee.");

const PURCHASES = "/dashboard/purchases";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const {
    data: [rows],
  } = await requireUserWith(request, context, (userId) => [orderOf(context, userId, params.orderId ?? "")] as const);
  const order = rows[0];
  if (!order || !isRefundable(order, new Date())) throw new Response("This order cannot be refunded", { status: 404 });
  return {
    title: findCourseByProductName(order.productName)?.title ?? order.productName,
    amount: formatOrderAmount(order.amount + order.taxAmount, order.currency),
  };
}

/** The money-back guarantee: refunds the payment (or the course's share of it), then the order and its access end. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const [order] = await orderOf(context, user.id, params.orderId ?? "");
  // Past the guarantee, already refunded, or not theirs: trying again would not help.
  if (!order || !isRefundable(order, new Date())) {
    return redirectWithToast(PURCHASES, { type: "error", title: CHECKOUT_TEXTS.errorTitle, description: CHECKOUT_TEXTS.notRefundable }, context);
  }
  if (!context.payments.provider) {
    return redirectWithToast(PURCHASES, { type: "error", title: CHECKOUT_TEXTS.errorTitle, description: CHECKOUT_TEXTS.refundFailed }, context);
  }
  try {
    const { refundedAt } = await context.payments.provider.refund({
      paymentId: order.providerPaymentId!,
      amount: order.amount + order.taxAmount,
      orderId: order.id,
    });
    await markOrderRefunded(context, order.id, refundedAt);
  } catch (error) {
    reportError(context, error, { message: `Refund of order ${order.id} failed`, request });
    return redirectWithToast(PURCHASES, { type: "error", title: CHECKOUT_TEXTS.errorTitle, description: CHECKOUT_TEXTS.refundFailed }, context);
  }
  return redirectWithToast(PURCHASES, { type: "success", title: CHECKOUT_TEXTS.refundedTitle, description: CHECKOUT_TEXTS.refunded }, context);
}

export default function RequestRefund() {
  const { title, amount } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Request a refund</h1>
      <section className="card mt-8 max-w-xl">
        <p>
          Our {REFUND_WINDOW_DAYS}-day money-back guarantee covers <strong>{title}</strong>. We will refund{" "}
          <strong data-testid="refund-amount">{amount}</strong> to the card you paid with, and your access to the course ends now.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post">
            <button type="submit" className="button-primary">
              Confirm refund
            </button>
          </Form>
          <Link to={PURCHASES} className="button-secondary">
            Keep the course
          </Link>
        </div>
      </section>
    </div>
  );
}
