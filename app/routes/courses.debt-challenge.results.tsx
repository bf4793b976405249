import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { LockIcon } from "~/components/icons";
import { lessonPath } from "~/features/course-page/course-page";
import { amountInput, RESULTS_COURSE, RESULTS_LESSON, RESULTS_PATH } from "~/features/proof/domain/debt-result";
import { requireResultsPage, saveDebtResult } from "~/features/proof/proof.server";
import { debtResultSchemaFor } from "~/features/proof/results-form";
import { RESULTS_CONSTRAINTS } from "~/features/proof/results-page";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { useTranslate } from "~/hooks/use-translate";
import { CURRENCIES, findCourseBySlug } from "~/lib/domain/catalog";
import { formatDate, utcDate } from "~/lib/domain/dates";
import { formatPrice } from "~/lib/domain/money";
import { parseSubmission } from "~/lib/http/form";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { frameText, pageMeta, pageText } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";
import { requireUser } from "~/lib/services/auth/session.server";
import { reportError } from "~/lib/report-error.server";

const course = findCourseBySlug(RESULTS_COURSE)!;
/** The course's title in the page's language. */
const COURSE_TITLE_KEY = `nav.course.${RESULTS_COURSE}` as const;

/** A learner's own figures: never stored by any cache. */
const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = (args) =>
  pageMeta(
    pageText(args, "home.results.pageTitle", { title: pageText(args, "home.results.title"), course: frameText(args.matches, COURSE_TITLE_KEY) }),
    pageText(args, "home.results.intro"),
  );

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** The day a report last changed, in UTC: "Dec 1, 2026" as English has always written it, "1 décembre 2026" in French. */
function reportDate(moment: Date, locale: Locale): string {
  if (locale === "en") return formatDate(utcDate(moment));
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { dateStyle: "long", timeZone: "UTC" })));
  return format.format(moment);
}

/**
 * The Debt Challenge's results form: visitors go to sign in; a learner who does not hold the course gets
 * the gate (403); a learner who does sees their own report, if any. One round trip (ADR 013). Both send
 * the page's words in its language.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const { access, result } = await requireResultsPage(request, context);
  const messages = messagesFor(locale, ["home.results"]);
  if (!access) return data({ access: false as const, result: null, messages }, { status: 403, headers: noStore });
  return data(
    {
      access: true as const,
      result: result && {
        currency: result.currency,
        debtAtStart: amountInput(result.debtAtStartCents, locale),
        debtNow: amountInput(result.debtNowCents, locale),
        updated: reportDate(result.updatedAt, locale),
        summary: translate(locale, "home.results.summary", {
          start: formatPrice(result.debtAtStartCents, result.currency, { exact: true, locale }),
          now: formatPrice(result.debtNowCents, result.currency, { exact: true, locale }),
        }),
      },
      messages,
    },
    { headers: noStore },
  );
}

/** Saves the learner's own report (their id comes from the session, never the form), only while they hold the course. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const user = await requireUser(request, context);
  const submission = parseSubmission(await request.formData(), debtResultSchemaFor(locale));
  if (!submission.success) return data(submission.reply(), { status: 400, headers: noStore });
  let saved: boolean;
  try {
    saved = await saveDebtResult(context, user.id, submission.value);
  } catch (error) {
    reportError(context, error, { message: "Debt result save failed", request });
    return data(submission.reply({ form: translate(locale, "home.results.saveFailed") }), { status: 500, headers: noStore });
  }
  if (!saved) return data(submission.reply({ form: translate(locale, "home.results.noAccess") }), { status: 403, headers: noStore });
  const toast = { title: translate(locale, "home.results.savedTitle"), description: translate(locale, "home.results.savedText") };
  return redirectWithToast(RESULTS_PATH, { type: "success", ...toast }, context, { headers: noStore });
}

const constraints = RESULTS_CONSTRAINTS;

function Gate() {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <LockIcon className="mx-auto h-10 w-10 text-slate-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("home.results.gateTitle")}</h1>
      <p className="mt-4 text-slate-700">{t("home.results.noAccess")}</p>
      <Link to={`/courses/${course.slug}`} className="button-primary mt-8">
        {t("home.results.gateLink", { course: t(COURSE_TITLE_KEY) })}
      </Link>
    </div>
  );
}

export default function DebtResults() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const displayCurrency = useDisplayCurrency();
  const t = useTranslate();
  if (!page.access) return <Gate />;
  const values = reply?.values ?? page.result ?? {};
  const errors = reply?.errors ?? {};
  const currency = values.currency ?? displayCurrency;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <Link to={lessonPath(course, RESULTS_LESSON)} className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
        {t("home.results.back", { phase: RESULTS_LESSON, course: t(COURSE_TITLE_KEY) })}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("home.results.title")}</h1>
      <p className="mt-4 text-slate-700">{t("home.results.intro")}</p>
      {page.result ? (
        <p className="mt-4 rounded-lg bg-brand-50 p-4 text-sm text-brand-900" data-testid="saved-result">
          {t("home.results.savedReport", { date: page.result.updated, summary: page.result.summary })}
        </p>
      ) : null}
      <Form method="post" className="card mt-8 space-y-5">
        <FormError message={errors.form} />
        <div>
          <label htmlFor="currency" className="block text-sm font-medium text-slate-800">
            {t("home.results.currencyLabel")}
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
                {t(`home.results.option.${code}`)}
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
          label={t("home.results.startLabel")}
          name="debtAtStart"
          inputMode="decimal"
          autoComplete="off"
          {...constraints.debtAtStart}
          defaultValue={values.debtAtStart ?? ""}
          error={errors.debtAtStart}
        />
        <TextField
          label={t("home.results.nowLabel")}
          name="debtNow"
          inputMode="decimal"
          autoComplete="off"
          {...constraints.debtNow}
          defaultValue={values.debtNow ?? ""}
          error={errors.debtNow}
        />
        <p className="text-sm text-slate-700">{t("home.results.use")}</p>
        <SubmitButton label={t(page.result ? "home.results.update" : "home.results.save")} busyLabel={t("home.results.saving")} />
      </Form>
    </div>
  );
}
