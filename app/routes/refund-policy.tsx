import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "~/components/legal-page";
import { REFUND_POLICY } from "~/lib/copy/legal";
import { publicPageHeaders } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";

export const meta: MetaFunction = (args) => pageMeta(REFUND_POLICY.title, REFUND_POLICY.summary, args);

export const headers = publicPageHeaders;

export default function Page() {
  return <LegalPage document={REFUND_POLICY} />;
}
