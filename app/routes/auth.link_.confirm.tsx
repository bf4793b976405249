import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EmailedLinkPage } from "~/components/emailed-link-page";
import { PROVIDER_NAMES } from "~/features/sign-in-providers/domain/providers";
import { findPending, finishLink } from "~/features/sign-in-providers/provider-sign-in.server";
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
  const name = provider ? PROVIDER_NAMES[provider] : "";
  return (
    <EmailedLinkPage
      heading="Link your account"
      token={token}
      valid={provider !== null}
      text={`Link ${name} to your account? You will then be able to sign in with it, and you are signed in now.`}
      button={`Link ${name}`}
    />
  );
}
