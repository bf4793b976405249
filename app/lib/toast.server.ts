import { createCookie, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { flashToastSchema, type FlashToast, type Toast } from "./toast";

function toastCookie(context: AppLoadContext) {
  const { sessionSecret, secureCookies } = context.settings;
  return createCookie("toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies,
    secrets: [sessionSecret],
    maxAge: 60,
  });
}

/** Redirects and shows `toast` on the next page; works without JavaScript because it rides in a cookie. */
export async function redirectWithToast(
  url: string,
  toast: Toast,
  context: AppLoadContext,
  init: ResponseInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(context).serialize({ ...toast, id: crypto.randomUUID() }));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast and returns the header that clears it, so it is shown once. */
export async function readToast(
  request: Request,
  context: AppLoadContext,
): Promise<{ toast: FlashToast | null; headers: Headers }> {
  const cookie = toastCookie(context);
  const headers = new Headers();
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("toast=")) return { toast: null, headers };
  const parsed = flashToastSchema.safeParse(await cookie.parse(cookieHeader));
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { toast: parsed.success ? parsed.data : null, headers };
}
