import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { PROVIDER_NAMES } from "~/features/sign-in-providers/domain/providers";
import { findPending, finishLink } from "~/features/sign-in-providers/provider-sign-in.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { pageMeta } from "~/lib/http/meta";

export const meta: MetaFunction = () => pageMeta("Link your account", "Confirm linking a sign-in provider to your account.");

/** The emailed link opens a page with a button: mail scanners that fetch links must not use it up. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const pending = await findPending(context, token, ["link-existing"]);
  return { token, provider: pending?.accountEmail ? pending.provider : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  return finishLink(context, token, "/dashboard", "link-existing");
}

export default function ConfirmLink() {
  const { token, provider } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Link your account</h1>
      {provider ? (
        <Form method="post" className="card mt-8 space-y-4">
          <input type="hidden" name="token" value={token} />
          <p className="text-slate-700">
            Link {PROVIDER_NAMES[provider]} to your account? You will then be able to sign in with it, and you are signed in now.
          </p>
          <button type="submit" className="button-primary w-full">
            Link {PROVIDER_NAMES[provider]}
          </button>
        </Form>
      ) : (
        <div className="card mt-8 space-y-4">
          <p className="text-slate-700">{AUTH_TEXTS.invalidLink}</p>
          <Link to="/login" className="button-primary">
            Back to Login
          </Link>
        </div>
      )}
    </div>
  );
}
