/**
 * Starting a payment: the customer (made once, then reused), pending order rows, and a Checkout
 * Session in the buyer's currency with prices from the catalogue. A course has one open checkout per
 * learner: a second Buy returns to it (ADR 023). Nothing half-written survives a failure, so the
 * learner can simply try again.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, getTableName, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { isUniqueViolation } from "../../../db/errors";
import { customers, orders } from "../../../db/schema/index";
import type { SessionUser } from "~/lib/services/auth/session.server";
import { forgiveRateLimitHits, hitRateLimits, RATE_LIMITS, type RateLimitHit } from "~/lib/services/auth/rate-limit.server";
import { findCourseByProductName, findPlan, type Course, type Currency, type Plan } from "~/lib/domain/catalog";
import { isActiveSubscription } from "~/lib/domain/subscription";
import { redirectWithToast } from "~/lib/http/toast.server";
import { coursesToBuy, type LearningPath } from "~/lib/domain/learning-paths";
import { courseCharges } from "./pricing";
import { checkoutOutcome, syncCheckoutSession } from "./sync.server";
import type { CheckoutSessionObject, NewCheckoutSession, PaymentProvider } from "./types";
import { reportError } from "~/lib/report-error.server";
import { localizedPath } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/catalogues.server";
import { listText } from "~/lib/i18n/lists";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";

export type Purchase = { kind: "course"; course: Course } | { kind: "path"; path: LearningPath } | { kind: "plan"; plan: Plan };

export type CheckoutStart =
  | { type: "redirect"; url: string }
  /** Every course in it is already the learner's: nothing to charge. */
  | { type: "owned" }
  /** Already on a plan: plans change in plan management, never by a second subscription. */
  | { type: "subscribed" }
  /** The course's checkout was paid and the bank is still confirming it: no second one. */
  | { type: "processing" }
  /** The learner has opened as many checkouts today as a day allows. */
  | { type: "limited" }
  | { type: "unavailable" }
  | { type: "failed" };

/** Where a successful course purchase lands: the course's first lesson. */
function coursePurchasedPath(course: Course): string {
  return `/courses/${course.slug}/lesson/1`;
}

/** The constraint a second open checkout for a course fails on (orders_open_checkout_idx, as SQLite names it). */
const OPEN_CHECKOUT_CONFLICT = `${getTableName(orders)}.${orders.productName.name}`;
/**
 * A Buy that finds its course's checkout still being opened by another request (a double click) waits
 * for its URL this often and this many times, then asks the learner to try again.
 */
const OPENING_POLL_MS = 200;
const OPENING_POLLS = 25;
/** Longer than the Stripe SDK's own retries take: a checkout still without a URL by then was never opened. */
const ABANDONED_OPENING_MS = 5 * 60 * 1000;
/** A try ends without an answer only when a checkout it met had just ended: twice in a row is already rare. */
const ATTEMPTS = 3;

interface CheckoutRequest {
  context: AppLoadContext;
  provider: PaymentProvider;
  user: SessionUser;
  /** What every session shares: the buyer, the currency and where Checkout returns to. */
  base: Pick<NewCheckoutSession, "userId" | "currency" | "successUrl" | "cancelUrl" | "automaticTax" | "locale">;
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
    reportError(context, new Error("No payment provider"), {
      message: "Checkout refused: no payment provider (set STRIPE_SECRET_KEY, or PAYMENTS=local for test payments)",
    });
    return { type: "unavailable" };
  }
  // A plan whose paid period has ended (cancelled at period end) no longer counts: subscribing again is allowed.
  if (purchase.kind === "plan" && isActiveSubscription(user.subscription)) return { type: "subscribed" };

  const site = context.settings.siteUrl;
  // Back to the buyer's language: the pages Checkout returns to are under /fr for a French page.
  const successUrl = new URL(localizedPath("/checkout/success", context.locale), site);
  const cancelUrl = new URL(localizedPath("/checkout/cancel", context.locale), site);
  cancelUrl.searchParams.set("returnTo", returnTo);
  const request: CheckoutRequest = {
    context,
    provider,
    user,
    base: {
      userId: user.id,
      currency,
      // Stripe fills in the session id; it is the only way back to which checkout just finished.
      successUrl: `${successUrl.href}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: cancelUrl.href,
      automaticTax: context.payments.automaticTax,
      locale: context.locale,
    },
  };
  try {
    if (purchase.kind === "plan") return await startPlanCheckout(request, purchase.plan);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const started = await startCourseCheckout(request, purchase);
      if (started) return started;
    }
    throw new Error("The course's checkout kept changing state");
  } catch (error) {
    reportError(context, error, { message: "Checkout failed" });
    return { type: "failed" };
  }
}

async function startPlanCheckout(request: CheckoutRequest, plan: Plan): Promise<CheckoutStart> {
  const { context, provider, user, base } = request;
  const limit = checkoutLimit(user);
  if (await hitRateLimits(context, limit)) return { type: "limited" };
  try {
    const session = await provider.createCheckoutSession({
      ...base,
      mode: "subscription",
      customerId: (await findCustomerId(context, user.id)) ?? (await saveCustomer(context, provider, user)),
      // Named in the buyer's language: the provider's checkout page lists it.
      lines: [{ name: translate(context.locale, "course.checkout.planLine", { plan: plan.name }), amount: plan.price[base.currency] }],
      metadata: { user_id: user.id, tier: plan.tier },
      // No row of ours exists before the subscription does: one key per attempt. Paying two plan checkouts
      // is refused by the provider (Stripe's "Limit customers to one subscription", the local unique index).
      idempotencyKey: `subscribe-${crypto.randomUUID()}`,
    });
    return { type: "redirect", url: session.url };
  } catch (error) {
    await forgiveRateLimitHits(context, limit);
    throw error;
  }
}

/**
 * Opens a checkout for the courses of a purchase the learner does not own yet, or returns to the open
 * one: the pending orders are written first, and the open-checkout index lets only one checkout per
 * course through, however many Buy posts arrive at once. Null when a checkout it met has just ended
 * (paid, or expired), so the caller starts again from what the learner owns now.
 */
async function startCourseCheckout(request: CheckoutRequest, purchase: Exclude<Purchase, { kind: "plan" }>): Promise<CheckoutStart | null> {
  const { context, provider, user, base } = request;
  const { db } = context;
  const [customerRows, paidRows] = await db.batch([
    db.select({ id: customers.providerCustomerId }).from(customers).where(eq(customers.userId, user.id)),
    db
      .select({ productName: orders.productName })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.status, "paid"))),
  ]);
  const owned = new Set(paidRows.map((row) => row.productName));
  const toBuy = coursesToBuy(purchase.kind === "course" ? [purchase.course] : purchase.path.courses, owned);
  if (toBuy.length === 0) return { type: "owned" };

  const { currency } = base;
  const charges = courseCharges(toBuy, currency, purchase.kind === "path" ? purchase.path.savingsPercent : 0);
  const checkoutId = crypto.randomUUID();
  const rows = charges.map(({ course, amount }, index) => ({
    id: index === 0 ? checkoutId : crypto.randomUUID(),
    checkoutId,
    userId: user.id,
    productName: course.productName,
    status: "pending" as const,
    amount,
    currency,
  }));
  const orderIds = rows.map((row) => row.id);
  try {
    await db.insert(orders).values(rows);
  } catch (error) {
    if (!isUniqueViolation(error, OPEN_CHECKOUT_CONFLICT)) throw error;
    return returnToOpenCheckout(request, toBuy, currency);
  }

  const limit = checkoutLimit(user);
  try {
    if (await hitRateLimits(context, limit)) {
      await removePendingOrders(context, orderIds);
      return { type: "limited" };
    }
    const session = await provider.createCheckoutSession({
      ...base,
      mode: "payment",
      customerId: customerRows[0]?.id ?? (await saveCustomer(context, provider, user)),
      lines: charges.map(({ course, amount }) => ({ name: courseName(context, course), amount })),
      metadata: {
        user_id: user.id,
        products: toBuy.map((course) => course.productName).join(","),
        ...(purchase.kind === "path" ? { learning_path: purchase.path.id } : {}),
      },
      idempotencyKey: `checkout-${checkoutId}`,
    });
    const opened = await db
      .update(orders)
      .set({ providerReference: session.id, checkoutUrl: session.url })
      .where(and(inArray(orders.id, orderIds), eq(orders.status, "pending")))
      .returning({ id: orders.id });
    // Its orders were taken for abandoned (see ABANDONED_OPENING_MS): nobody is given this session.
    if (opened.length === 0) throw new Error(`Checkout ${checkoutId} lost its orders while it was opened`);
    return { type: "redirect", url: session.url };
  } catch (error) {
    await Promise.all([forgiveRateLimitHits(context, limit), removePendingOrders(context, orderIds)]);
    throw error;
  }
}

/**
 * The learner's open checkout for these courses, which a second Buy returns to when it sells the same
 * courses in the same currency. One that sells something else (a learning path, another currency) is
 * expired at the provider, so the new Buy never waits for it to lapse. One just started by another
 * request gets its URL in a moment; one the provider has ended since (paid, expired) is synced like its
 * webhook would, and then null starts over.
 */
async function returnToOpenCheckout(
  { context, provider, user }: CheckoutRequest,
  courses: readonly Course[],
  currency: Currency,
): Promise<CheckoutStart | null> {
  const { db } = context;
  const pendingOfUser = and(eq(orders.userId, user.id), eq(orders.status, "pending"), isNotNull(orders.checkoutId));
  const conflicting = db
    .select({ checkoutId: orders.checkoutId })
    .from(orders)
    .where(
      and(
        pendingOfUser,
        inArray(
          orders.productName,
          courses.map((course) => course.productName),
        ),
      ),
    );
  // Every order of the checkouts in the way, so what each one sells is known whole.
  const open = and(pendingOfUser, inArray(orders.checkoutId, conflicting));
  const wanted = courses
    .map((course) => course.productName)
    .sort()
    .join(",");
  for (let poll = 0; poll < OPENING_POLLS; poll++) {
    if (poll > 0) await new Promise((resolve) => setTimeout(resolve, OPENING_POLL_MS));
    const rows = await db
      .select({
        checkoutId: orders.checkoutId,
        productName: orders.productName,
        currency: orders.currency,
        url: orders.checkoutUrl,
        reference: orders.providerReference,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(open);
    if (rows.length === 0) return null;
    const opened = rows.find((row) => row.url && row.reference);
    if (opened) {
      const its = rows.filter((row) => row.checkoutId === opened.checkoutId);
      const same =
        its.every((row) => row.currency === currency) &&
        its
          .map((row) => row.productName)
          .sort()
          .join(",") === wanted;
      return same ? resumeCheckout(context, provider, opened.reference!, opened.url!) : replaceCheckout(context, provider, opened.reference!);
    }
    if (rows.every((row) => row.createdAt.getTime() < Date.now() - ABANDONED_OPENING_MS)) {
      // The request that wrote them stopped before it could open the session or remove them.
      await db.delete(orders).where(and(open, isNull(orders.checkoutUrl), lte(orders.createdAt, new Date(Date.now() - ABANDONED_OPENING_MS))));
      return null;
    }
  }
  throw new Error("The course's checkout is still being opened");
}

async function resumeCheckout(
  context: AppLoadContext,
  provider: PaymentProvider,
  reference: string,
  url: string,
): Promise<CheckoutStart | null> {
  const session = await provider.retrieveCheckoutSession(reference);
  // The local provider keeps no session state: its sessions end on our own page, which settles the orders.
  if (!session || session.status === "open") return { type: "redirect", url };
  return settleEndedCheckout(context, session);
}

/** Expires a checkout that sells something else than the new Buy; null then starts the new one. */
async function replaceCheckout(context: AppLoadContext, provider: PaymentProvider, reference: string): Promise<CheckoutStart | null> {
  const session = await provider.expireCheckoutSession(reference);
  return session ? settleEndedCheckout(context, session) : null;
}

/** A checkout that has ended (paid, expired) is synced as its webhook would; one paid but not settled is 'processing'. */
async function settleEndedCheckout(context: AppLoadContext, session: CheckoutSessionObject): Promise<CheckoutStart | null> {
  await syncCheckoutSession(context, session);
  return checkoutOutcome(session, null) ? null : { type: "processing" };
}

function checkoutLimit(user: SessionUser): RateLimitHit[] {
  return [{ limit: RATE_LIMITS.checkoutsPerAccount, subject: user.id }];
}

/** Nothing half-written: orders whose session was never opened (or could not be) are removed. */
async function removePendingOrders(context: AppLoadContext, orderIds: string[]): Promise<void> {
  await context.db
    .delete(orders)
    .where(and(inArray(orders.id, orderIds), eq(orders.status, "pending")))
    .catch((cleanup: unknown) =>
      reportError(context, cleanup, { message: "Could not remove pending orders", extra: { orders: orderIds.join(",") } }),
    );
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

/** A text of checkout's toasts and lines in the request's language (the page it returns to speaks it). */
function say(context: AppLoadContext, key: MessageKey, values?: MessageValues): string {
  return translate(context.locale, key, values);
}

/** A course's name in the request's language (the frame's `nav.course.*`). */
function courseName(context: AppLoadContext, course: Course): string {
  return say(context, `nav.course.${course.slug}` as MessageKey);
}

/** A plan button (or a test checkout's Pay) for a learner who already has a plan: plan management instead. */
export function alreadySubscribed(context: AppLoadContext): Promise<Response> {
  return redirectWithToast(
    "/dashboard/subscription",
    { type: "info", title: say(context, "course.checkout.subscribedTitle"), description: say(context, "course.checkout.subscribed") },
    context,
  );
}

/** A checkout paid but not yet confirmed by the bank: the purchases page, which will show it once it is. */
export function paymentProcessing(context: AppLoadContext): Promise<Response> {
  return redirectWithToast(
    "/dashboard/purchases",
    { type: "info", title: say(context, "course.checkout.processingTitle"), description: say(context, "course.checkout.processing") },
    context,
  );
}

/** The learner's provider customer, if they ever started a checkout. */
export async function findCustomerId(context: AppLoadContext, userId: string): Promise<string | null> {
  const row = await context.db.select({ id: customers.providerCustomerId }).from(customers).where(eq(customers.userId, userId)).get();
  return row?.id ?? null;
}

/** A toast's description about money, saying too that nothing was charged when the test provider takes payments. */
export function testModeAware(context: Pick<AppLoadContext, "payments" | "locale">, description: string): string {
  return context.payments.provider?.takesTestPayments ? translate(context.locale, "course.checkout.testMode", { description }) : description;
}

/**
 * The return from a finished checkout (Stripe's success URL, or Pay on the local page): applies the
 * session through the webhook's own function, so the learner has access on arrival even if the webhook
 * is late, then takes them to what they bought.
 */
export async function finishCheckout(context: AppLoadContext, userId: string, session: CheckoutSessionObject | null): Promise<Response> {
  if (!session || session.client_reference_id !== userId) return redirect("/dashboard/purchases");
  await syncCheckoutSession(context, session);
  if (checkoutOutcome(session, null) !== "paid") return paymentProcessing(context);
  // The local provider's Pay returns here too: its toasts say that nothing was charged.
  const described = (description: string) => testModeAware(context, description);
  if (session.mode === "subscription") {
    const plan = findPlan(session.metadata?.tier ?? "");
    return redirectWithToast(
      "/dashboard/subscription",
      {
        type: "success",
        title: say(context, "course.checkout.subscriptionStartedTitle"),
        description: described(say(context, "course.checkout.planActive", { plan: plan?.name ?? "" })),
      },
      context,
    );
  }
  const courses = (session.metadata?.products ?? "")
    .split(",")
    .map(findCourseByProductName)
    .filter((course) => course !== undefined);
  const [first] = courses;
  const names = courses.map((course) => courseName(context, course));
  return redirectWithToast(
    first ? coursePurchasedPath(first) : "/dashboard/purchases",
    {
      type: "success",
      title: say(context, "course.checkout.purchasedTitle"),
      // English has always said "A and B and C"; other languages list the language's way ("A, B et C").
      description: described(
        say(context, "course.checkout.welcome", { courses: context.locale === "en" ? names.join(" and ") : listText(names, context.locale) }),
      ),
    },
    context,
  );
}
