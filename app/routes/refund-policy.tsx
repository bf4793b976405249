import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "~/components/legal-page";
import { REFUND_POLICY } from "~/lib/legal";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () => pageMeta(REFUND_POLICY.title, REFUND_POLICY.summary);

export default function Page() {
  return <LegalPage document={REFUND_POLICY} />;
}
