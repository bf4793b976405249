/** A request's thread as its requester sees it (a learner's dashboard or a visitor's emailed link). */
import { Link } from "@remix-run/react";
import type { threadView } from "./requests.server";
import { useTranslate } from "~/hooks/use-translate";
import { AdviserPanel, MessageList, ReplyForm, StatusBadge, type FormErrors, type FormValues } from "./support-ui";

type Thread = ReturnType<typeof threadView>;
/** The thread as the loader sends it: dates become strings on the way to the browser. */
type ShownThread = Omit<Thread, "messages"> & {
  messages: (Omit<Thread["messages"][number], "createdAt"> & { createdAt: string | Date })[];
};

export function ThreadPage({
  thread,
  formKey,
  reply,
  hidden,
  back,
  replyRefusal,
}: {
  thread: ShownThread;
  formKey: string;
  reply?: { values?: FormValues; errors?: FormErrors };
  hidden?: Record<string, string>;
  back?: { to: string; label: string };
  /** Why this requester cannot reply (an advisor thread after the plan ended): said in place of the form. */
  replyRefusal?: string | null;
}) {
  const t = useTranslate();
  return (
    <div>
      {back ? (
        <Link to={back.to} className="text-sm font-medium text-brand-800 underline">
          {back.label}
        </Link>
      ) : null}
      <h1 className="mt-2 break-words text-3xl font-bold tracking-tight">{thread.subject}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <StatusBadge status={thread.status} />
        <span>
          {t("services.support.topic")}:{" "}
          {thread.kind === "advisor" ? t("services.support.advisor.title") : t(`services.support.category.${thread.category}`)}
        </span>
      </div>
      {thread.status === "open" ? <p className="mt-2 text-sm text-slate-700">{t("services.support.due", { when: thread.due })}</p> : null}
      {thread.kind === "advisor" ? (
        <AdviserPanel adviser={thread.adviser} />
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t("services.support.education")}</p>
      )}
      <MessageList
        messages={thread.messages}
        adviserLabel={thread.adviser ? t("services.support.advisor.adviserReply", { name: thread.adviser.name }) : undefined}
      />
      {replyRefusal ? (
        <p className="card mt-8 text-slate-700">{replyRefusal}</p>
      ) : (
        <ReplyForm formKey={formKey} values={reply?.values} errors={reply?.errors} closed={thread.status === "closed"} hidden={hidden} />
      )}
    </div>
  );
}
