import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "~/components/legal-page";
import { PRIVACY_POLICY } from "~/lib/legal";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => pageMeta(PRIVACY_POLICY.title, PRIVACY_POLICY.summary, args);

export const headers = publicPageHeaders;

export default function Page() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
