import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadSpace } from "~/features/community/community.server";
import { noStore } from "~/features/community/community-actions.server";
import { findCategory } from "~/features/community/domain/categories";
import { threadCursor } from "~/features/community/domain/community-rules";
import { categoryPath } from "~/features/community/paths";
import { SpacePage } from "~/features/community/space-page";
import { PAGE_TEXTS } from "~/features/community/texts";
import { pageMeta } from "~/lib/http/meta";

export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  pageMeta(page?.title ? `${page.title} | ${PAGE_TEXTS.spaceTitle}` : PAGE_TEXTS.spaceTitle, PAGE_TEXTS.spaceIntro);

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
  return <SpacePage page={page} title={page.title} category={page.slug} base={categoryPath(page.slug)} />;
}
