import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { startFlow } from "~/features/sign-in-providers/provider-sign-in.server";
import { isProvider } from "~/features/sign-in-providers/domain/providers";
import { translate } from "~/lib/i18n/catalogues.server";

/** A GET never starts a flow: a cross-site image or link cannot send anyone to a provider (ADR 035). */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(translate(context.locale, "account.providers.getRefused"), { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (!isProvider(params.provider)) throw new Response("Not found", { status: 404 });
  return startFlow(request, context, params.provider);
}
