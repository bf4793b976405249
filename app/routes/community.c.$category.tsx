import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadSpace } from "~/features/community/community.server";
import { noStore } from "~/features/community/community-actions.server";
import { findCategory } from "~/features/community/domain/categories";
import { threadCursor } from "~/features/community/domain/community-rules";
import { categoryPath } from "~/features/community/paths";
import { SpacePage } from "~/features/community/space-page";
import { categoryName } from "~/features/community/community-ui";
import { useTranslate, type Translate } from "~/hooks/use-translate";
import { pageMeta } from "~/lib/http/meta";
import { sectionText } from "~/lib/http/section-meta";

export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction<typeof loader> = (args) => {
  const t: Translate = (key, values) => sectionText(args, "routes/community", key, values);
  const page = args.data;
  const title = t("services.community.title");
  return pageMeta(page?.title ? `${categoryName(t, { slug: page.slug, name: page.title })} | ${title}` : title, t("services.community.intro"));
};

/** A category of the members' space: the space's page, with its threads only (an unknown category is a 404). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const category = findCategory(params.category);
  if (!category) throw data(null, { status: 404, headers: noStore });
  const page = await loadSpace(request, context, { category: category.slug, cursor: threadCursor(new URL(request.url)) });
  if (page.standing === "visitor")
    return data({ state: "visitor" as const, title: category.name, slug: category.slug }, { status: 401, headers: noStore });
  return data({ state: "space" as const, title: category.name, slug: category.slug, ...page }, { headers: noStore });
}

export default function CategoryPage() {
  const page = useLoaderData<typeof loader>();
  const t = useTranslate();
  return (
    <SpacePage page={page} title={categoryName(t, { slug: page.slug, name: page.title })} category={page.slug} base={categoryPath(page.slug)} />
  );
}
