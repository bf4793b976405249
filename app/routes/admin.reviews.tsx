import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { CONSOLE_ROLES, requireStaff, requireStaffWith } from "~/features/admin/staff.server";
import { reviewsConsoleRead, setReviewHidden } from "~/features/admin/reviews.server";
import { REASON_CONSTRAINT } from "~/features/admin/fields";
import { reviewModerationSchema, type ReviewIntent } from "~/features/admin/review-forms";
import { CONSOLE_PAGE_SIZE, nextPageHref, parseReviewKey, reviewFiltersOf, reviewKey, type ReviewStatus } from "~/features/admin/console-query";
import { ConsoleMoment, FilterButtons } from "~/features/admin/console-parts";
import { starsText } from "~/features/reviews/domain/review-rules";
import { COURSES, findCourseBySlug } from "~/lib/domain/catalog";
import { displayName } from "~/lib/domain/display-name";
import { parseSubmission } from "~/lib/http/form";
import { UtcDay } from "~/components/utc-day";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";

export const meta: MetaFunction = () => [...pageMeta("Reviews · Staff console", "Learners' reviews."), { name: "robots", content: "noindex" }];

const COURSE_SLUGS = COURSES.map((course) => course.slug);
const STATUS_LABELS: Record<ReviewStatus, string> = { all: "Shown and hidden", shown: "Shown", hidden: "Hidden" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = reviewFiltersOf(url, COURSE_SLUGS);
  const {
    data: [rows],
  } = await requireStaffWith(request, context, CONSOLE_ROLES, (isStaff) => [reviewsConsoleRead(context, isStaff, filters)] as const);
  const keyed = rows.map((row) => ({ ...row, id: reviewKey(row) }));
  return {
    filters: { course: filters.course ?? "", status: filters.status },
    reviews: keyed.slice(0, CONSOLE_PAGE_SIZE).map((row) => ({
      key: row.id,
      userId: row.userId,
      email: row.email,
      name: displayName(row),
      course: findCourseBySlug(row.courseId)?.title ?? row.courseId,
      rating: row.rating,
      body: row.body,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt.getTime() > row.createdAt.getTime() ? row.updatedAt : null,
      hiddenAt: row.hiddenAt,
    })),
    next: nextPageHref("/admin/reviews", url, keyed),
    firstPage: filters.after === null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, CONSOLE_ROLES);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const key = String(form.get("review") ?? "");
  const submission = parseSubmission(form, reviewModerationSchema);
  if (intent !== "review-hide" && intent !== "review-restore")
    return data({ key: "", ...submission.reply({ form: "Unknown action." }) }, { status: 400 });
  if (!submission.success) return data({ key, ...submission.reply() }, { status: 400 });
  const review = parseReviewKey(submission.value.review);
  if (!review) return data({ key, ...submission.reply({ form: "There is no such review." }) }, { status: 400 });
  const outcome = await setReviewHidden(context, staff, review, intent === "review-hide", submission.value.reason);
  const url = new URL(request.url);
  return redirectWithToast(
    `/admin/reviews${url.search}`,
    outcome.ok
      ? { type: "success", title: "Done", description: outcome.message }
      : { type: "error", title: "Not done", description: outcome.message },
    context,
  );
}

/** Hide or Restore for one review: its reason, its button, and its messages when the server refused it. */
function ModerationForm({ review: key, intent }: { review: string; intent: ReviewIntent }) {
  const reply = useActionData<typeof action>();
  // A new form after each navigation: with JavaScript the page stays mounted, and a done action must not leave its reason typed in.
  const { key: visit } = useLocation();
  const mine = reply?.key === key ? reply : undefined;
  const errors: Partial<Record<string, string>> = mine?.errors ?? {};
  const hide = intent === "review-hide";
  return (
    <Form key={visit} method="post" className="mt-3 space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="review" value={key} />
      <FormError message={errors.form} />
      <TextField
        id={`reason-${key}`}
        name="reason"
        label="Reason (kept in the audit log)"
        defaultValue={mine?.values.reason}
        error={errors.reason}
        {...REASON_CONSTRAINT}
      />
      <SubmitButton
        label={hide ? "Hide the review" : "Restore the review"}
        busyLabel={hide ? "Hiding..." : "Restoring..."}
        intent={intent}
        className="button-secondary"
      />
    </Form>
  );
}

export default function AdminReviews() {
  const { filters, reviews, next, firstPage } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // A post no form on the page makes (an unknown intent) is answered above the page.
  const unknownAction = reply?.key === "" ? reply.errors.form : undefined;
  const filtered = filters.course !== "" || filters.status !== "all";
  return (
    <div>
      <FormError message={unknownAction} />
      <h1 className="text-3xl font-bold tracking-tight">Reviews</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Newest first. Hide a review only when it is abusive (insults, personal data, spam), never for its rating or its opinion; it leaves the
        course page and its rating until restored. Nobody can change what a learner wrote.
      </p>
      <Form method="get" className="mt-6 grid max-w-2xl gap-3 sm:grid-cols-2 sm:items-end">
        <div>
          <label htmlFor="course" className="field-label">
            Course
          </label>
          <select id="course" name="course" defaultValue={filters.course} className="tool-input mt-1 px-3">
            <option value="">Every course</option>
            {COURSES.map((course) => (
              <option key={course.slug} value={course.slug}>
                {course.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="status" className="field-label">
            Status
          </label>
          <select id="status" name="status" defaultValue={filters.status} className="tool-input mt-1 px-3">
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <FilterButtons clearTo="/admin/reviews" filtered={filtered} className="sm:col-span-2" />
      </Form>
      {reviews.length === 0 ? (
        <p className="card mt-6">{filtered ? "No review matches these filters." : "No reviews yet."}</p>
      ) : (
        <ol className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review.key} className="p-4" data-testid="console-review">
              <p className="font-semibold">
                {review.course} · {starsText(review.rating)}
              </p>
              <p className="break-all text-sm text-slate-700">
                By{" "}
                <Link to={`/admin/learners/${review.userId}`} className="text-brand-700 underline">
                  {review.name} ({review.email})
                </Link>{" "}
                · written <UtcDay value={review.createdAt} />
                {review.updatedAt ? (
                  <>
                    , changed <UtcDay value={review.updatedAt} />
                  </>
                ) : null}
              </p>
              <p className="mt-1 text-sm font-medium">
                {review.hiddenAt ? (
                  <>
                    Hidden since <ConsoleMoment value={review.hiddenAt} />
                  </>
                ) : (
                  "Shown on the course page"
                )}
              </p>
              <p className="mt-2 whitespace-pre-line break-words">{review.body}</p>
              <ModerationForm review={review.key} intent={review.hiddenAt ? "review-restore" : "review-hide"} />
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-3">
        {firstPage ? null : (
          <Link
            to={`/admin/reviews?${new URLSearchParams({ course: filters.course, status: filters.status }).toString()}`}
            className="button-secondary"
          >
            Newest reviews
          </Link>
        )}
        {next ? (
          <Link to={next} className="button-secondary">
            Older reviews
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
