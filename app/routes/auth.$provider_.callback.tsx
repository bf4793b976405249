import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { handleCallback } from "~/features/sign-in-providers/provider-sign-in.server";
import { isProvider } from "~/features/sign-in-providers/domain/providers";

/** Where the provider sends the browser back (the redirect URL registered with it). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!isProvider(params.provider)) throw new Response("Not found", { status: 404 });
  return handleCallback(request, context, params.provider);
}
