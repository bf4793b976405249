import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormError, SubmitButton } from "~/components/form-fields";
import { REGIONS } from "~/lib/domain/regions";
import { dashboardRequestPath } from "~/features/support/paths";
import { advisorIncluded, memberRequestsRead } from "~/features/support/requests.server";
import { noStore, submitAdvisor } from "~/features/support/support-actions.server";
import { AdviserPanel, AdvisorEliteGate, SelectField, StatusBadge, SubjectAndMessage } from "~/features/support/support-ui";
import { ADVISOR_TEXTS } from "~/features/support/texts";
import { pageMeta } from "~/lib/http/meta";
import { requireUser, requireUserWith } from "~/lib/services/auth/session.server";

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = () => pageMeta(ADVISOR_TEXTS.title, ADVISOR_TEXTS.intro);

/** Elite members' advisor threads and the form to start one; other plans the Elite offer (403). One round trip. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, data: reads } = await requireUserWith(
    request,
    context,
    (userId) => [memberRequestsRead(context.db, userId, "advisor")] as const,
  );
  if (!advisorIncluded(user, new Date())) return data({ included: false as const }, { status: 403, headers: noStore });
  const [rows] = reads;
  return data(
    {
      included: true as const,
      formKey: crypto.randomUUID(),
      regions: Object.entries(REGIONS[user.country]),
      threads: rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        status: row.status,
        adviser: row.adviserName
          ? { name: row.adviserName, body: row.registrationBody!, number: row.registrationNumber!, jurisdictions: row.jurisdictions ?? [] }
          : null,
      })),
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
  if (!page.included) return <AdvisorEliteGate />;
  const values = reply?.values ?? {};
  const errors = reply?.errors ?? {};
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{ADVISOR_TEXTS.title}</h1>
      <p className="mt-2 text-slate-700">{ADVISOR_TEXTS.intro}</p>
      {page.threads.length > 0 ? (
        <ul className="mt-6 space-y-3" aria-label="Your advisor threads">
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
      <Form method="post" className="card mt-8 space-y-5" aria-label={ADVISOR_TEXTS.newThread}>
        <h2 className="text-xl font-semibold">{ADVISOR_TEXTS.newThread}</h2>
        <FormError message={errors.form} />
        <input type="hidden" name="key" value={values.key ?? page.formKey} />
        <SelectField
          name="region"
          label={ADVISOR_TEXTS.region}
          hint={ADVISOR_TEXTS.regionHint}
          options={page.regions}
          placeholder={ADVISOR_TEXTS.pickRegion}
          value={values.region}
          error={errors.region}
        />
        <SubjectAndMessage values={values} errors={errors} />
        <SubmitButton label={ADVISOR_TEXTS.start} busyLabel="Sending..." className="button-primary" />
      </Form>
    </div>
  );
}
