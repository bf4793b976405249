import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { requireUser } from "~/lib/auth/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export default function DashboardWelcome() {
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Welcome back!</h1>
      <p className="mt-2 text-slate-700">Continue your financial education journey</p>
      <section className="card mt-8" aria-labelledby="get-started">
        <h2 id="get-started" className="text-xl font-semibold">Get Started</h2>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Link to="/courses" className="button-primary">Browse Courses</Link>
          <Link to="/dashboard/progress" className="button-secondary">View Progress</Link>
          <Link to="/dashboard/profile" className="button-secondary">Edit Profile</Link>
        </div>
      </section>
    </div>
  );
}
