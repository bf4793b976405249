import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "~/lib/http/meta";

export const meta: MetaFunction = () => pageMeta("Page not found", "This page does not exist.");

/** Any unknown path: log it and answer 404; the root error boundary renders the page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`404 Not Found: ${pathname}`);
  throw new Response("Not Found", { status: 404 });
}

export async function action(args: LoaderFunctionArgs) {
  return loader(args);
}

export default function NotFound() {
  return null;
}
