/**
 * A resource route (a file download) cannot render the site's pages, yet a person who opens its URL
 * by hand should see one when there is no file: the site's error page with its status, or a gate.
 * Such a route answers with `pageInstead(path)`, and the request pipeline (server/app-handler.ts)
 * serves the page at `path` for the same request instead.
 */
export const PAGE_INSTEAD_HEADER = "X-Page-Instead";

export function pageInstead(path: string): Response {
  return new Response(null, { status: 500, headers: { [PAGE_INSTEAD_HEADER]: path } });
}

/** The same-site page a response asks to be served instead, if any (a path, never another origin). */
export function pageInsteadOf(response: Response): string | null {
  const path = response.headers.get(PAGE_INSTEAD_HEADER);
  return path && path.startsWith("/") && !path.startsWith("//") ? path : null;
}
