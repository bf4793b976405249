import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { cancelByMember, coachingIncluded, loadMemberCoaching, loadMemberSession, rescheduleSession } from "~/features/coaching/coaching.server";
import { EliteGate, VisitorGate } from "~/features/coaching/member-page";
import { COACHING_PATH, coachingSessionPath } from "~/features/coaching/paths";
import { SessionPage } from "~/features/coaching/session-page";
import { parseSlot } from "~/features/coaching/slot-form";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";
import { sectionText } from "~/lib/http/section-meta";
import { translate } from "~/lib/i18n/catalogues.server";
import type { MessageKey } from "~/lib/i18n/messages";
import { SUPPORT_EMAIL } from "~/lib/copy/navigation";
import { redirectWithToast } from "~/lib/http/toast.server";
import { requireUser } from "~/lib/services/auth/session.server";

const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = (args) =>
  pageMeta(
    sectionText(args, "routes/coaching", "services.coaching.session.title"),
    sectionText(args, "routes/coaching", "services.coaching.intro"),
  );

/** The member's own booked session (anyone else's, or a cancelled one: 404), with its change picker; one round trip. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const now = new Date();
  const sessionId = params.sessionId ?? "";
  const day = new URL(request.url).searchParams.get("day");
  const [{ user, session }, { page }] = await Promise.all([
    loadMemberSession(request, context, sessionId, now),
    loadMemberCoaching(request, context, { now, day, forSession: sessionId }),
  ]);
  if (!user) return data({ state: "visitor" as const }, { status: 401, headers: noStore });
  // A member whose plan lapsed (a renewal still on its way, or a plan ended since booking) keeps the
  // sessions they booked until the sweep cancels them, and can cancel one themselves meanwhile; moving
  // one needs the plan.
  if (session) return data({ state: "session" as const, session, picker: page.standing === "member" ? page : null }, { headers: noStore });
  if (page.standing !== "member") return data({ state: "not-included" as const }, { status: 403, headers: noStore });
  throw new Response("Not found", { status: 404, headers: noStore });
}

const MESSAGES = {
  gone: "services.coaching.session.gone",
  "too-late": "services.coaching.session.tooLate",
  taken: "services.coaching.taken",
  "not-open": "services.coaching.notOpen",
  "not-included": "services.coaching.gateText",
  "plan-ends": "services.coaching.planEnds",
} as const satisfies Record<string, MessageKey>;
const STATUS = { gone: 404, "too-late": 409, taken: 409, "not-open": 400, "not-included": 403, "plan-ends": 409 } as const;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const now = new Date();
  const t = (key: MessageKey) => translate(context.locale, key, { email: SUPPORT_EMAIL });
  const sessionId = params.sessionId ?? "";
  const form = await request.formData();
  const intent = form.get("intent");
  // Cancelling one's own booked session needs no plan (see the loader); its statement checks the owner.
  if (intent === "cancel") {
    const outcome = await cancelByMember(context, user, sessionId, now);
    if (outcome.kind === "done") {
      // Without a plan that includes coaching, nothing is "yours to book again".
      const title = t(
        !coachingIncluded(user, now)
          ? "services.coaching.session.cancelledWithoutPlan"
          : outcome.periodOpen
            ? "services.coaching.session.cancelled"
            : "services.coaching.session.cancelledPeriodOver",
      );
      return redirectWithToast(COACHING_PATH, { type: "success", title }, context);
    }
    return data({ message: t(MESSAGES[outcome.kind]) }, { status: STATUS[outcome.kind], headers: noStore });
  }
  if (!coachingIncluded(user, now)) return data({ message: t("services.coaching.gateText") }, { status: 403, headers: noStore });
  const slot = intent === "reschedule" ? parseSlot(form.get("slot")) : null;
  if (!slot) return data({ message: t("services.coaching.notOpen") }, { status: 400, headers: noStore });
  const outcome = await rescheduleSession(context, user, { sessionId, ...slot }, now);
  if (outcome.kind === "done")
    return redirectWithToast(coachingSessionPath(sessionId), { type: "success", title: t("services.coaching.session.changed") }, context);
  return data({ message: t(MESSAGES[outcome.kind]) }, { status: STATUS[outcome.kind], headers: noStore });
}

export default function CoachingSession() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (loaded.state === "visitor") return <VisitorGate />;
  if (loaded.state === "not-included") return <EliteGate />;
  return <SessionPage session={loaded.session} picker={loaded.picker} message={reply?.message} />;
}
