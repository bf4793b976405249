import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EmailedLinkPage, EndedStep } from "~/components/emailed-link-page";
import { addressConfirmationState, confirmAddress } from "~/features/sign-in-providers/provider-sign-in.server";
import { PROVIDER_TEXTS } from "~/features/sign-in-providers/texts";
import { pageMeta } from "~/lib/http/meta";

export const meta: MetaFunction = () => pageMeta("Confirm your email", "Confirm the email address of your new Moneywise account.");

/**
 * The emailed link opens a page with a button: mail scanners that fetch links must not use it up. It
 * works only in the browser that asked for it (ADR 035), so a confirmation someone else requested for
 * this address cannot be completed by its holder's click.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, ...(await addressConfirmationState(request, context, token)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return confirmAddress(request, context, String((await request.formData()).get("token") ?? ""));
}

export default function ConfirmAddress() {
  const { token, state, provider } = useLoaderData<typeof loader>();
  if (state === "other-browser") return <EndedStep heading="Confirm your email" text={PROVIDER_TEXTS.otherBrowser(provider!)} />;
  return (
    <EmailedLinkPage
      heading="Confirm your email"
      token={token}
      valid={state === "valid"}
      text="Confirm this address, then choose your country to finish creating your account."
      button="Confirm my email"
    />
  );
}
