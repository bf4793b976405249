import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminFrame } from "~/features/admin/admin-frame";
import { consolePageAction, FRAME_ROLES, requireStaff } from "~/features/admin/staff.server";
import { pageMeta } from "~/lib/http/meta";

export const meta: MetaFunction = () => [...pageMeta("Staff console", "Run the business."), { name: "robots", content: "noindex" }];

/**
 * Admits admins and coaches to the frame; each console page and action checks the role itself too (a
 * layout's loader does not guard its children's), so a coach reaches Coaching and nothing else.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, FRAME_ROLES);
  return { email: staff.email, role: staff.role };
}

export const action = consolePageAction;

export default function AdminLayout() {
  const { email, role } = useLoaderData<typeof loader>();
  return (
    <AdminFrame email={email} role={role}>
      <Outlet />
    </AdminFrame>
  );
}
