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
import { parseSubmission } from "~/lib/http/form";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";
import { ToastMessage } from "~/components/toast-message";

export const meta: MetaFunction = () => pageMeta("Reset Password", "Reset the password of your Moneywise account.");

export async function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  // The same answer whether or not the account exists, so this page never reveals who has one.
  const sent = () => redirectWithToast("/reset-password?sent=1", { type: "success", ...AUTH_TEXTS.resetSent }, context);
  if (isBot(form)) return sent();
  const submission = parseSubmission(form, emailOnlySchema);
  if (!submission.success) return data(submission.reply(), { status: 400 });
  const limited = await hitRateLimits(context, [
    { limit: RATE_LIMITS.resetPerIp, subject: context.clientIp },
    { limit: RATE_LIMITS.resetPerAccount, subject: submission.value.email },
  ]);
  if (limited) return data(submission.reply({ form: RATE_LIMIT_MESSAGE }), { status: 429 });
  try {
    await requestPasswordReset(context, submission.value.email);
  } catch (error) {
    // The link could not be made (the database failed): say so, for any address alike. A mail service
    // failing later cannot be told: the mail leaves after the answer, so that no answer waits on it or
    // shows whether the account exists; such failures are logged for the operator.
    reportError(context, error, { message: "Password reset request failed", request });
    return data(submission.reply({ form: AUTH_TEXTS.resetFailed }), { status: 500 });
  }
  return sent();
}

const constraints = EMAIL_ONLY_CONSTRAINTS;

export default function ResetPassword() {
  const { sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  if (sent) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">Check Your Email</h1>
        <p className="mt-4 text-slate-700">
          If an account uses that address, we have sent it a link to choose a new password. The link works once and expires in 24 hours.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/reset-password" className="button-secondary">
            Try Different Email
          </Link>
          <Link to="/login" className="button-primary">
            Back to Login
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Reset your password</h1>
      <p className="mt-2 text-slate-700">Enter your account's email and we will send you a link to choose a new password.</p>
      {actionData?.errors.form === AUTH_TEXTS.resetFailed ? (
        <ToastMessage echo toast={{ id: "reset-failed", type: "error", title: AUTH_TEXTS.errorTitle, description: AUTH_TEXTS.resetFailed }} />
      ) : null}
      <Form method="post" className="card mt-8 space-y-5">
        <FormError message={actionData?.errors.form} />
        <Honeypot />
        <TextField
          label="Email"
          name="email"
          autoComplete="email"
          {...constraints.email}
          defaultValue={actionData?.values.email}
          error={actionData?.errors.email}
        />
        <SubmitButton label="Send Reset Link" busyLabel={AUTH_TEXTS.sending} />
        <p className="text-center text-sm">
          <Link to="/login" className="font-medium text-brand-800 underline">
            Back to Login
          </Link>
        </p>
      </Form>
    </div>
  );
}
