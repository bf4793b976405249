import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { DASHBOARD_SUPPORT_PATH } from "~/features/support/paths";
import { noStore, submitRequest } from "~/features/support/support-actions.server";
import { PageFrame, RequestForm } from "~/features/support/support-ui";
import { useTranslate } from "~/hooks/use-translate";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { pageMeta, pageText } from "~/lib/http/meta";
import { getSessionUser } from "~/lib/services/auth/session.server";

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = (args) => pageMeta(pageText(args, "services.support.title"), pageText(args, "services.support.intro"), args);

/** For everyone: the form (a fresh key per page, so a double submit is one request). No reads beyond the session. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getSessionUser(request, context);
  const sent = new URL(request.url).searchParams.has("sent");
  return data(
    { formKey: crypto.randomUUID(), accountEmail: user?.email ?? null, sent, messages: messagesFor(context.locale, ["services.support"]) },
    { headers: noStore },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getSessionUser(request, context);
  return submitRequest(context, user, await request.formData(), new Date());
}

export default function SupportPage() {
  const { formKey, accountEmail, sent } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const t = useTranslate();
  return (
    <PageFrame>
      <h1 className="text-3xl font-bold tracking-tight">{t("services.support.title")}</h1>
      <p className="mt-3 text-slate-700">{t("services.support.intro")}</p>
      <p className="mt-2 text-sm text-slate-700">{t("services.support.education")}</p>
      {sent ? (
        <p role="status" className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-4" data-testid="request-received">
          <strong>{t("services.support.sentTitle")}.</strong> {t("services.support.sent")}
        </p>
      ) : null}
      {accountEmail ? (
        <p className="mt-4">
          <Link to={DASHBOARD_SUPPORT_PATH} className="font-medium text-brand-800 underline">
            {t("services.support.mine")}
          </Link>
        </p>
      ) : null}
      <RequestForm formKey={formKey} accountEmail={accountEmail} values={reply?.values} errors={reply?.errors} />
    </PageFrame>
  );
}
