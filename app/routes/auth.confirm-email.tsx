import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EmailedLinkPage, EndedStep } from "~/components/emailed-link-page";
import { addressConfirmationState, confirmAddress } from "~/features/sign-in-providers/provider-sign-in.server";
import { PROVIDER_NAMES } from "~/features/sign-in-providers/domain/providers";
import { pageMeta, pageText } from "~/lib/http/meta";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { useTranslate } from "~/hooks/use-translate";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(pageText(args, "account.verify.title"), pageText(args, "account.confirmAddress.description", { product: PRODUCT_NAME }));

/**
 * The emailed link opens a page with a button: mail scanners that fetch links must not use it up. It
 * works only in the browser that asked for it (ADR 035), so a confirmation someone else requested for
 * this address cannot be completed by its holder's click.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, ...(await addressConfirmationState(request, context, token)), messages: messagesFor(context.locale, ["account"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return confirmAddress(request, context, String((await request.formData()).get("token") ?? ""));
}

export default function ConfirmAddress() {
  const t = useTranslate();
  const { token, state, provider } = useLoaderData<typeof loader>();
  const heading = t("account.verify.title");
  if (state === "other-browser") {
    return <EndedStep heading={heading} text={t("account.provider.otherBrowser", { provider: PROVIDER_NAMES[provider!] })} />;
  }
  return (
    <EmailedLinkPage
      heading={heading}
      token={token}
      valid={state === "valid"}
      text={t("account.confirmAddress.text")}
      button={t("account.verify.button")}
    />
  );
}
