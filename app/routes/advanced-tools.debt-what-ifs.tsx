import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { whatIfLoader } from "~/features/advanced-tools/pages.server";
import { Gate } from "~/features/advanced-tools/ui";
import { WhatIfPage } from "~/features/advanced-tools/what-if-page";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta, pageText } from "~/lib/http/meta";

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE });
export const meta: MetaFunction = (args) =>
  pageMeta(pageText(args, "plans.toolLine.whatIfTitle"), pageText(args, "plans.advancedLinks.indexWhatIfs"));

export const loader = ({ request, context }: LoaderFunctionArgs) => whatIfLoader(request, context);

export default function DebtWhatIfs() {
  const page = useLoaderData<typeof loader>();
  return page.state === "member" ? <WhatIfPage today={page.today} /> : <Gate page={page} />;
}
