import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { confirmAddress, findPending } from "~/features/sign-in-providers/provider-sign-in.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { pageMeta } from "~/lib/http/meta";

export const meta: MetaFunction = () => pageMeta("Confirm your email", "Confirm the email address of your new Moneywise account.");

/** The emailed link opens a page with a button: mail scanners that fetch links must not use it up. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: Boolean(await findPending(context, token, ["verify-email"])) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return confirmAddress(context, String((await request.formData()).get("token") ?? ""));
}

export default function ConfirmAddress() {
  const { token, valid } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Confirm your email</h1>
      {valid ? (
        <Form method="post" className="card mt-8 space-y-4">
          <input type="hidden" name="token" value={token} />
          <p className="text-slate-700">Confirm this address, then choose your country to finish creating your account.</p>
          <button type="submit" className="button-primary w-full">
            Confirm my email
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
