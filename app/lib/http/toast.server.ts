import { redirect, type AppLoadContext, type TypedResponse } from "@remix-run/cloudflare";
import { clearCookie, hasCookie, readCookie, siteCookie } from "./cookies.server";
import { flashToastSchema, type FlashToast, type Toast } from "./toast";

function toastCookie(context: AppLoadContext) {
  return siteCookie(context, "toast", { signed: true, maxAge: 60 });
}

/**
 * Redirects and shows `toast` on the next page; works without JavaScript because it rides in a cookie.
 * Typed as a redirect (`TypedResponse<never>`) so it adds nothing to `useActionData<typeof action>()`.
 */
export async function redirectWithToast(
  url: string,
  toast: Toast,
  context: AppLoadContext,
  init: ResponseInit = {},
): Promise<TypedResponse<never>> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(context).serialize({ ...toast, id: crypto.randomUUID() }));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast and returns the header that clears it, so it is shown once (a bad one too). */
export async function readToast(request: Request, context: AppLoadContext): Promise<{ toast: FlashToast | null; headers: Headers }> {
  const cookie = toastCookie(context);
  const headers = new Headers();
  if (!hasCookie(cookie, request)) return { toast: null, headers };
  const parsed = flashToastSchema.safeParse(await readCookie(cookie, request));
  headers.append("Set-Cookie", await clearCookie(cookie));
  return { toast: parsed.success ? parsed.data : null, headers };
}
