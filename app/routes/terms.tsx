import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "~/components/legal-page";
import { TERMS_OF_SERVICE } from "~/lib/copy/legal";
import { publicPageHeaders } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";

export const meta: MetaFunction = (args) => pageMeta(TERMS_OF_SERVICE.title, TERMS_OF_SERVICE.summary, args);

export const headers = publicPageHeaders;

export default function Page() {
  return <LegalPage document={TERMS_OF_SERVICE} />;
}
