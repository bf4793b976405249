import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { bookSession, coachingIncluded, loadMemberCoaching } from "~/features/coaching/coaching.server";
import { EliteGate, MemberCoachingPage, VisitorGate } from "~/features/coaching/member-page";
import { COACHING_PATH } from "~/features/coaching/paths";
import { parseSlot } from "~/features/coaching/slot-form";
import { MEMBER_TEXTS } from "~/features/coaching/texts";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { requireUser } from "~/lib/services/auth/session.server";

const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = () => pageMeta(MEMBER_TEXTS.title, MEMBER_TEXTS.intro);

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
  if (!coachingIncluded(user, now)) return data({ message: MEMBER_TEXTS.gateText }, { status: 403, headers: noStore });
  const form = await request.formData();
  const slot = parseSlot(form.get("slot"));
  if (!slot) return data({ message: MEMBER_TEXTS.notOpen }, { status: 400, headers: noStore });
  const outcome = await bookSession(context, user, slot, now);
  if (outcome.kind === "booked") return redirectWithToast(COACHING_PATH, { type: "success", title: MEMBER_TEXTS.booked }, context);
  if (outcome.kind === "not-included") return data({ message: MEMBER_TEXTS.gateText }, { status: 403, headers: noStore });
  if (outcome.kind === "taken") return data({ message: MEMBER_TEXTS.taken }, { status: 409, headers: noStore });
  if (outcome.kind === "already")
    return data({ message: MEMBER_TEXTS.alreadyBooked(outcome.when, outcome.coach) }, { status: 409, headers: noStore });
  return data({ message: MEMBER_TEXTS.notOpen }, { status: 400, headers: noStore });
}

export default function CoachingPage() {
  const { page } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (page.standing === "visitor") return <VisitorGate />;
  if (page.standing === "not-included") return <EliteGate />;
  return <MemberCoachingPage page={page} message={reply?.message} />;
}
