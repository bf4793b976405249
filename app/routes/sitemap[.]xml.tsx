import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PUBLIC_FILE_CACHE } from "~/lib/http/http-cache";
import { sitemapXml } from "~/lib/http/sitemap";

export async function loader({ context }: LoaderFunctionArgs) {
  return new Response(sitemapXml(context.settings.siteUrl.origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_FILE_CACHE },
  });
}
