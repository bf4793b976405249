import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "~/components/legal-page";
import { REFUND_POLICY } from "~/lib/legal";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => pageMeta(REFUND_POLICY.title, REFUND_POLICY.summary, args);

export const headers = publicPageHeaders;

export default function Page() {
  return <LegalPage document={REFUND_POLICY} />;
}
