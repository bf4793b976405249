import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireUser, requireUserWith } from "~/lib/services/auth/session.server";
import { findCourseByProductName } from "~/lib/domain/catalog";
import { pageMeta, pageText } from "~/lib/http/meta";
import { orderOf } from "~/features/payments/orders.server";
import { isRefundable, REFUND_WINDOW_DAYS } from "~/features/payments/pricing";
import { markOrderRefunded } from "~/features/payments/sync.server";
import { testModeAware } from "~/features/payments/checkout.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";
import { formatOrderAmountIn } from "~/features/dashboard/format";
import { withParts } from "~/features/dashboard/rich-text";
import { courseTitleIn, dashboardMessages } from "~/features/dashboard/words.server";
import { useTranslate } from "~/hooks/use-translate";
import { translate } from "~/lib/i18n/catalogues.server";

export const meta: MetaFunction = (args) =>
  pageMeta(pageText(args, "dashboard.refund.title"), pageText(args, "dashboard.refund.description", { days: REFUND_WINDOW_DAYS }));

const PURCHASES = "/dashboard/purchases";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const {
    data: [rows],
  } = await requireUserWith(request, context, (userId) => [orderOf(context, userId, params.orderId ?? "")] as const);
  const order = rows[0];
  if (!order || !isRefundable(order, new Date())) throw new Response("This order cannot be refunded", { status: 404 });
  const course = findCourseByProductName(order.productName);
  return {
    title: course ? courseTitleIn(context.locale, course) : order.productName,
    amount: formatOrderAmountIn(context.locale, order.amount + order.taxAmount, order.currency),
    messages: dashboardMessages(context.locale, "refund"),
  };
}

/** The money-back guarantee: refunds the payment (or the course's share of it), then the order and its access end. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const [order] = await orderOf(context, user.id, params.orderId ?? "");
  const say = (key: Parameters<typeof translate>[1]) => translate(context.locale, key, { days: REFUND_WINDOW_DAYS });
  const failed = { type: "error", title: say("dashboard.refund.errorTitle"), description: say("dashboard.refund.failed") } as const;
  // Past the guarantee, already refunded, or not theirs: trying again would not help.
  if (!order || !isRefundable(order, new Date())) {
    return redirectWithToast(
      PURCHASES,
      { type: "error", title: say("dashboard.refund.errorTitle"), description: say("dashboard.refund.notRefundable") },
      context,
    );
  }
  if (!context.payments.provider) return redirectWithToast(PURCHASES, failed, context);
  let refundedAt: Date;
  try {
    ({ refundedAt } = await context.payments.provider.refund({
      paymentId: order.providerPaymentId!,
      amount: order.amount + order.taxAmount,
      orderId: order.id,
    }));
  } catch (error) {
    reportError(context, error, { message: `Refund of order ${order.id} failed`, request });
    return redirectWithToast(PURCHASES, failed, context);
  }
  const refunded = { type: "success", title: say("dashboard.refund.refundedTitle") } as const;
  try {
    await markOrderRefunded(context, order.id, refundedAt);
  } catch (error) {
    // The money is back: "try again" would be untrue. The provider's refund event names the order and records it.
    reportError(context, error, { message: `Refund of order ${order.id} made but not recorded`, request });
    return redirectWithToast(
      PURCHASES,
      { ...refunded, description: testModeAware(context, say("dashboard.refund.refundedRecordedLater")) },
      context,
    );
  }
  return redirectWithToast(PURCHASES, { ...refunded, description: testModeAware(context, say("dashboard.refund.refunded")) }, context);
}

export default function RequestRefund() {
  const { title, amount } = useLoaderData<typeof loader>();
  const t = useTranslate();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{t("dashboard.refund.title")}</h1>
      <section className="card mt-8 max-w-xl">
        <p>
          {withParts(t("dashboard.refund.text", { days: REFUND_WINDOW_DAYS }), {
            title: <strong>{title}</strong>,
            amount: <strong data-testid="refund-amount">{amount}</strong>,
          })}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post">
            <button type="submit" className="button-primary">
              {t("dashboard.refund.confirm")}
            </button>
          </Form>
          <Link to={PURCHASES} className="button-secondary">
            {t("dashboard.refund.keep")}
          </Link>
        </div>
      </section>
    </div>
  );
}
