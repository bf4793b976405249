import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CheckboxField, FormError, PasswordField, TextField } from "~/components/form-fields";
import { changePassword, deleteAccount, isCurrentPassword, setMarketingConsent } from "~/lib/services/auth/accounts.server";
import { changePasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type FieldErrors } from "~/lib/services/auth/forms";
import { parseNewPasswordForm } from "~/lib/services/auth/password-policy.server";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { destroySession, replaceSession, requireUser, revokeOtherSessions } from "~/lib/services/auth/session.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";

export const meta: MetaFunction = () => pageMeta("Settings", "Password, email preferences, sessions and account deletion.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { email: user.email, marketingConsent: user.marketingConsent };
}

type SettingsState = { intent: string; errors: FieldErrors };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const refuse = (errors: FieldErrors, status = 400) => data<SettingsState>({ intent, errors }, { status });
  const done = (toast: { title: string; description: string }, init?: ResponseInit) =>
    redirectWithToast("/dashboard/settings", { type: "success", ...toast }, context, init);
  // Guesses of the current password, from either form, share one limit.
  const passwordGuessLimited = () => hitRateLimits(context, [{ limit: RATE_LIMITS.passwordChangePerAccount, subject: user.id }]);

  switch (intent) {
    case "change-password": {
      const parsed = parseNewPasswordForm(changePasswordSchema, form);
      if (!parsed.success) return refuse(parsed.errors);
      if (await passwordGuessLimited()) return refuse({ form: RATE_LIMIT_MESSAGE }, 429);
      if (!(await changePassword(context, user.id, parsed.data.currentPassword, parsed.data.password))) {
        return refuse({ currentPassword: AUTH_TEXTS.wrongCurrentPassword });
      }
      // Every session ends, and this browser continues on a new session id.
      return done(AUTH_TEXTS.passwordChanged, { headers: { "Set-Cookie": await replaceSession(request, context, user.id) } });
    }
    case "marketing":
      await setMarketingConsent(context, user.id, form.get("marketingConsent") === "on");
      return done(AUTH_TEXTS.marketingSaved);
    case "sign-out-others":
      await revokeOtherSessions(request, context, user.id);
      return done(AUTH_TEXTS.otherSessionsEnded);
    case "delete-account": {
      if (String(form.get("confirmEmail") ?? "").trim().toLowerCase() !== user.email.toLowerCase()) {
        return refuse({ confirmEmail: AUTH_TEXTS.deleteConfirmMismatch });
      }
      if (await passwordGuessLimited()) return refuse({ form: RATE_LIMIT_MESSAGE }, 429);
      const password = String(form.get("accountPassword") ?? "");
      if (password.length > PASSWORD_MAX_LENGTH || !(await isCurrentPassword(context, user.id, password))) {
        return refuse({ accountPassword: AUTH_TEXTS.wrongCurrentPassword });
      }
      const cookie = await destroySession(request, context);
      await deleteAccount(context, user.id);
      return redirectWithToast("/", { type: "success", ...AUTH_TEXTS.accountDeleted }, context, {
        headers: { "Set-Cookie": cookie },
      });
    }
    default:
      return refuse({ form: "Unknown action." });
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={`section-${title}`}>
      <h2 id={`section-${title}`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Settings() {
  const { email, marketingConsent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as SettingsState | undefined;
  const errorsFor = (intent: string): FieldErrors => (actionData?.intent === intent ? actionData.errors : {});

  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>

      <Section title="Change password">
        <Form method="post" className="mt-4 max-w-md space-y-4">
          <input type="hidden" name="intent" value="change-password" />
          <FormError message={errorsFor("change-password").form} />
          <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" required maxLength={PASSWORD_MAX_LENGTH} error={errorsFor("change-password").currentPassword} />
          <PasswordField label="New password" name="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} error={errorsFor("change-password").password} />
          <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" required maxLength={PASSWORD_MAX_LENGTH} error={errorsFor("change-password").confirmPassword} />
          <button type="submit" className="button-primary">Change Password</button>
        </Form>
      </Section>

      <Section title="Email preferences">
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="marketing" />
          <CheckboxField
            key={String(marketingConsent)}
            name="marketingConsent"
            defaultChecked={marketingConsent}
            label="Send me money tips, new courses and offers by email. Account emails (like password resets) are always sent."
          />
          <button type="submit" className="button-secondary">Save Preferences</button>
        </Form>
      </Section>

      <Section title="Sessions">
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="sign-out-others" />
          <p className="text-slate-700">Signed in on a device you no longer use? End every session except this one.</p>
          <button type="submit" className="button-secondary mt-4">Sign Out Other Sessions</button>
        </Form>
      </Section>

      <Section title="Delete account">
        <Form method="post" className="mt-4 max-w-md space-y-4">
          <input type="hidden" name="intent" value="delete-account" />
          <FormError message={errorsFor("delete-account").form} />
          <p className="text-slate-700">
            This removes your profile, progress and sign-in for good. Purchase records that tax law requires us to keep are
            kept without your name or email. This cannot be undone.
          </p>
          <TextField label={`Type ${email} to confirm`} name="confirmEmail" type="email" autoComplete="off" required maxLength={254} error={errorsFor("delete-account").confirmEmail} />
          <PasswordField label="Your password" name="accountPassword" autoComplete="current-password" required maxLength={PASSWORD_MAX_LENGTH} error={errorsFor("delete-account").accountPassword} />
          <button type="submit" className="inline-flex items-center justify-center rounded-lg bg-red-700 px-5 py-3 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700">
            Delete My Account
          </button>
        </Form>
      </Section>
    </div>
  );
}
