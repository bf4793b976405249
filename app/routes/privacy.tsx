import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LegalPage, legalPageMeta } from "~/components/legal-page";
import { legalPageData } from "~/lib/copy/legal-documents.server";
import { publicPageHeaders } from "~/lib/http/http-cache";

export const loader = ({ context }: LoaderFunctionArgs) => legalPageData("privacy", context.locale);

export const meta = legalPageMeta;

export const headers = publicPageHeaders;

export default LegalPage;
