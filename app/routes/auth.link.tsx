import { EndedStep } from "~/components/emailed-link-page";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormError, PasswordField, SubmitButton } from "~/components/form-fields";
import { PROVIDER_NAMES } from "~/features/sign-in-providers/domain/providers";
import { linkPasswordSchema } from "~/features/sign-in-providers/forms";
import { emailLinkToHolder, linkWithPassword, pageReply, pendingForPage } from "~/features/sign-in-providers/provider-sign-in.server";
import { PROVIDER_TEXTS } from "~/features/sign-in-providers/texts";
import { formConstraints, parseSubmission } from "~/lib/http/form";
import { pageMeta } from "~/lib/http/meta";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";

export const meta: MetaFunction = () => pageMeta("Link your account", "Prove an existing account is yours before linking a sign-in provider.");

/**
 * A provider vouched for an email that an account already has. The identity is linked only once that
 * account proves itself: its password (throttled like /login) or a link emailed to it. Never silently.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const pending = await pendingForPage(request, context, ["link-existing"]);
  return { pending: pending?.accountEmail ? { provider: pending.provider, email: pending.accountEmail } : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "email") return emailLinkToHolder(request, context);
  const submission = parseSubmission(form, linkPasswordSchema);
  if (!submission.success) return pageReply({ form: submission.reply().errors.password }, { status: 400 });
  return linkWithPassword(request, context, submission.value.password);
}

const constraints = formConstraints(linkPasswordSchema);

export default function LinkAccount() {
  const { pending } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!pending) return <EndedStep heading="Link your account" text={PROVIDER_TEXTS.expired} />;
  const name = PROVIDER_NAMES[pending.provider];
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Link {name} to your account</h1>
      <p className="mt-2 text-slate-700">{PROVIDER_TEXTS.accountExists(pending.provider, pending.email)}</p>
      {actionData?.sent ? (
        <p role="status" className="mt-6 rounded-lg border border-brand-600 bg-brand-50 p-3 text-sm text-brand-900">
          {actionData.sent}
        </p>
      ) : null}
      <Form method="post" className="card mt-8 space-y-5">
        <FormError message={actionData?.errors.form} />
        <PasswordField label="Password" name="password" autoComplete="current-password" {...constraints.password} />
        <SubmitButton label="Sign In" busyLabel={AUTH_TEXTS.signingIn} />
      </Form>
      <Form method="post" className="mt-4">
        <button type="submit" name="intent" value="email" className="button-secondary w-full">
          Email me a link
        </button>
      </Form>
    </div>
  );
}
