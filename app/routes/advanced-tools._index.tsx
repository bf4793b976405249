import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { indexLoader } from "~/features/advanced-tools/pages.server";
import { AdvancedFrame, AdvancedToolsLinks, Gate } from "~/features/advanced-tools/ui";
import { useTranslate } from "~/hooks/use-translate";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta, pageText } from "~/lib/http/meta";

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE });
export const meta: MetaFunction = (args) => pageMeta(pageText(args, "plans.advancedLinks.title"), pageText(args, "plans.advanced.intro"));

export const loader = ({ request, context }: LoaderFunctionArgs) => indexLoader(request, context);

export default function AdvancedToolsIndex() {
  const page = useLoaderData<typeof loader>();
  const t = useTranslate();
  if (page.state !== "member") return <Gate page={page} />;
  return (
    <AdvancedFrame title={t("plans.advancedLinks.title")} intro={t("plans.advanced.intro")}>
      <AdvancedToolsLinks goalPlans={page.plans} />
    </AdvancedFrame>
  );
}
