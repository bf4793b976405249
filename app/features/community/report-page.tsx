/** The report page's view: the post quoted as text, then the form, or why there is no form. */
import { Form, Link } from "@remix-run/react";
import { FormError, SubmitButton } from "~/components/form-fields";
import { utcDayText } from "~/components/utc-day";
import { useLocale, useTranslate } from "~/hooks/use-translate";
import type { FormReply } from "~/lib/http/form";
import { REPORT_CONSTRAINTS as constraints, REPORT_DETAILS_MAX, REPORT_KINDS } from "./domain/moderation-rules";

export interface ReportView {
  /** `authorName` is null for an author whose account is gone (a former member). */
  post: { excerpt: string; authorName: string | null; authorInitials: string; backTo: string };
  own: boolean;
  /** When the member reported this post, if they did. */
  reportedAt: Date | null;
}

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

export function ReportPage({ view, reply }: { view: ReportView; reply: FormReply<"kind" | "details"> | undefined }) {
  const { post } = view;
  const errors = reply?.errors ?? {};
  const t = useTranslate();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t("services.community.report.title")}</h1>
      <p className="mt-2 text-slate-700">{t("services.community.report.intro")}</p>
      <figure className="card mt-6">
        <figcaption className="flex items-center gap-3 text-sm font-medium text-slate-800">
          <span
            aria-hidden="true"
            className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-800"
          >
            {post.authorInitials}
          </span>
          <span className="break-words">
            {t("services.community.report.by", { name: post.authorName ?? t("services.community.report.formerMember") })}
          </span>
        </figcaption>
        <blockquote className="mt-3 break-words text-slate-900" aria-label={t("services.community.report.quoted")} data-testid="reported-post">
          {post.excerpt}
        </blockquote>
      </figure>
      {view.own ? (
        <p className="card mt-6" data-testid="report-refused">
          {t("services.community.report.own")}
        </p>
      ) : view.reportedAt ? (
        <p className="card mt-6" data-testid="report-refused">
          {t("services.community.report.alreadyOn", { date: utcDayText(view.reportedAt, locale) })}
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-5" data-testid="report-form">
          <FormError message={errors.form} />
          <fieldset aria-describedby={errors.kind ? "kind-error" : undefined}>
            <legend className="text-sm font-medium text-slate-800">{t("services.community.report.kindLegend")}</legend>
            <div className="mt-2 space-y-2">
              {REPORT_KINDS.map((choice) => (
                <label key={choice.value} className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="kind"
                    value={choice.value}
                    defaultChecked={reply?.values.kind === choice.value}
                    className="mt-0.5 h-4 w-4 border-slate-400 text-brand-700 focus:ring-brand-600"
                    {...constraints.kind}
                  />
                  {t(`services.community.report.kind.${choice.value}`)}
                </label>
              ))}
            </div>
            {errors.kind ? (
              <p id="kind-error" className="mt-1 text-sm text-red-800">
                {errors.kind}
              </p>
            ) : null}
          </fieldset>
          <div>
            <label htmlFor="report-details" className="block text-sm font-medium text-slate-800">
              {t("services.community.report.detailsLabel")}
            </label>
            <p id="report-details-hint" className="mt-1 text-sm text-slate-700">
              {t("services.community.report.detailsHint", { max: REPORT_DETAILS_MAX })}
            </p>
            <textarea
              id="report-details"
              name="details"
              rows={4}
              defaultValue={reply?.values.details}
              className={fieldClass}
              maxLength={REPORT_DETAILS_MAX}
              aria-invalid={errors.details ? true : undefined}
              aria-describedby={errors.details ? "report-details-hint report-details-error" : "report-details-hint"}
            />
            {errors.details ? (
              <p id="report-details-error" className="mt-1 text-sm text-red-800">
                {errors.details}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              label={t("services.community.report.submit")}
              busyLabel={t("services.community.report.busy")}
              className="button-primary"
            />
            <Link to={post.backTo} className="button-secondary">
              {t("services.community.report.back")}
            </Link>
          </div>
        </Form>
      )}
      {view.own || view.reportedAt ? (
        <p className="mt-6">
          <Link to={post.backTo} className="button-secondary">
            {t("services.community.report.back")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
