import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EmailedLinkPage } from "~/components/emailed-link-page";
import { confirmAddress, findPending } from "~/features/sign-in-providers/provider-sign-in.server";
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
    <EmailedLinkPage
      heading="Confirm your email"
      token={token}
      valid={valid}
      text="Confirm this address, then choose your country to finish creating your account."
      button="Confirm my email"
    />
  );
}
