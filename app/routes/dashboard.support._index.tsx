import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { advisorIncluded, memberRequestsRead } from "~/features/support/requests.server";
import { ADVISOR_PATH, dashboardRequestPath, SUPPORT_PATH } from "~/features/support/paths";
import { noStore } from "~/features/support/support-actions.server";
import { StatusBadge } from "~/features/support/support-ui";
import { supportTime } from "~/features/support/times";
import { viewerZone } from "~/features/time-zones/domain/zoned-time";
import { useTranslate } from "~/hooks/use-translate";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { pageMeta, pageText } from "~/lib/http/meta";
import { requireUserWith } from "~/lib/services/auth/session.server";

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = (args) =>
  pageMeta(pageText(args, "services.support.title"), pageText(args, "services.support.dashboardIntro"));

/** The learner's requests and advisor threads, newest activity first; one round trip with the session. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, data: reads } = await requireUserWith(request, context, (userId) => [memberRequestsRead(context.db, userId)] as const);
  const [rows] = reads;
  return data(
    {
      advisor: advisorIncluded(user, new Date()),
      requests: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        subject: row.subject,
        status: row.status,
        updatedAt: row.updatedAt,
        updated: supportTime(row.updatedAt, { locale: context.locale, timeZone: viewerZone(user) }),
      })),
      messages: messagesFor(context.locale, ["services.support"]),
    },
    { headers: noStore },
  );
}

export default function DashboardSupport() {
  const { advisor, requests } = useLoaderData<typeof loader>();
  const t = useTranslate();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{t("services.support.title")}</h1>
      <p className="mt-2 text-slate-700">{t("services.support.dashboardIntro")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={SUPPORT_PATH} className="button-primary">
          {t("services.support.newRequest")}
        </Link>
        {advisor ? (
          <Link to={ADVISOR_PATH} className="button-secondary">
            {t("services.support.advisor.title")}
          </Link>
        ) : null}
      </div>
      {requests.length === 0 ? (
        <p className="card mt-8">{t("services.support.none")}</p>
      ) : (
        <ul className="mt-8 space-y-3" aria-label={t("services.support.yourRequests")}>
          {requests.map((item) => (
            <li key={item.id} className="card flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between" data-testid="support-request">
              <div className="min-w-0">
                <Link to={dashboardRequestPath(item.id)} className="break-words font-semibold text-brand-800 underline">
                  {item.subject}
                </Link>
                <p className="mt-1 text-sm text-slate-700">
                  {item.kind === "advisor" ? `${t("services.support.advisor.title")} · ` : ""}
                  {t("services.support.updated")}: <time dateTime={new Date(item.updatedAt).toISOString()}>{item.updated}</time>
                </p>
              </div>
              <StatusBadge status={item.status} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
