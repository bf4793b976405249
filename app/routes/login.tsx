import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () => pageMeta("Log In", "Accounts are not open yet. Sign-in will be available here soon.");

export default function Page() {
  return <ComingSoon title="Log In">Accounts are not open yet. Sign-in will be available here soon.</ComingSoon>;
}
