import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormError, SubmitButton } from "~/components/form-fields";
import { NewPasswordFields } from "~/components/new-password-fields";
import { resetPassword } from "~/lib/services/auth/accounts.server";
import { resetPasswordSchema } from "~/lib/services/auth/forms";
import { parseNewPasswordSubmission } from "~/lib/services/auth/password-policy.server";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { accountToast, errorToast, localizeReply } from "~/lib/services/auth/account-words.server";
import { isTokenValid } from "~/lib/services/auth/tokens.server";
import { pageMeta, pageText } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";
import { useTranslate } from "~/hooks/use-translate";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(pageText(args, "account.newPassword.title"), pageText(args, "account.newPassword.description", { product: PRODUCT_NAME }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: await isTokenValid(context, token, "reset-password"), messages: messagesFor(context.locale, ["account"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const submission = parseNewPasswordSubmission(form, resetPasswordSchema);
  const { locale } = context;
  if (!submission.success) return data(localizeReply(locale, submission.reply()), { status: 400 });
  const invalidLink = () => redirectWithToast("/reset-password", errorToast(locale, translate(locale, "account.form.invalidLink")), context);
  // A link that does not work costs one read: nothing is counted, written or hashed for it.
  if (!(await isTokenValid(context, token, "reset-password"))) return invalidLink();
  // Setting a password hashes it: bound how often one address can make the server do that.
  if (await hitRateLimits(context, [{ limit: RATE_LIMITS.newPasswordPerIp, subject: context.clientIp }])) {
    return data(localizeReply(locale, submission.reply({ form: RATE_LIMIT_MESSAGE })), { status: 429 });
  }
  if (!(await resetPassword(context, token, submission.value.password))) return invalidLink();
  return redirectWithToast("/login", accountToast(locale, "passwordUpdated"), context);
}

export default function NewPassword() {
  const t = useTranslate();
  const { token, valid } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  if (!valid) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">{t("account.newPassword.title")}</h1>
        <p className="mt-4 text-slate-700">{t("account.form.invalidLink")}</p>
        <Link to="/reset-password" className="button-primary mt-8">
          {t("account.newPassword.sendNewLink")}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("account.newPassword.title")}</h1>
      <Form method="post" className="card mt-8 space-y-5">
        <FormError message={actionData?.errors.form} />
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields replacing reply={actionData} />
        <SubmitButton label={t("account.newPassword.submit")} busyLabel={t("account.common.saving")} />
      </Form>
    </div>
  );
}
