import { Form, useNavigation } from "@remix-run/react";
import type { Currency, Plan } from "~/lib/catalog";
import { MOST_POPULAR_LABEL } from "~/lib/catalog";
import { CHECKOUT_TEXTS } from "~/lib/checkout";
import { formatPrice } from "~/lib/money";

/** A button that starts checkout for a plan or a course; shows 'Processing...' while it is pending. */
export function CheckoutButton({
  name,
  value,
  label,
  returnTo,
  variant = "primary",
}: {
  name: "plan" | "product";
  value: string;
  label: string;
  returnTo: string;
  variant?: "primary" | "secondary";
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/checkout" && navigation.formData?.get(name) === value;
  return (
    <Form method="post" action="/checkout" className="mt-6">
      <input type="hidden" name={name} value={value} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" disabled={busy} className={`w-full ${variant === "primary" ? "button-primary" : "button-secondary"}`}>
        {busy ? CHECKOUT_TEXTS.busyLabel : label}
      </button>
    </Form>
  );
}

export function PlanCard({ plan, currency }: { plan: Plan; currency: Currency }) {
  return (
    <article
      className={`card relative flex flex-col ${plan.popular ? "border-2 border-brand-700 shadow-lg" : ""}`}
      aria-labelledby={`plan-${plan.tier}`}
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {MOST_POPULAR_LABEL}
        </p>
      ) : null}
      <h3 id={`plan-${plan.tier}`} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-4">
        <span className="text-4xl font-bold">{formatPrice(plan.price[currency], currency)}</span>
        <span className="text-slate-600">/{plan.period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-700">✓</span>
            {feature}
          </li>
        ))}
      </ul>
      <CheckoutButton
        name="plan"
        value={plan.tier}
        label={plan.buttonText}
        returnTo="/#pricing"
        variant={plan.popular ? "primary" : "secondary"}
      />
    </article>
  );
}
