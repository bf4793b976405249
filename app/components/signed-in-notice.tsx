import { Form, Link, useLocation } from "@remix-run/react";

/**
 * What the sign-in and sign-up pages show to someone already signed in: which account, a way on, and a
 * way out that comes back here, so they can sign in as someone else.
 */
export function SignedInNotice({ heading, email, continueTo }: { heading: string; email: string; continueTo: string }) {
  const location = useLocation();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <section className="card mt-8 space-y-5" aria-label="Signed in">
        <p role="status">
          You are signed in as <strong className="break-all">{email}</strong>.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={continueTo} className="button-primary">
            Continue as this account
          </Link>
          <Form method="post" action="/logout">
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <button type="submit" className="button-secondary">
              Sign out
            </button>
          </Form>
        </div>
      </section>
    </div>
  );
}
