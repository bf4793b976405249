import { EndedStep } from "~/components/emailed-link-page";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { AccountAgreements, CountryField } from "~/components/account-fields";
import { MessageParts } from "~/components/message-parts";
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
import { pageMeta, pageText } from "~/lib/http/meta";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { localizeMessage } from "~/lib/services/auth/account-words.server";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { useTranslate } from "~/hooks/use-translate";
import { BrowserTimeZoneInput } from "~/features/time-zones/browser-time-zone-input";
import { proposedTimeZoneOf } from "~/features/time-zones/time-zone.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(pageText(args, "account.complete.title"), pageText(args, "account.complete.description", { product: PRODUCT_NAME }));

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
    messages: messagesFor(context.locale, ["account"]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await pendingForPage(request, context, ["new-account", "email-needed"]);
  if (!pending) return expiredPending(context);
  const form = await request.formData();
  // One message for the form, in the page's language.
  const refuse = (message: string | undefined, status: number) => pageReply({ form: localizeMessage(context.locale, message) }, { status });
  if (pending.kind === "new-account") {
    const submission = parseSubmission(form, completeAccountSchema);
    if (!submission.success) return refuse(Object.values(submission.reply().errors)[0], 400);
    return createAccount(request, context, { ...submission.value, timeZone: proposedTimeZoneOf(form, context) });
  }
  const submission = parseSubmission(form, addressSchema);
  // A malformed address sends no mail and is not counted (as on the sign-up form).
  if (!submission.success) return refuse(submission.reply().errors.email, 400);
  const limited = await hitRateLimits(context, [
    { limit: RATE_LIMITS.signupPerIp, subject: context.clientIp },
    { limit: RATE_LIMITS.signupPerAccount, subject: submission.value.email },
  ]);
  if (limited) return refuse(RATE_LIMIT_MESSAGE, 429);
  return requestAddressConfirmation(request, context, submission.value.email);
}

const accountConstraints = COMPLETE_ACCOUNT_CONSTRAINTS;
const addressConstraints = ADDRESS_CONSTRAINTS;

export default function CompleteAccount() {
  const t = useTranslate();
  const { pending } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const heading = <h1 className="text-3xl font-bold tracking-tight">{t("account.complete.title")}</h1>;
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
  if (!pending) return <EndedStep heading={t("account.complete.title")} text={t("account.form.providerExpired")} />;
  const name = PROVIDER_NAMES[pending.provider];
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      {heading}
      {pending.kind === "new-account" ? (
        <>
          <p className="mt-2 text-slate-700">
            <MessageParts
              text={t("account.complete.newAccount", { provider: name })}
              parts={{ email: <strong className="break-all">{pending.email}</strong> }}
            />
          </p>
          <Form method="post" className="card mt-8 space-y-5">
            <FormError message={actionData?.errors.form} />
            <BrowserTimeZoneInput />
            <CountryField {...accountConstraints.country} />
            <AccountAgreements termsRequired={accountConstraints.agreeTerms.required} />
            <SubmitButton label={t("account.signup.submit")} busyLabel={t("account.signup.busy")} />
          </Form>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t("account.complete.emailNeeded", { provider: name })}</p>
          <Form method="post" className="card mt-8 space-y-5">
            <FormError message={actionData?.errors.form} />
            <TextField
              label={t("account.field.email")}
              name="email"
              autoComplete="email"
              {...addressConstraints.email}
              defaultValue={pending.email ?? ""}
            />
            <SubmitButton label={t("account.complete.emailMe")} busyLabel={t("account.common.sending")} />
          </Form>
        </>
      )}
    </div>
  );
}
