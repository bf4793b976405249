import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () => pageMeta("Reset Password", "Accounts are not open yet, so there is no password to reset.");

export default function Page() {
  return <ComingSoon title="Reset Password">Accounts are not open yet, so there is no password to reset.</ComingSoon>;
}
