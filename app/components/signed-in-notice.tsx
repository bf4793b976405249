import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslate } from "~/hooks/use-translate";
import { MessageParts } from "./message-parts";

/**
 * What the sign-in and sign-up pages show to someone already signed in: which account, a way on, and a
 * way out that comes back here, so they can sign in as someone else. Its words are the `account` ones.
 */
export function SignedInNotice({ heading, email, continueTo }: { heading: string; email: string; continueTo: string }) {
  const location = useLocation();
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <section className="card mt-8 space-y-5" aria-label={t("account.signedIn.label")}>
        <p role="status">
          <MessageParts text={t("account.signedIn.as")} parts={{ email: <strong className="break-all">{email}</strong> }} />
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={continueTo} className="button-primary">
            {t("account.signedIn.continue")}
          </Link>
          <Form method="post" action="/logout">
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <button type="submit" className="button-secondary">
              {t("account.signedIn.signOut")}
            </button>
          </Form>
        </div>
      </section>
    </div>
  );
}
