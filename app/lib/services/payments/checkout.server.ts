/**
 * Starting a payment: the customer (made once, then reused), pending order rows, and a Checkout
 * Session in the buyer's currency with prices from the catalogue. Nothing half-written survives a
 * failure, so the learner can simply try again.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, inArray, sql } from "drizzle-orm";
import { customers, orders } from "../../../../db/schema/index";
import type { SessionUser } from "../auth/session.server";
import { findCourseByProductName, findPlan, type Course, type Currency, type Plan } from "../../domain/catalog";
import { CHECKOUT_TEXTS, testModeDescription } from "../../copy/checkout";
import { isActiveSubscription } from "../../domain/subscription";
import { redirectWithToast } from "../../http/toast.server";
import type { LearningPath } from "../../domain/learning-paths";
import { courseCharges } from "./pricing";
import { checkoutOutcome, syncCheckoutSession } from "./sync.server";
import type { CheckoutSessionObject, NewCheckoutSession, PaymentProvider } from "./types";

export type Purchase = { kind: "course"; course: Course } | { kind: "path"; path: LearningPath } | { kind: "plan"; plan: Plan };

export type CheckoutStart =
  | { type: "redirect"; url: string }
  /** Every course in it is already the learner's: nothing to charge. */
  | { type: "owned" }
  /** Already on a plan: plans change in plan management, never by a second subscription. */
  | { type: "subscribed" }
  | { type: "unavailable" }
  | { type: "failed" };

/** Where a successful course purchase lands: the course's first lesson. */
function coursePurchasedPath(course: Course): string {
  return `/courses/${course.slug}/lesson/1`;
}

export async function startCheckout(
  context: AppLoadContext,
  user: SessionUser,
  purchase: Purchase,
  currency: Currency,
  returnTo: string,
): Promise<CheckoutStart> {
  const provider = context.payments.provider;
  if (!provider) {
    console.error("Checkout refused: no payment provider (set STRIPE_SECRET_KEY, or PAYMENTS=local for test payments)");
    return { type: "unavailable" };
  }
  const { db } = context;
  const [customerRows, paidRows] = await db.batch([
    db.select({ id: customers.providerCustomerId }).from(customers).where(eq(customers.userId, user.id)),
    db
      .select({ productName: orders.productName })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.status, "paid"))),
  ]);
  const owned = new Set(paidRows.map((row) => row.productName));
  const courses = purchase.kind === "course" ? [purchase.course] : purchase.kind === "path" ? purchase.path.courses : [];
  const toBuy = courses.filter((course) => !owned.has(course.productName));
  // A plan whose paid period has ended (cancelled at period end) no longer counts: subscribing again is allowed.
  if (purchase.kind === "plan" ? isActiveSubscription(user.subscription) : toBuy.length === 0) {
    return { type: purchase.kind === "plan" ? "subscribed" : "owned" };
  }

  const site = context.settings.siteUrl;
  const successUrl = new URL("/checkout/success", site);
  const cancelUrl = new URL("/checkout/cancel", site);
  cancelUrl.searchParams.set("returnTo", returnTo);
  const base = {
    userId: user.id,
    currency,
    // Stripe fills in the session id; it is the only way back to which checkout just finished.
    successUrl: `${successUrl.href}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: cancelUrl.href,
    automaticTax: context.payments.automaticTax,
  };

  let orderIds: string[] = [];
  try {
    const customerId = customerRows[0]?.id ?? (await saveCustomer(context, provider, user));
    if (purchase.kind === "plan") {
      const { plan } = purchase;
      const session = await provider.createCheckoutSession({
        ...base,
        mode: "subscription",
        customerId,
        lines: [{ name: `${plan.name} plan`, amount: plan.price[currency] }],
        metadata: { user_id: user.id, tier: plan.tier },
        // No row of ours exists before the subscription does: one key per attempt.
        idempotencyKey: `subscribe-${crypto.randomUUID()}`,
      });
      return { type: "redirect", url: session.url };
    }
    const charges = courseCharges(toBuy, currency, purchase.kind === "path" ? purchase.path.savingsPercent : 0);
    const rows = charges.map(({ course, amount }) => ({
      id: crypto.randomUUID(),
      userId: user.id,
      productName: course.productName,
      status: "pending" as const,
      amount,
      currency,
    }));
    orderIds = rows.map((row) => row.id);
    await db.insert(orders).values(rows);
    const request: NewCheckoutSession = {
      ...base,
      mode: "payment",
      customerId,
      lines: charges.map(({ course, amount }) => ({ name: course.title, amount })),
      metadata: {
        user_id: user.id,
        products: toBuy.map((course) => course.productName).join(","),
        ...(purchase.kind === "path" ? { learning_path: purchase.path.id } : {}),
      },
      idempotencyKey: `checkout-${orderIds[0]}`,
    };
    const session = await provider.createCheckoutSession(request);
    await db
      .update(orders)
      .set({ providerReference: session.id })
      .where(and(inArray(orders.id, orderIds), eq(orders.status, "pending")));
    return { type: "redirect", url: session.url };
  } catch (error) {
    console.error("Checkout failed", error);
    if (orderIds.length > 0) {
      await db
        .delete(orders)
        .where(and(inArray(orders.id, orderIds), eq(orders.status, "pending")))
        .catch((cleanup) => console.error("Could not remove pending orders", cleanup));
    }
    return { type: "failed" };
  }
}

/** Creates the provider's customer and keeps the first one stored if two checkouts raced. */
async function saveCustomer(context: AppLoadContext, provider: PaymentProvider, user: SessionUser): Promise<string> {
  const created = await provider.createCustomer(user);
  const [row] = await context.db
    .insert(customers)
    .values({ userId: user.id, providerCustomerId: created })
    .onConflictDoUpdate({ target: customers.userId, set: { providerCustomerId: sql`${customers.providerCustomerId}` } })
    .returning({ id: customers.providerCustomerId });
  return row!.id;
}

/** A plan button (or a test checkout's Pay) for a learner who already has a plan: plan management instead. */
export function alreadySubscribed(context: AppLoadContext): Promise<Response> {
  return redirectWithToast(
    "/dashboard/subscription",
    { type: "info", title: CHECKOUT_TEXTS.subscribedTitle, description: CHECKOUT_TEXTS.subscribed },
    context,
  );
}

/** The learner's provider customer, if they ever started a checkout. */
export async function findCustomerId(context: AppLoadContext, userId: string): Promise<string | null> {
  const row = await context.db.select({ id: customers.providerCustomerId }).from(customers).where(eq(customers.userId, userId)).get();
  return row?.id ?? null;
}

/**
 * The return from a finished checkout (Stripe's success URL, or Pay on the local page): applies the
 * session through the webhook's own function, so the learner has access on arrival even if the webhook
 * is late, then takes them to what they bought.
 */
export async function finishCheckout(context: AppLoadContext, userId: string, session: CheckoutSessionObject | null): Promise<Response> {
  if (!session || session.client_reference_id !== userId) return redirect("/dashboard/purchases");
  await syncCheckoutSession(context, session);
  if (checkoutOutcome(session, null) !== "paid") {
    return redirectWithToast(
      "/dashboard/purchases",
      { type: "info", title: CHECKOUT_TEXTS.processingTitle, description: CHECKOUT_TEXTS.processing },
      context,
    );
  }
  // The local provider's Pay returns here too: its toasts say that nothing was charged.
  const described = (description: string) => (context.payments.provider?.name === "local" ? testModeDescription(description) : description);
  if (session.mode === "subscription") {
    const plan = findPlan(session.metadata?.tier ?? "");
    return redirectWithToast(
      "/dashboard/subscription",
      { type: "success", title: CHECKOUT_TEXTS.subscriptionStartedTitle, description: described(`Your ${plan?.name ?? ""} plan is active.`) },
      context,
    );
  }
  const courses = (session.metadata?.products ?? "")
    .split(",")
    .map(findCourseByProductName)
    .filter((course) => course !== undefined);
  const [first] = courses;
  return redirectWithToast(
    first ? coursePurchasedPath(first) : "/dashboard/purchases",
    {
      type: "success",
      title: CHECKOUT_TEXTS.purchasedTitle,
      description: described(`Welcome to ${courses.map((course) => course.title).join(" and ")}!`),
    },
    context,
  );
}
