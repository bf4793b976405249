import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { sessionConsolePath } from "~/features/coaching/console.server";
import { ADMIN_COACHING_PATH } from "~/features/coaching/paths";
import { consolePageAction } from "~/features/admin/staff.server";

export const action = consolePageAction;

/** A coach's email links here: the session's place on its coach's schedule (its coach or an admin; anyone else 404). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return redirect(`${ADMIN_COACHING_PATH}${await sessionConsolePath(request, context, params.sessionId ?? "")}`, {
    headers: { "Cache-Control": "private, no-store" },
  });
}
