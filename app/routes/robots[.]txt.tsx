import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PUBLIC_FILE_CACHE } from "~/lib/http/http-cache";
import { robotsTxt } from "~/lib/http/sitemap";

/** A route rather than a file in public/, because the Sitemap line needs the site's absolute URL. */
export async function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(context.settings.siteUrl.origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_FILE_CACHE },
  });
}
