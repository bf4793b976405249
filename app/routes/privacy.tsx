import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "~/components/legal-page";
import { PRIVACY_POLICY } from "~/lib/legal";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () => pageMeta(PRIVACY_POLICY.title, PRIVACY_POLICY.summary);

export default function Page() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
