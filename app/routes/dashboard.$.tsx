import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import DashboardWelcome from "./dashboard._index";
import { requireUser } from "~/lib/auth/session.server";

/** The spec: any other dashboard sub-route falls back to the welcome screen (until its screen exists). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export default DashboardWelcome;
