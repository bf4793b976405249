import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { avatarFile } from "~/features/avatars/avatars.server";
import { CONTENT_ADDRESSED_FILE_CACHE, PRIVATE_CACHE } from "~/lib/http/http-cache";

/**
 * A member's avatar, from the database (issue 36 item 7). The address names the version (its digest),
 * so a browser keeps it for a year; an old or unknown one is a 404 and pages show the initials. The
 * picture was checked and stripped when uploaded; served as exactly its stored type, never sniffed (nosniff, as
 * every response: server/security-headers.ts), with a policy that lets nothing in it run, and only to this site's own pages.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const file = await avatarFile(context, params.userId!, params.digest!);
  if (!file) {
    return new Response("No such picture.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_CACHE },
    });
  }
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Cache-Control": CONTENT_ADDRESSED_FILE_CACHE,
      "Content-Security-Policy": "default-src 'none'",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
