import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CheckboxField, FormError, SubmitButton, TextField } from "~/components/form-fields";
import { PasswordField } from "~/components/account-fields";
import { NEW_PASSWORD_LABELS, NewPasswordFields } from "~/components/new-password-fields";
import { changePassword, deleteAccount, isCurrentPassword, setMarketingConsent } from "~/lib/services/auth/accounts.server";
import { endBillingBeforeDeletion } from "~/features/payments/subscription.server";
import { CHANGE_PASSWORD_CONSTRAINTS, DELETE_ACCOUNT_CONSTRAINTS } from "~/lib/services/auth/fields";
import { changePasswordSchema, deleteAccountSchema, marketingSchema } from "~/lib/services/auth/forms";
import { parseNewPasswordSubmission } from "~/lib/services/auth/password-policy.server";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { destroySession, replaceSession, requireUser, requireUserWith, revokeOtherSessions } from "~/lib/services/auth/session.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { parseSubmission } from "~/lib/http/form";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";
import { SignInMethodsSection } from "~/features/sign-in-providers/settings/sign-in-methods";
import { signInMethodReads, signInMethodsAction, signInMethodsFrom } from "~/features/sign-in-providers/settings/sign-in-methods.server";
import { SIGN_IN_METHODS_TEXTS } from "~/features/sign-in-providers/settings/sign-in-methods-texts";
import { NotificationSettingsForm } from "~/features/community/notification-settings";
import { notificationSettingsFrom, notificationSettingsRead, saveNotificationSettings } from "~/features/community/notification-settings.server";
import { NOTIFICATION_TEXTS } from "~/features/community/notification-texts";
import { ReviewEmailSettingsForm } from "~/features/review-emails/settings-form";
import { reviewEmailChoiceFrom, reviewEmailChoiceRead, saveReviewEmailChoice } from "~/features/review-emails/subscription.server";
import { REVIEW_EMAIL_TEXTS } from "~/features/review-emails/texts";

export const meta: MetaFunction = () =>
  pageMeta("Settings", "Sign-in methods, password, email preferences, notifications, review emails, sessions and account deletion.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The sign-in methods and email choices are read with the session: one round trip (ADR 013).
  const {
    user,
    data: [identities, password, notifications, reviewEmails],
  } = await requireUserWith(
    request,
    context,
    (userId) =>
      [...signInMethodReads(context, userId), notificationSettingsRead(context, userId), reviewEmailChoiceRead(context, userId)] as const,
  );
  return {
    email: user.email,
    marketingConsent: user.marketingConsent,
    signInMethods: signInMethodsFrom(context, [identities, password]),
    notifications: notificationSettingsFrom(notifications),
    reviewEmails: reviewEmailChoiceFrom(reviewEmails).reviewEmails,
  };
}

/**
 * Eight forms post here, each with its `intent`; a refused one answers with its intent beside its reply,
 * so only that form shows the messages.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const done = (toast: { title: string; description: string }, init?: ResponseInit) =>
    redirectWithToast("/dashboard/settings", { type: "success", ...toast }, context, init);
  // Guesses of the current password, from either form, share one limit.
  const passwordGuessLimited = () => hitRateLimits(context, [{ limit: RATE_LIMITS.passwordChangePerAccount, subject: user.id }]);

  const intent = form.get("intent");
  switch (intent) {
    case "unlink":
    case "set-password":
      return signInMethodsAction(context, user, form, intent);
    case "change-password": {
      const submission = parseNewPasswordSubmission(form, changePasswordSchema);
      const refuse = (reply: ReturnType<typeof submission.reply>, status = 400) =>
        data({ intent: "change-password" as const, ...reply }, { status });
      if (!submission.success) return refuse(submission.reply());
      if (await passwordGuessLimited()) return refuse(submission.reply({ form: RATE_LIMIT_MESSAGE }), 429);
      if (!(await changePassword(context, user.id, submission.value.currentPassword, submission.value.password))) {
        return refuse(submission.reply({ currentPassword: AUTH_TEXTS.wrongCurrentPassword }));
      }
      // Every session ends, and this browser continues on a new session id.
      return done(AUTH_TEXTS.passwordChanged, { headers: { "Set-Cookie": await replaceSession(request, context, user.id) } });
    }
    case "marketing": {
      const submission = parseSubmission(form, marketingSchema);
      await setMarketingConsent(context, user.id, submission.success && submission.value.marketingConsent);
      return done(AUTH_TEXTS.marketingSaved);
    }
    case "notifications":
      return saveNotificationSettings(context, user.id, form);
    case "review-emails":
      return saveReviewEmailChoice(context, user.id, form);
    case "sign-out-others":
      await revokeOtherSessions(request, context, user.id);
      return done(AUTH_TEXTS.otherSessionsEnded);
    case "delete-account": {
      const submission = parseSubmission(form, deleteAccountSchema);
      const refuse = (reply: ReturnType<typeof submission.reply>, status = 400) =>
        data({ intent: "delete-account" as const, ...reply }, { status });
      if (!submission.success) return refuse(submission.reply());
      const { confirmEmail, accountPassword } = submission.value;
      if (confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
        return refuse(submission.reply({ confirmEmail: AUTH_TEXTS.deleteConfirmMismatch }));
      }
      if (await passwordGuessLimited()) return refuse(submission.reply({ form: RATE_LIMIT_MESSAGE }), 429);
      if (!(await isCurrentPassword(context, user.id, accountPassword))) {
        return refuse(submission.reply({ accountPassword: AUTH_TEXTS.wrongCurrentPassword }));
      }
      try {
        // Billing ends first: a deleted account must never be charged again.
        await endBillingBeforeDeletion(context, user.id);
      } catch (error) {
        reportError(context, error, { message: `Account ${user.id} was not deleted: its subscription could not be cancelled`, request });
        return refuse(submission.reply({ form: AUTH_TEXTS.deleteBillingFailed }), 503);
      }
      await deleteAccount(context, user.id);
      const cookie = await destroySession(request, context);
      return redirectWithToast("/", { type: "success", ...AUTH_TEXTS.accountDeleted }, context, {
        headers: { "Set-Cookie": cookie },
      });
    }
    default:
      return data({ intent: null, values: {}, errors: { form: "Unknown action." } }, { status: 400 });
  }
}

// An id is one token: "Change password" would make aria-labelledby name two missing ids.
const sectionId = (title: string) => `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={sectionId(title)}>
      <h2 id={sectionId(title)} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const constraints = { changePassword: CHANGE_PASSWORD_CONSTRAINTS, deleteAccount: DELETE_ACCOUNT_CONSTRAINTS };

export default function Settings() {
  const { email, marketingConsent, signInMethods, notifications, reviewEmails } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const passwordReply = actionData?.intent === "change-password" ? actionData : undefined;
  const deleteReply = actionData?.intent === "delete-account" ? actionData : undefined;
  const signInMethodsReply = actionData?.intent === "sign-in-methods" ? actionData : undefined;
  const reviewEmailsReply = actionData?.intent === "review-emails" ? actionData : undefined;

  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>

      <Section title={SIGN_IN_METHODS_TEXTS.title}>
        <SignInMethodsSection methods={signInMethods} error={signInMethodsReply?.errors.form} />
      </Section>

      {/* An account made through a provider has no current password to type: it sets one by email above. */}
      {signInMethods.hasPassword ? (
        <Section title="Change password">
          <Form method="post" className="mt-4 max-w-md space-y-4">
            <input type="hidden" name="intent" value="change-password" />
            <FormError message={passwordReply?.errors.form} />
            <PasswordField
              label="Current password"
              name="currentPassword"
              autoComplete="current-password"
              {...constraints.changePassword.currentPassword}
              error={passwordReply?.errors.currentPassword}
            />
            <NewPasswordFields labels={NEW_PASSWORD_LABELS} reply={passwordReply} />
            <SubmitButton intent="change-password" className="button-primary" label="Change Password" busyLabel="Changing Password..." />
          </Form>
        </Section>
      ) : null}

      <Section title="Email preferences">
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="marketing" />
          <CheckboxField
            key={String(marketingConsent)}
            name="marketingConsent"
            defaultChecked={marketingConsent}
            label="Send me money tips, new courses and offers by email. Account emails (like password resets) are always sent."
          />
          <SubmitButton intent="marketing" className="button-secondary" label="Save Preferences" busyLabel="Saving..." />
        </Form>
      </Section>

      <Section title={NOTIFICATION_TEXTS.settings.title}>
        <NotificationSettingsForm communityReplies={notifications.communityReplies} />
      </Section>

      <Section title={REVIEW_EMAIL_TEXTS.settings.title}>
        <ReviewEmailSettingsForm
          reviewEmails={reviewEmails}
          error={reviewEmailsReply ? (reviewEmailsReply.errors.reviewEmails ?? reviewEmailsReply.errors.form) : undefined}
        />
      </Section>

      <Section title="Sessions">
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="sign-out-others" />
          <p className="text-slate-700">Signed in on a device you no longer use? End every session except this one.</p>
          <SubmitButton intent="sign-out-others" className="button-secondary mt-4" label="Sign Out Other Sessions" busyLabel="Signing Out..." />
        </Form>
      </Section>

      <Section title="Delete account">
        {signInMethods.hasPassword ? (
          <Form method="post" className="mt-4 max-w-md space-y-4">
            <input type="hidden" name="intent" value="delete-account" />
            <FormError message={deleteReply?.errors.form} />
            <p className="text-slate-700">
              This ends your plan&apos;s billing, if you have one, then removes your profile, progress and sign-in for good. Purchase records
              that tax law requires us to keep are kept without your name or email. This cannot be undone.
            </p>
            <TextField
              label={`Type ${email} to confirm`}
              name="confirmEmail"
              autoComplete="off"
              {...constraints.deleteAccount.confirmEmail}
              defaultValue={deleteReply?.values.confirmEmail}
              error={deleteReply?.errors.confirmEmail}
            />
            <PasswordField
              label="Your password"
              name="accountPassword"
              autoComplete="current-password"
              {...constraints.deleteAccount.accountPassword}
              error={deleteReply?.errors.accountPassword}
            />
            <SubmitButton
              intent="delete-account"
              className="inline-flex items-center justify-center rounded-lg bg-red-700 px-5 py-3 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-70"
              label="Delete My Account"
              busyLabel="Deleting Account..."
            />
          </Form>
        ) : (
          <p className="mt-4 text-slate-700">{SIGN_IN_METHODS_TEXTS.deleteNeedsPassword}</p>
        )}
      </Section>
    </div>
  );
}
