/**
 * What the advanced-tools routes answer: the loaders' data shaped for the pages, the CSV downloads,
 * and the gates (401 for a visitor, 403 with an offer for a learner whose plan has no advanced tools;
 * a CSV gets the same statuses with a sentence). Routes stay one line each.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { csvResponse } from "~/lib/domain/csv";
import { getSessionUser } from "~/lib/services/auth/session.server";
import { readExportCurrency } from "~/features/tools/domain/query";
import { advancedStanding, gate, loadGoalProgress, loadHistory, loadIndex, noStore, todayFor } from "./advanced-tools.server";
import { compareWhatIfs, readWhatIfForm, whatIfCsv } from "./domain/debt-what-if";
import { goalProgressCsv, historyCsv } from "./domain/history";
import { ADVANCED_TEXTS } from "./texts";

const notFound = () => new Response("Not found", { status: 404, headers: noStore });

function refusedCsv(standing: "visitor" | "outsider") {
  return new Response(standing === "visitor" ? ADVANCED_TEXTS.visitorText : ADVANCED_TEXTS.gateText, {
    status: standing === "visitor" ? 401 : 403,
    headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function indexLoader(request: Request, context: AppLoadContext) {
  const now = new Date();
  const page = await loadIndex(request, context, now);
  if (page.standing !== "member") return gate(page.user, now);
  return data({ state: "member" as const, plans: page.plans }, { headers: noStore });
}

export async function historyLoader(request: Request, context: AppLoadContext) {
  const now = new Date();
  const page = await loadHistory(request, context, now);
  if (page.standing !== "member") return gate(page.user, now);
  return data({ state: "member" as const, rows: page.rows }, { headers: noStore });
}

export async function historyCsvLoader(request: Request, context: AppLoadContext) {
  const now = new Date();
  const page = await loadHistory(request, context, now);
  if (page.standing !== "member") return refusedCsv(page.standing);
  return csvResponse("net-worth-history.csv", historyCsv(page.rows, readExportCurrency(new URL(request.url).searchParams)));
}

export async function goalProgressLoader(request: Request, context: AppLoadContext, planId: string) {
  const now = new Date();
  const page = await loadGoalProgress(request, context, planId, now);
  if (page.standing === "not-found") throw notFound();
  if (page.standing !== "member") return gate(page.user, now);
  return data(
    // A fresh key per drawing of the form: a double submit of one form logs one contribution.
    { state: "member" as const, plan: page.plan, goals: page.goals, today: page.today, token: crypto.randomUUID() },
    { headers: noStore },
  );
}

export async function goalProgressCsvLoader(request: Request, context: AppLoadContext, planId: string) {
  const now = new Date();
  const page = await loadGoalProgress(request, context, planId, now);
  if (page.standing === "not-found") throw notFound();
  if (page.standing !== "member") return refusedCsv(page.standing);
  return csvResponse("goal-progress.csv", goalProgressCsv(page.goals, readExportCurrency(new URL(request.url).searchParams)));
}

/** The what-ifs compute from the URL alone: the loader only gates and gives today's date in the learner's zone. */
export async function whatIfLoader(request: Request, context: AppLoadContext) {
  const now = new Date();
  const user = await getSessionUser(request, context);
  if (advancedStanding(user, now) !== "member") return gate(user, now);
  return data({ state: "member" as const, today: todayFor(user!, now) }, { headers: noStore });
}

export async function whatIfCsvLoader(request: Request, context: AppLoadContext) {
  const now = new Date();
  const user = await getSessionUser(request, context);
  const standing = advancedStanding(user, now);
  if (standing !== "member") return refusedCsv(standing);
  const params = new URL(request.url).searchParams;
  return csvResponse("debt-what-ifs.csv", whatIfCsv(compareWhatIfs(readWhatIfForm(params)), todayFor(user!, now), readExportCurrency(params)));
}
