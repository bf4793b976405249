import type { Provider } from "./domain/providers";
import { PROVIDER_TEXTS } from "./texts";

/**
 * "Continue with Google/Facebook" on Log In and Sign Up: one plain form per configured provider, posting
 * to /auth/:provider, which answers with the redirect to the provider. A plain form (not Remix's) lets
 * the browser follow that redirect to another site itself, the same with or without JavaScript.
 */
export function ProviderButtons({ providers, redirectTo }: { providers: readonly Provider[]; redirectTo: string | null }) {
  if (providers.length === 0) return null;
  return (
    <section aria-label="Other ways to sign in" className="mt-6 space-y-3">
      <p className="text-center text-sm text-slate-700">Or use an account you already have:</p>
      {providers.map((provider) => (
        <form key={provider} method="post" action={`/auth/${provider}`}>
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <button type="submit" className="button-secondary w-full">
            {PROVIDER_TEXTS.button(provider)}
          </button>
        </form>
      ))}
    </section>
  );
}
