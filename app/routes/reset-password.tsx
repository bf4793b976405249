import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { Honeypot } from "~/components/account-fields";
import { requestPasswordReset } from "~/lib/services/auth/accounts.server";
import { EMAIL_ONLY_CONSTRAINTS } from "~/lib/services/auth/fields";
import { emailOnlySchema, isBot } from "~/lib/services/auth/forms";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { accountToast, localizeReply } from "~/lib/services/auth/account-words.server";
import { parseSubmission } from "~/lib/http/form";
import { pageMeta, pageText } from "~/lib/http/meta";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { useTranslate } from "~/hooks/use-translate";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";
import { ToastMessage } from "~/components/toast-message";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(pageText(args, "account.reset.title"), pageText(args, "account.reset.description", { product: PRODUCT_NAME }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1", messages: messagesFor(context.locale, ["account"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  // The same answer whether or not the account exists, so this page never reveals who has one.
  const sent = () => redirectWithToast("/reset-password?sent=1", accountToast(context.locale, "resetSent"), context);
  if (isBot(form)) return sent();
  const submission = parseSubmission(form, emailOnlySchema);
  const reply = (errors?: Parameters<typeof submission.reply>[0]) => localizeReply(context.locale, submission.reply(errors));
  if (!submission.success) return data(reply(), { status: 400 });
  const limited = await hitRateLimits(context, [
    { limit: RATE_LIMITS.resetPerIp, subject: context.clientIp },
    { limit: RATE_LIMITS.resetPerAccount, subject: submission.value.email },
  ]);
  if (limited) return data(reply({ form: RATE_LIMIT_MESSAGE }), { status: 429 });
  try {
    await requestPasswordReset(context, submission.value.email);
  } catch (error) {
    // The link could not be made (the database failed): say so, for any address alike. A mail service
    // failing later cannot be told: the mail leaves after the answer, so that no answer waits on it or
    // shows whether the account exists; such failures are logged for the operator.
    reportError(context, error, { message: "Password reset request failed", request });
    return data(reply({ form: AUTH_TEXTS.resetFailed }), { status: 500 });
  }
  return sent();
}

const constraints = EMAIL_ONLY_CONSTRAINTS;

export default function ResetPassword() {
  const t = useTranslate();
  const { sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  if (sent) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">{t("account.reset.sentHeading")}</h1>
        <p className="mt-4 text-slate-700">{t("account.reset.sentText")}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/reset-password" className="button-secondary">
            {t("account.reset.tryDifferent")}
          </Link>
          <Link to="/login" className="button-primary">
            {t("account.common.backToLogin")}
          </Link>
        </div>
      </div>
    );
  }

  // The server's message, in the page's language like every message of the reply.
  const resetFailed = t("account.form.resetFailed");
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("account.reset.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("account.reset.intro")}</p>
      {actionData?.errors.form === resetFailed ? (
        <ToastMessage echo toast={{ id: "reset-failed", type: "error", title: t("account.toast.errorTitle"), description: resetFailed }} />
      ) : null}
      <Form method="post" className="card mt-8 space-y-5">
        <FormError message={actionData?.errors.form} />
        <Honeypot />
        <TextField
          label={t("account.field.email")}
          name="email"
          autoComplete="email"
          {...constraints.email}
          defaultValue={actionData?.values.email}
          error={actionData?.errors.email}
        />
        <SubmitButton label={t("account.reset.submit")} busyLabel={t("account.common.sending")} />
        <p className="text-center text-sm">
          <Link to="/login" className="font-medium text-brand-800 underline">
            {t("account.common.backToLogin")}
          </Link>
        </p>
      </Form>
    </div>
  );
}
