import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { indexLoader } from "~/features/advanced-tools/pages.server";
import { ADVANCED_TEXTS } from "~/features/advanced-tools/texts";
import { AdvancedFrame, AdvancedToolsLinks, Gate } from "~/features/advanced-tools/ui";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE });
export const meta: MetaFunction = () => pageMeta(ADVANCED_TEXTS.title, ADVANCED_TEXTS.intro);

export const loader = ({ request, context }: LoaderFunctionArgs) => indexLoader(request, context);

export default function AdvancedToolsIndex() {
  const page = useLoaderData<typeof loader>();
  if (page.state !== "member") return <Gate page={page} />;
  return (
    <AdvancedFrame title={ADVANCED_TEXTS.title} intro={ADVANCED_TEXTS.intro}>
      <AdvancedToolsLinks goalPlans={page.plans} />
    </AdvancedFrame>
  );
}
