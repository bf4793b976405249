import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";

/**
 * The spec's other spelling of a lesson URL, /courses/{id}/lessons/{n}: permanently moved to the one
 * the site uses, /courses/{id}/lesson/{n}, keeping the query string. The lesson page validates both parts.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  const courseId = encodeURIComponent(params.courseId ?? "");
  const lessonNumber = encodeURIComponent(params.lessonNumber ?? "");
  return redirect(`/courses/${courseId}/lesson/${lessonNumber}${search}`, 301);
}
