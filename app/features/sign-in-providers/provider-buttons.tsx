import { useHref } from "@remix-run/react";
import { useTranslate } from "~/hooks/use-translate";
import { PROVIDER_NAMES, type Provider } from "./domain/providers";

/**
 * "Continue with Google/Facebook" on Log In and Sign Up: one plain form per configured provider, posting
 * to /auth/:provider, which answers with the redirect to the provider. A plain form (not Remix's) lets
 * the browser follow that redirect to another site itself, the same with or without JavaScript. Its
 * address is the page's language's (`useHref`), so the flow remembers that language (ADR 053).
 */
export function ProviderButtons({ providers, redirectTo }: { providers: readonly Provider[]; redirectTo: string | null }) {
  const t = useTranslate();
  const auth = useHref("/auth");
  if (providers.length === 0) return null;
  return (
    <section aria-label={t("account.providers.label")} className="mt-6 space-y-3">
      <p className="text-center text-sm text-slate-700">{t("account.providers.intro")}</p>
      {providers.map((provider) => (
        <form key={provider} method="post" action={`${auth}/${provider}`}>
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <button type="submit" className="button-secondary w-full">
            {t("account.providers.continueWith", { provider: PROVIDER_NAMES[provider] })}
          </button>
        </form>
      ))}
    </section>
  );
}
