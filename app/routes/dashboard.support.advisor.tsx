import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormError, SubmitButton } from "~/components/form-fields";
import { REGIONS } from "~/lib/domain/regions";
import { dashboardRequestPath } from "~/features/support/paths";
import { advisedPlacesRead, advisorIncluded, memberRequestsRead, placeName } from "~/features/support/requests.server";
import { noStore, submitAdvisor } from "~/features/support/support-actions.server";
import { AdviserCoverage, AdviserPanel, AdvisorEliteGate, SelectField, StatusBadge, SubjectAndMessage } from "~/features/support/support-ui";
import { useTranslate } from "~/hooks/use-translate";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";
import type { MessageKey } from "~/lib/i18n/messages";
import type { Country } from "~/lib/domain/countries";
import { pageMeta, pageText } from "~/lib/http/meta";
import { requireUser, requireUserWith } from "~/lib/services/auth/session.server";

export const headers: HeadersFunction = () => noStore;

/** The country's provinces or states for the select, named in the page's language (English in its own order, others by name). */
function regionOptions(locale: Locale, country: Country): [string, string][] {
  const options = Object.entries(REGIONS[country]).map(([code, name]): [string, string] => [
    code,
    locale === "en" ? name : translate(locale, `services.region.${country}-${code}` as MessageKey),
  ]);
  return locale === "en" ? options : options.sort((a, b) => a[1].localeCompare(b[1], LANGUAGE_TAG[locale]));
}

export const meta: MetaFunction = (args) =>
  pageMeta(pageText(args, "services.support.advisor.title"), pageText(args, "services.support.advisor.intro"));

/** Elite members' advisor threads and the form to start one; other plans the Elite offer (403). One round trip. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, data: reads } = await requireUserWith(
    request,
    context,
    (userId) => [memberRequestsRead(context.db, userId, "advisor"), advisedPlacesRead(context.db)] as const,
  );
  const messages = messagesFor(context.locale, ["services.support"]);
  const [rows, places] = reads;
  const coverage = places.map(({ code }) => placeName(context.locale, code)).sort((a, b) => a.localeCompare(b, LANGUAGE_TAG[context.locale]));
  if (!advisorIncluded(user, new Date())) return data({ included: false as const, coverage, messages }, { status: 403, headers: noStore });
  return data(
    {
      included: true as const,
      coverage,
      formKey: crypto.randomUUID(),
      regions: regionOptions(context.locale, user.country),
      threads: rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        status: row.status,
        adviser: row.adviserName
          ? { name: row.adviserName, body: row.registrationBody!, number: row.registrationNumber!, jurisdictions: row.jurisdictions ?? [] }
          : null,
      })),
      messages,
    },
    { headers: noStore },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  return submitAdvisor(context, user, await request.formData(), new Date());
}

export default function AdvisorMessages() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const t = useTranslate();
  if (!page.included) return <AdvisorEliteGate coverage={page.coverage} />;
  const values = reply?.values ?? {};
  const errors = reply?.errors ?? {};
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{t("services.support.advisor.title")}</h1>
      <p className="mt-2 text-slate-700">{t("services.support.advisor.intro")}</p>
      <AdviserCoverage places={page.coverage} />
      {page.threads.length > 0 ? (
        <ul className="mt-6 space-y-3" aria-label={t("services.support.advisor.threads")}>
          {page.threads.map((thread) => (
            <li key={thread.id} className="card" data-testid="advisor-thread">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={dashboardRequestPath(thread.id)} className="break-words font-semibold text-brand-800 underline">
                  {thread.subject}
                </Link>
                <StatusBadge status={thread.status} />
              </div>
              <AdviserPanel adviser={thread.adviser} />
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="card mt-8 space-y-5" aria-label={t("services.support.advisor.newThread")}>
        <h2 className="text-xl font-semibold">{t("services.support.advisor.newThread")}</h2>
        <FormError message={errors.form} />
        <input type="hidden" name="key" value={values.key ?? page.formKey} />
        <SelectField
          name="region"
          label={t("services.support.advisor.region")}
          hint={t("services.support.advisor.regionHint")}
          options={page.regions}
          placeholder={t("services.support.advisor.pickRegion")}
          value={values.region}
          error={errors.region}
        />
        <SubjectAndMessage values={values} errors={errors} />
        <SubmitButton label={t("services.support.advisor.start")} busyLabel={t("services.support.sending")} className="button-primary" />
      </Form>
    </div>
  );
}
