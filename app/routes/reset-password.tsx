import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { Honeypot } from "~/components/account-fields";
import { EMAIL_ONLY_CONSTRAINTS } from "~/lib/services/auth/fields";
import { pageMeta, pageText } from "~/lib/http/meta";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { useTranslate } from "~/hooks/use-translate";
import { ToastMessage } from "~/components/toast-message";
import type { action, loader } from "~/features/accounts/reset-password-route.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(pageText(args, "account.reset.title"), pageText(args, "account.reset.description", { product: PRODUCT_NAME }));

export { action, loader } from "~/features/accounts/reset-password-route.server";

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
