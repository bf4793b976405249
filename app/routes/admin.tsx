import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminFrame } from "~/features/admin/admin-frame";
import { CONSOLE_ROLES, consolePageAction, requireStaff } from "~/features/admin/staff.server";
import { pageMeta } from "~/lib/http/meta";

export const meta: MetaFunction = () => [...pageMeta("Staff console", "Run the business."), { name: "robots", content: "noindex" }];

/** Each console page and action checks the role itself too: a layout's loader does not guard its children's. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, CONSOLE_ROLES);
  return { email: staff.email };
}

export const action = consolePageAction;

export default function AdminLayout() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <AdminFrame email={email}>
      <Outlet />
    </AdminFrame>
  );
}
