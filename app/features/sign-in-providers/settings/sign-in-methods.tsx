import { Form, useHref } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError, SubmitButton } from "~/components/form-fields";
import { PasswordField } from "~/components/account-fields";
import { MessageParts } from "~/components/message-parts";
import { UtcDay } from "~/components/utc-day";
import type { SignInMethods } from "~/features/sign-in-providers/domain/sign-in-methods";
import { useTranslate } from "~/hooks/use-translate";

function Method({ name, children, action }: { name: string; children: ReactNode; action?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="min-w-0">
        <p className="font-semibold">{name}</p>
        <div className="text-sm text-slate-700">{children}</div>
      </div>
      {action}
    </li>
  );
}

/**
 * The Settings page's Sign-in methods (issue 24, item 3): the password (set or not) and each linked
 * provider with the date it was linked; Unlink only where another way in remains; a Link button only
 * for a configured provider not linked yet, after the learner re-proves who they are (their password, or
 * a sign-in with the provider they have); Set a password for an account without one. Plain forms:
 * all of it works without JavaScript.
 */
export function SignInMethodsSection({ methods, error }: { methods: SignInMethods; error?: string }) {
  const t = useTranslate();
  // The page's language's address: the flow it starts remembers that language (ADR 053).
  const auth = useHref("/auth");
  return (
    <div className="mt-2">
      <p className="text-slate-700">{t("account.methods.intro")}</p>
      <div className="mt-4">
        <FormError message={error} />
      </div>
      <ul className="divide-y divide-slate-200">
        <Method
          name={t("account.field.password")}
          action={
            methods.hasPassword ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="set-password" />
                <SubmitButton
                  intent="set-password"
                  className="button-secondary"
                  label={t("account.methods.setPassword")}
                  busyLabel={t("account.common.sending")}
                />
              </Form>
            )
          }
        >
          {methods.hasPassword ? <p>{t("account.methods.passwordSet")}</p> : <p>{t("account.methods.passwordNotSet")}</p>}
        </Method>
        {methods.linked.map((identity) => (
          <Method
            key={identity.provider}
            name={identity.name}
            action={
              identity.canUnlink ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="unlink" />
                  <input type="hidden" name="provider" value={identity.provider} />
                  <button type="submit" className="button-secondary">
                    {t("account.methods.unlink")}
                    <span className="sr-only">{` ${identity.name}`}</span>
                  </button>
                </Form>
              ) : null
            }
          >
            <p>
              <MessageParts text={t("account.methods.linkedOn")} parts={{ date: <UtcDay value={identity.linkedAt} /> }} />
              {identity.email ? <span className="break-all">{` ${t("account.methods.linkedAs", { email: identity.email })}`}</span> : null}
            </p>
            {identity.canUnlink ? null : <p>{t("account.methods.onlyWayIn")}</p>}
          </Method>
        ))}
      </ul>
      {methods.linkable.length > 0 ? (
        // The provider's page is another site: a full-page POST that follows its redirect, with or without JavaScript.
        <Form method="post" action={`/auth/${methods.linkable[0]!.provider}`} reloadDocument className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="link" />
          {methods.hasPassword ? (
            <PasswordField
              label={t("account.methods.linkPasswordLabel")}
              name="linkPassword"
              autoComplete="current-password"
              required
              maxLength={128}
            />
          ) : (
            <p className="text-sm text-slate-700">{t("account.methods.linkReprove", { provider: methods.linked[0]?.name ?? "" })}</p>
          )}
          <div className="flex flex-wrap gap-3">
            {methods.linkable.map((provider) => (
              <button key={provider.provider} type="submit" formAction={`${auth}/${provider.provider}`} className="button-secondary">
                {t("account.methods.link", { provider: provider.name })}
              </button>
            ))}
          </div>
        </Form>
      ) : null}
    </div>
  );
}
