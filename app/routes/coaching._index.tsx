import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { bookSession, coachingIncluded, loadMemberCoaching } from "~/features/coaching/coaching.server";
import { EliteGate, MemberCoachingPage, VisitorGate } from "~/features/coaching/member-page";
import { COACHING_PATH } from "~/features/coaching/paths";
import { parseSlot } from "~/features/coaching/slot-form";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";
import { sectionText } from "~/lib/http/section-meta";
import { translate } from "~/lib/i18n/catalogues.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { requireUser } from "~/lib/services/auth/session.server";

const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;
/** The section's words come with the coaching layout's data (routes/coaching.tsx). */
export const meta: MetaFunction = (args) =>
  pageMeta(sectionText(args, "routes/coaching", "services.coaching.title"), sectionText(args, "routes/coaching", "services.coaching.intro"));

/** Visitors get the gate (401), plans without coaching the Elite offer (403); one round trip (ADR 013). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const day = new URL(request.url).searchParams.get("day");
  const { page } = await loadMemberCoaching(request, context, { now: new Date(), day });
  if (page.standing === "visitor") return data({ page }, { status: 401, headers: noStore });
  if (page.standing === "not-included") return data({ page }, { status: 403, headers: noStore });
  return data({ page }, { headers: noStore });
}

/** Books the time a button named; a lost race answers 409 with the day's times as they are now. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const now = new Date();
  const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate(context.locale, key, values);
  if (!coachingIncluded(user, now)) return data({ message: t("services.coaching.gateText") }, { status: 403, headers: noStore });
  const form = await request.formData();
  const slot = parseSlot(form.get("slot"));
  if (!slot) return data({ message: t("services.coaching.notOpen") }, { status: 400, headers: noStore });
  const outcome = await bookSession(context, user, slot, now);
  if (outcome.kind === "booked") return redirectWithToast(COACHING_PATH, { type: "success", title: t("services.coaching.booked") }, context);
  if (outcome.kind === "not-included") return data({ message: t("services.coaching.gateText") }, { status: 403, headers: noStore });
  if (outcome.kind === "plan-ends") return data({ message: t("services.coaching.planEnds") }, { status: 409, headers: noStore });
  if (outcome.kind === "taken") return data({ message: t("services.coaching.taken") }, { status: 409, headers: noStore });
  if (outcome.kind === "already")
    return data(
      { message: t("services.coaching.alreadyBooked", { when: outcome.when, coach: outcome.coach }) },
      { status: 409, headers: noStore },
    );
  return data({ message: t("services.coaching.notOpen") }, { status: 400, headers: noStore });
}

export default function CoachingPage() {
  const { page } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (page.standing === "visitor") return <VisitorGate />;
  if (page.standing === "not-included") return <EliteGate sessions={page.sessions} />;
  return <MemberCoachingPage page={page} message={reply?.message} />;
}
