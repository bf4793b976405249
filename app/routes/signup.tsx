import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () => pageMeta("Sign Up", "Accounts are not open yet. You will be able to create one here soon.");

export default function Page() {
  return <ComingSoon title="Sign Up">Accounts are not open yet. You will be able to create one here soon.</ComingSoon>;
}
