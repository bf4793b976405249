import { EndedStep } from "~/components/emailed-link-page";
import { PROVIDER_TEXTS } from "~/features/sign-in-providers/texts";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { AccountAgreements, CountryField } from "~/components/account-fields";
import { PROVIDER_NAMES } from "~/features/sign-in-providers/domain/providers";
import { ADDRESS_CONSTRAINTS, COMPLETE_ACCOUNT_CONSTRAINTS } from "~/features/sign-in-providers/fields";
import { addressSchema, completeAccountSchema } from "~/features/sign-in-providers/forms";
import {
  createAccount,
  expiredPending,
  pageReply,
  pendingForPage,
  requestAddressConfirmation,
} from "~/features/sign-in-providers/provider-sign-in.server";
import { parseSubmission } from "~/lib/http/form";
import { pageMeta } from "~/lib/http/meta";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { BrowserTimeZoneInput } from "~/features/time-zones/browser-time-zone-input";
import { proposedTimeZoneOf } from "~/features/time-zones/time-zone.server";

export const meta: MetaFunction = () =>
  pageMeta("Finish creating your account", "What Moneywise needs that your sign-in provider does not give.");

/**
 * What a provider does not give, on one short form: country and the terms for a verified email nobody
 * has (new-account); an email address when the provider gave none it vouches for (email-needed), which
 * is confirmed by email before any account exists. The page says the same whether or not the typed
 * address has an account.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const pending = await pendingForPage(request, context, ["new-account", "email-needed"]);
  return {
    pending: pending
      ? { kind: pending.kind, provider: pending.provider, name: pending.displayName, email: pending.email ?? pending.providerEmail }
      : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await pendingForPage(request, context, ["new-account", "email-needed"]);
  if (!pending) return expiredPending(context);
  const form = await request.formData();
  if (pending.kind === "new-account") {
    const submission = parseSubmission(form, completeAccountSchema);
    if (!submission.success) return pageReply({ form: Object.values(submission.reply().errors)[0] }, { status: 400 });
    return createAccount(request, context, { ...submission.value, timeZone: proposedTimeZoneOf(form, context) });
  }
  const submission = parseSubmission(form, addressSchema);
  const limited = await hitRateLimits(context, [
    { limit: RATE_LIMITS.signupPerIp, subject: context.clientIp },
    { limit: RATE_LIMITS.signupPerAccount, subject: submission.success ? submission.value.email : null },
  ]);
  if (limited) return pageReply({ form: RATE_LIMIT_MESSAGE }, { status: 429 });
  if (!submission.success) return pageReply({ form: submission.reply().errors.email }, { status: 400 });
  return requestAddressConfirmation(request, context, submission.value.email);
}

const accountConstraints = COMPLETE_ACCOUNT_CONSTRAINTS;
const addressConstraints = ADDRESS_CONSTRAINTS;

export default function CompleteAccount() {
  const { pending } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const heading = <h1 className="text-3xl font-bold tracking-tight">Finish creating your account</h1>;
  if (actionData?.sent) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        {heading}
        <p role="status" className="card mt-8 text-slate-700">
          {actionData.sent}
        </p>
      </div>
    );
  }
  if (!pending) return <EndedStep heading="Finish creating your account" text={PROVIDER_TEXTS.expired} />;
  const name = PROVIDER_NAMES[pending.provider];
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      {heading}
      {pending.kind === "new-account" ? (
        <>
          <p className="mt-2 text-slate-700">
            You are signing up with {name} as <strong className="break-all">{pending.email}</strong>. Two more things and you are in.
          </p>
          <Form method="post" className="card mt-8 space-y-5">
            <FormError message={actionData?.errors.form} />
            <BrowserTimeZoneInput />
            <CountryField {...accountConstraints.country} />
            <AccountAgreements termsRequired={accountConstraints.agreeTerms.required} />
            <SubmitButton label="Create Account" busyLabel={AUTH_TEXTS.creatingAccount} />
          </Form>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {name} did not give us an email address we can use. Enter yours: we will email you a link to confirm it, and your account is created
            once you open it.
          </p>
          <Form method="post" className="card mt-8 space-y-5">
            <FormError message={actionData?.errors.form} />
            <TextField label="Email" name="email" autoComplete="email" {...addressConstraints.email} defaultValue={pending.email ?? ""} />
            <SubmitButton label="Email me a link" busyLabel={AUTH_TEXTS.sending} />
          </Form>
        </>
      )}
    </div>
  );
}
