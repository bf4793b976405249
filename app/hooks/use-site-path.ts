import { useHref } from "@remix-run/react";

/**
 * Addresses of this site for plain `<a href>` links (files, and pages loaded whole), in the page's
 * language. `<Link>` and `<Form>` add the router's basename (`/fr`) themselves; a bare `href` would drop
 * it and open the English page. One `useHref` per component, so a list of many links costs one.
 */
export function useSitePath(): (path: string) => string {
  const root = useHref("/");
  const prefix = root.endsWith("/") ? root.slice(0, -1) : root;
  return (path) => `${prefix}${path}`;
}
