import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CheckboxField, FormError, SubmitButton, TextField } from "~/components/form-fields";
import { PasswordField } from "~/components/account-fields";
import { NewPasswordFields } from "~/components/new-password-fields";
import { changePassword, deleteAccount, isCurrentPassword, setMarketingConsent } from "~/lib/services/auth/accounts.server";
import { endBillingBeforeDeletion, PaymentStillConfirming } from "~/features/payments/subscription.server";
import { cancelSessionsOfLeavingAccount } from "~/features/coaching/plan-ended.server";
import { CHANGE_PASSWORD_CONSTRAINTS, DELETE_ACCOUNT_CONSTRAINTS } from "~/lib/services/auth/fields";
import { changePasswordSchema, deleteAccountSchema, marketingSchema } from "~/lib/services/auth/forms";
import { parseNewPasswordSubmission } from "~/lib/services/auth/password-policy.server";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { destroySession, replaceSession, requireUser, requireUserWith, revokeOtherSessions } from "~/lib/services/auth/session.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { accountToast, localizeReply, type AccountToastName } from "~/lib/services/auth/account-words.server";
import { parseSubmission } from "~/lib/http/form";
import { pageMeta, pageText } from "~/lib/http/meta";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { useLocale, useTranslate } from "~/hooks/use-translate";
import { localizedPath } from "~/lib/i18n/locale";
import { DATA_EXPORT_PATH } from "~/features/data-export/paths";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";
import { SignInMethodsSection } from "~/features/sign-in-providers/settings/sign-in-methods";
import { signInMethodReads, signInMethodsAction, signInMethodsFrom } from "~/features/sign-in-providers/settings/sign-in-methods.server";
import { NotificationSettingsForm } from "~/features/community/notification-settings";
import { notificationSettingsFrom, notificationSettingsRead, saveNotificationSettings } from "~/features/community/notification-settings.server";
import { NOTIFICATION_TEXTS } from "~/features/community/notification-texts";
import { ReviewEmailSettingsForm } from "~/features/review-emails/settings-form";
import { reviewEmailChoiceFrom, reviewEmailChoiceRead, saveReviewEmailChoice } from "~/features/review-emails/subscription.server";
import { REVIEW_EMAIL_TEXTS } from "~/features/review-emails/texts";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(pageText(args, "account.settings.title"), pageText(args, "account.settings.description"));

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
    // The notifications form's words are the community's (services.community.settings.*).
    messages: messagesFor(context.locale, ["account", "services.community.settings"]),
  };
}

/**
 * Eight forms post here, each with its `intent`; a refused one answers with its intent beside its reply,
 * so only that form shows the messages.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const { locale } = context;
  const done = (toast: AccountToastName, init?: ResponseInit) =>
    redirectWithToast("/dashboard/settings", accountToast(locale, toast), context, init);
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
        data({ intent: "change-password" as const, ...localizeReply(locale, reply) }, { status });
      if (!submission.success) return refuse(submission.reply());
      if (await passwordGuessLimited()) return refuse(submission.reply({ form: RATE_LIMIT_MESSAGE }), 429);
      if (!(await changePassword(context, user.id, submission.value.currentPassword, submission.value.password))) {
        return refuse(submission.reply({ currentPassword: AUTH_TEXTS.wrongCurrentPassword }));
      }
      // Every session ends, and this browser continues on a new session id.
      return done("passwordChanged", { headers: { "Set-Cookie": await replaceSession(request, context, user.id) } });
    }
    case "marketing": {
      const submission = parseSubmission(form, marketingSchema);
      await setMarketingConsent(context, user.id, submission.success && submission.value.marketingConsent);
      return done("marketingSaved");
    }
    case "notifications":
      return saveNotificationSettings(context, user.id, form);
    case "review-emails":
      return saveReviewEmailChoice(context, user.id, form);
    case "sign-out-others":
      await revokeOtherSessions(request, context, user.id);
      return done("otherSessionsEnded");
    case "delete-account": {
      const submission = parseSubmission(form, deleteAccountSchema);
      const refuse = (reply: ReturnType<typeof submission.reply>, status = 400) =>
        data({ intent: "delete-account" as const, ...localizeReply(locale, reply) }, { status });
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
        if (error instanceof PaymentStillConfirming) return refuse(submission.reply({ form: AUTH_TEXTS.deletePaymentPending }), 409);
        reportError(context, error, { message: `Account ${user.id} was not deleted: its subscription could not be cancelled`, request });
        return refuse(submission.reply({ form: AUTH_TEXTS.deleteBillingFailed }), 503);
      }
      // The other side of a booked coaching session hears of it before the session goes with the account.
      await cancelSessionsOfLeavingAccount(context, user, new Date());
      await deleteAccount(context, user.id);
      const cookie = await destroySession(request, context);
      return redirectWithToast("/", accountToast(locale, "accountDeleted"), context, {
        headers: { "Set-Cookie": cookie },
      });
    }
    default:
      return data(localizeReply(locale, { intent: null, values: {}, errors: { form: "Unknown action." } }), { status: 400 });
  }
}

// An id is one token: "Change password" would make aria-labelledby name two missing ids. Made from the
// section's English name, so it is the same in every language.
const sectionId = (name: string) => `section-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={sectionId(name)}>
      <h2 id={sectionId(name)} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const constraints = { changePassword: CHANGE_PASSWORD_CONSTRAINTS, deleteAccount: DELETE_ACCOUNT_CONSTRAINTS };

export default function Settings() {
  const t = useTranslate();
  const locale = useLocale();
  const { email, marketingConsent, signInMethods, notifications, reviewEmails } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const passwordReply = actionData?.intent === "change-password" ? actionData : undefined;
  const deleteReply = actionData?.intent === "delete-account" ? actionData : undefined;
  const signInMethodsReply = actionData?.intent === "sign-in-methods" ? actionData : undefined;
  const reviewEmailsReply = actionData?.intent === "review-emails" ? actionData : undefined;

  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold tracking-tight">{t("account.settings.title")}</h1>

      <Section name="Sign-in methods" title={t("account.methods.title")}>
        <SignInMethodsSection methods={signInMethods} error={signInMethodsReply?.errors.form} />
      </Section>

      {/* An account made through a provider has no current password to type: it sets one by email above. */}
      {signInMethods.hasPassword ? (
        <Section name="Change password" title={t("account.settings.changePassword")}>
          <Form method="post" className="mt-4 max-w-md space-y-4">
            <input type="hidden" name="intent" value="change-password" />
            <FormError message={passwordReply?.errors.form} />
            <PasswordField
              label={t("account.field.currentPassword")}
              name="currentPassword"
              autoComplete="current-password"
              {...constraints.changePassword.currentPassword}
              error={passwordReply?.errors.currentPassword}
            />
            <NewPasswordFields replacing reply={passwordReply} />
            <SubmitButton
              intent="change-password"
              className="button-primary"
              label={t("account.settings.changePasswordSubmit")}
              busyLabel={t("account.settings.changePasswordBusy")}
            />
          </Form>
        </Section>
      ) : null}

      <Section name="Email preferences" title={t("account.settings.emailPreferences")}>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="marketing" />
          <CheckboxField
            key={String(marketingConsent)}
            name="marketingConsent"
            defaultChecked={marketingConsent}
            label={t("account.settings.marketing")}
          />
          <SubmitButton
            intent="marketing"
            className="button-secondary"
            label={t("account.settings.savePreferences")}
            busyLabel={t("account.common.saving")}
          />
        </Form>
      </Section>

      <Section name={NOTIFICATION_TEXTS.settings.title} title={t("services.community.settings.title")}>
        <NotificationSettingsForm communityReplies={notifications.communityReplies} />
      </Section>

      <Section name={REVIEW_EMAIL_TEXTS.settings.title} title={t("account.reviewEmails.title")}>
        <ReviewEmailSettingsForm
          reviewEmails={reviewEmails}
          error={reviewEmailsReply ? (reviewEmailsReply.errors.reviewEmails ?? reviewEmailsReply.errors.form) : undefined}
        />
      </Section>

      <Section name="Sessions" title={t("account.settings.sessions")}>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="sign-out-others" />
          <p className="text-slate-700">{t("account.settings.sessionsText")}</p>
          <SubmitButton
            intent="sign-out-others"
            className="button-secondary mt-4"
            label={t("account.settings.signOutOthers")}
            busyLabel={t("account.settings.signOutOthersBusy")}
          />
        </Form>
      </Section>

      <Section name="Your data" title={t("account.settings.yourData")}>
        <p className="mt-4 text-slate-700">{t("account.settings.yourDataText")}</p>
        {/* A file, not a page: the browser downloads it, with or without JavaScript. */}
        <a href={localizedPath(DATA_EXPORT_PATH, locale)} download className="button-secondary mt-4">
          {t("account.settings.downloadData")}
        </a>
      </Section>

      <Section name="Delete account" title={t("account.settings.deleteAccount")}>
        {signInMethods.hasPassword ? (
          <Form method="post" className="mt-4 max-w-md space-y-4">
            <input type="hidden" name="intent" value="delete-account" />
            <FormError message={deleteReply?.errors.form} />
            <p className="text-slate-700">{t("account.settings.deleteText")}</p>
            <TextField
              label={t("account.settings.confirmEmail", { email })}
              name="confirmEmail"
              autoComplete="off"
              {...constraints.deleteAccount.confirmEmail}
              defaultValue={deleteReply?.values.confirmEmail}
              error={deleteReply?.errors.confirmEmail}
            />
            <PasswordField
              label={t("account.settings.yourPassword")}
              name="accountPassword"
              autoComplete="current-password"
              {...constraints.deleteAccount.accountPassword}
              error={deleteReply?.errors.accountPassword}
            />
            <SubmitButton
              intent="delete-account"
              className="inline-flex items-center justify-center rounded-lg bg-red-700 px-5 py-3 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-70"
              label={t("account.settings.deleteSubmit")}
              busyLabel={t("account.settings.deleteBusy")}
            />
          </Form>
        ) : (
          <p className="mt-4 text-slate-700">{t("account.methods.deleteNeedsPassword")}</p>
        )}
      </Section>
    </div>
  );
}
