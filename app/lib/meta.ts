import type { MetaDescriptor } from "@remix-run/cloudflare";
import { PRODUCT_NAME } from "./brand";

/** Title and description for a page; every route gives its own. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: title === PRODUCT_NAME ? title : `${title} | ${PRODUCT_NAME}` },
    { name: "description", content: description },
  ];
}
