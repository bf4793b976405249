import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { LockIcon } from "~/components/icons";
import { lessonPath } from "~/features/course-page/course-page";
import { amountInput, RESULTS_COURSE, RESULTS_LESSON, RESULTS_PATH } from "~/features/proof/domain/debt-result";
import { requireResultsPage, saveDebtResult } from "~/features/proof/proof.server";
import { debtResultSchema } from "~/features/proof/results-form";
import { RESULTS_CONSTRAINTS, RESULTS_TEXTS } from "~/features/proof/results-page";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { CURRENCIES, findCourseBySlug } from "~/lib/domain/catalog";
import { formatDate, utcDate } from "~/lib/domain/dates";
import { CURRENCY_NAMES, formatPrice } from "~/lib/domain/money";
import { parseSubmission } from "~/lib/http/form";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { requireUser } from "~/lib/services/auth/session.server";
import { reportError } from "~/lib/report-error.server";

const course = findCourseBySlug(RESULTS_COURSE)!;

/** A learner's own figures: never stored by any cache. */
const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = () => pageMeta(`${RESULTS_TEXTS.title} | ${course.title}`, RESULTS_TEXTS.intro);

/**
 * The Debt Challenge's results form: visitors go to sign in; a learner who does not hold the course gets
 * the gate (403); a learner who does sees their own report, if any. One round trip (ADR 013).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { access, result } = await requireResultsPage(request, context);
  if (!access) return data({ access: false as const, result: null }, { status: 403, headers: noStore });
  return data(
    {
      access: true as const,
      result: result && {
        currency: result.currency,
        debtAtStart: amountInput(result.debtAtStartCents),
        debtNow: amountInput(result.debtNowCents),
        updated: formatDate(utcDate(result.updatedAt)),
        summary: `${formatPrice(result.debtAtStartCents, result.currency, { exact: true })} when you started, ${formatPrice(result.debtNowCents, result.currency, { exact: true })} now`,
      },
    },
    { headers: noStore },
  );
}

/** Saves the learner's own report (their id comes from the session, never the form), only while they hold the course. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const submission = parseSubmission(await request.formData(), debtResultSchema);
  if (!submission.success) return data(submission.reply(), { status: 400, headers: noStore });
  let saved: boolean;
  try {
    saved = await saveDebtResult(context, user.id, submission.value);
  } catch (error) {
    reportError(context, error, { message: "Debt result save failed", request });
    return data(submission.reply({ form: RESULTS_TEXTS.saveFailed }), { status: 500, headers: noStore });
  }
  if (!saved) return data(submission.reply({ form: RESULTS_TEXTS.noAccess }), { status: 403, headers: noStore });
  return redirectWithToast(RESULTS_PATH, { type: "success", ...RESULTS_TEXTS.saved }, context, { headers: noStore });
}

const constraints = RESULTS_CONSTRAINTS;

function Gate() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <LockIcon className="mx-auto h-10 w-10 text-slate-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Course Access Required</h1>
      <p className="mt-4 text-slate-700">{RESULTS_TEXTS.noAccess}</p>
      <Link to={`/courses/${course.slug}`} className="button-primary mt-8">
        See the {course.title}
      </Link>
    </div>
  );
}

export default function DebtResults() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const displayCurrency = useDisplayCurrency();
  if (!page.access) return <Gate />;
  const values = reply?.values ?? page.result ?? {};
  const errors = reply?.errors ?? {};
  const currency = values.currency ?? displayCurrency;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <Link to={lessonPath(course, RESULTS_LESSON)} className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
        ← Back to Phase {RESULTS_LESSON} of the {course.title}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{RESULTS_TEXTS.title}</h1>
      <p className="mt-4 text-slate-700">{RESULTS_TEXTS.intro}</p>
      {page.result ? (
        <p className="mt-4 rounded-lg bg-brand-50 p-4 text-sm text-brand-900" data-testid="saved-result">
          Your report, last changed {page.result.updated}: {page.result.summary}.
        </p>
      ) : null}
      <Form method="post" className="card mt-8 space-y-5">
        <FormError message={errors.form} />
        <div>
          <label htmlFor="currency" className="block text-sm font-medium text-slate-800">
            Currency of your debts
          </label>
          <select
            id="currency"
            name="currency"
            {...constraints.currency}
            defaultValue={currency}
            aria-invalid={errors.currency ? true : undefined}
            aria-describedby={errors.currency ? "currency-error" : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {CURRENCY_NAMES[code]} ({code})
              </option>
            ))}
          </select>
          {errors.currency ? (
            <p id="currency-error" className="mt-1 text-sm text-red-800">
              {errors.currency}
            </p>
          ) : null}
        </div>
        <TextField
          label="Total debt when you started (dollars)"
          name="debtAtStart"
          inputMode="decimal"
          autoComplete="off"
          {...constraints.debtAtStart}
          defaultValue={values.debtAtStart ?? ""}
          error={errors.debtAtStart}
        />
        <TextField
          label="Total debt now (dollars)"
          name="debtNow"
          inputMode="decimal"
          autoComplete="off"
          {...constraints.debtNow}
          defaultValue={values.debtNow ?? ""}
          error={errors.debtNow}
        />
        <p className="text-sm text-slate-700">{RESULTS_TEXTS.use}</p>
        <SubmitButton label={page.result ? "Update my results" : "Save my results"} busyLabel="Saving..." />
      </Form>
    </div>
  );
}
