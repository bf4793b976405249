import { Form, Link, useNavigation } from "@remix-run/react";
import type { Currency, Plan, PlanTier } from "~/lib/domain/catalog";
import { changeLinkLabel, planChangeKind, planChangePath } from "~/features/payments/plan-change";
import { findCourseBySlug, MOST_POPULAR_LABEL } from "~/lib/domain/catalog";
import { CHECKOUT_TEXTS } from "~/features/payments/checkout-texts";
import { formatPrice } from "~/lib/domain/money";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { CheckIcon } from "~/components/icons";
import { planCardLines, type PlanCardLine } from "~/lib/domain/entitlements";
import { textOr, useLocale, useTranslate, type Translate } from "~/hooks/use-translate";
import { planLineMessage } from "./plan-card-text";

/** A button that starts checkout for a plan or a course; shows 'Processing...' (or `busyLabel`) while it is pending. */
export function CheckoutButton({
  name,
  value,
  label,
  returnTo,
  variant = "primary",
  busyLabel = CHECKOUT_TEXTS.busyLabel,
}: {
  name: "plan" | "product" | "path";
  value: string;
  label: string;
  returnTo: string;
  variant?: "primary" | "secondary";
  /** What it says while pending, in the page's language. */
  busyLabel?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/checkout" && navigation.formData?.get(name) === value;
  return (
    <Form method="post" action="/checkout" className="mt-6">
      <input type="hidden" name={name} value={value} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" disabled={busy} className={`w-full ${variant === "primary" ? "button-primary" : "button-secondary"}`}>
        {busy ? busyLabel : label}
      </button>
    </Form>
  );
}

/** A card line in the page's language (its English text where the page did not send `home.plans`). */
function lineText(line: PlanCardLine, t: Translate): string {
  const message = planLineMessage(line);
  if (!message) return line.text;
  if ("key" in message) return textOr(t, message.key, line.text, message.values);
  return message.courses.map((slug) => textOr(t, `nav.course.${slug}`, findCourseBySlug(slug)!.title)).join(", ");
}

/** What a plan gets, from the entitlement table: a link where the service exists, "coming" where it does not yet. */
function PlanLines({ plan }: { plan: Plan }) {
  const t = useTranslate();
  return (
    <ul className="mt-6 flex-1 space-y-2.5 text-sm text-slate-700">
      {planCardLines(plan.tier).map((line) => (
        <li key={line.text} className="flex gap-2">
          <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
          <span>
            {line.href ? (
              <Link to={line.href} className="underline decoration-slate-300 underline-offset-2 hover:text-brand-800">
                {lineText(line, t)}
              </Link>
            ) : (
              lineText(line, t)
            )}
            {line.soon ? <span className="text-slate-600"> — {line.soon}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A monthly plan (spec 3 and 9) with its price in the visitor's currency and its checkout button; for a
 * subscriber (`currentTier`), their plan reads 'Current plan' and the others lead to the change page,
 * never to a second subscription. In the page's language where the page sends `home.plans` (the plan's
 * name stays as it is), else English.
 */
export function PlanCard({
  plan,
  returnTo = "/#pricing",
  currentTier = null,
  billedIn,
}: {
  plan: Plan;
  returnTo?: string;
  currentTier?: PlanTier | null;
  /** A subscriber's own currency: a plan change is billed in it, whatever the switch shows elsewhere. */
  billedIn?: Currency | null;
}) {
  const displayed = useDisplayCurrency();
  const currency = billedIn ?? displayed;
  const t = useTranslate();
  const locale = useLocale();
  return (
    <article
      className={`card relative flex flex-col ${plan.popular ? "ring-2 ring-brand-700 md:-my-4 md:py-10 md:shadow-xl" : ""}`}
      aria-labelledby={`plan-${plan.tier}`}
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {textOr(t, "home.plans.popular", MOST_POPULAR_LABEL)}
        </p>
      ) : null}
      <h3 id={`plan-${plan.tier}`} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-slate-700">{textOr(t, `home.plans.${plan.tier}.description`, plan.description)}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{formatPrice(plan.price[currency], currency, { locale })}</span>
        <span className="text-slate-600">{textOr(t, "home.plans.perMonth", `/${plan.period}`)}</span>
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {textOr(t, "home.plans.billed", `Billed monthly in ${currency}. Cancel anytime.`, { currency })}
      </p>
      <PlanLines plan={plan} />
      {currentTier === plan.tier ? (
        <p className="mt-6 rounded-lg border border-brand-700 px-4 py-2 text-center font-semibold text-brand-800">
          {textOr(t, "home.plans.current", "Current plan")}
        </p>
      ) : currentTier ? (
        <Link to={planChangePath(plan.tier)} className={`mt-6 w-full text-center ${plan.popular ? "button-primary" : "button-secondary"}`}>
          {textOr(
            t,
            planChangeKind(currentTier, plan.tier, currency) === "upgrade" ? "home.plans.upgradeTo" : "home.plans.switchTo",
            changeLinkLabel(currentTier, plan.tier, currency),
            { plan: plan.name },
          )}
        </Link>
      ) : (
        <CheckoutButton
          name="plan"
          value={plan.tier}
          label={textOr(t, `home.plans.${plan.tier}.button`, plan.buttonText)}
          busyLabel={textOr(t, "home.plans.processing", CHECKOUT_TEXTS.busyLabel)}
          returnTo={returnTo}
          variant={plan.popular ? "primary" : "secondary"}
        />
      )}
    </article>
  );
}
