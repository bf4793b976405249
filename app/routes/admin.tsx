import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminFrame } from "~/features/admin/admin-frame";
import { consolePageAction, FRAME_ROLES, staffOf } from "~/features/admin/staff.server";
import { adviserRead } from "~/features/support/console.server";
import { pageMeta } from "~/lib/http/meta";
import { readWithSession } from "~/lib/services/auth/session.server";

export const meta: MetaFunction = () => [...pageMeta("Staff console", "Run the business."), { name: "robots", content: "noindex" }];

/**
 * Admits admins and coaches to the frame; each console page and action checks the role itself too (a
 * layout's loader does not guard its children's), so a coach reaches Coaching, and Support when they are
 * a registered adviser (read in the same batch), and nothing else.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, data } = await readWithSession(request, context, (userId) =>
    userId ? ([adviserRead(context.db, userId)] as const) : ([] as unknown as readonly [never]),
  );
  const staff = staffOf(user, FRAME_ROLES);
  // Learners and visitors: a page that does not exist (the console is not advertised).
  if (!staff) throw new Response("Not found", { status: 404 });
  return { email: staff.email, role: staff.role, adviser: Boolean(data[0]?.length) };
}

export const action = consolePageAction;

export default function AdminLayout() {
  const { email, role, adviser } = useLoaderData<typeof loader>();
  return (
    <AdminFrame email={email} role={role} adviser={adviser}>
      <Outlet />
    </AdminFrame>
  );
}
