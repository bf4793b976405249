/**
 * What the advanced-tools routes answer: the loaders' data shaped for the pages (with their words in the
 * page's language), the CSV downloads (their words too), and the gates (401 for a visitor, 403 with an
 * offer for a learner whose plan has no advanced tools; a CSV gets the same statuses with a sentence).
 * Routes stay one line each.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { csvResponse } from "~/lib/domain/csv";
import { translate } from "~/lib/i18n/catalogues.server";
import { getSessionUser } from "~/lib/services/auth/session.server";
import { readExportCurrency } from "~/features/tools/domain/query";
import { advancedStanding, gate, loadGoalProgress, loadHistory, loadIndex, noStore } from "./advanced-tools.server";
import { localToday } from "~/features/time-zones/domain/zoned-time";
import { compareWhatIfs, readWhatIfForm, whatIfCsv } from "./domain/debt-what-if";
import { goalProgressCsv, historyCsv } from "./domain/history";
import { advancedMessages, advancedText } from "./words.server";

const notFound = () => new Response("Not found", { status: 404, headers: noStore });

function refusedCsv(standing: "visitor" | "outsider", context: AppLoadContext) {
  return new Response(translate(context.locale, standing === "visitor" ? "plans.advanced.visitorText" : "plans.advanced.gateText"), {
    status: standing === "visitor" ? 401 : 403,
    headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function indexLoader(request: Request, context: AppLoadContext) {
  const now = new Date();
  const messages = advancedMessages(context.locale);
  const page = await loadIndex(request, context, now);
  if (page.standing !== "member") return gate(page.user, now, messages);
  return data({ state: "member" as const, plans: page.plans, messages }, { headers: noStore });
}

export async function historyLoader(request: Request, context: AppLoadContext) {
  const now = new Date();
  const messages = advancedMessages(context.locale);
  const page = await loadHistory(request, context, now);
  if (page.standing !== "member") return gate(page.user, now, messages);
  return data({ state: "member" as const, rows: page.rows, messages }, { headers: noStore });
}

export async function historyCsvLoader(request: Request, context: AppLoadContext) {
  const now = new Date();
  const page = await loadHistory(request, context, now);
  if (page.standing !== "member") return refusedCsv(page.standing, context);
  return csvResponse(
    "net-worth-history.csv",
    historyCsv(page.rows, readExportCurrency(new URL(request.url).searchParams), advancedText(context.locale)),
  );
}

export async function goalProgressLoader(request: Request, context: AppLoadContext, planId: string) {
  const now = new Date();
  const messages = advancedMessages(context.locale);
  const page = await loadGoalProgress(request, context, planId, now);
  if (page.standing === "not-found") throw notFound();
  if (page.standing !== "member") return gate(page.user, now, messages);
  return data(
    // A fresh key per drawing of the form: a double submit of one form logs one contribution.
    { state: "member" as const, plan: page.plan, goals: page.goals, today: page.today, token: crypto.randomUUID(), messages },
    { headers: noStore },
  );
}

export async function goalProgressCsvLoader(request: Request, context: AppLoadContext, planId: string) {
  const now = new Date();
  const page = await loadGoalProgress(request, context, planId, now);
  if (page.standing === "not-found") throw notFound();
  if (page.standing !== "member") return refusedCsv(page.standing, context);
  return csvResponse(
    "goal-progress.csv",
    goalProgressCsv(page.goals, readExportCurrency(new URL(request.url).searchParams), advancedText(context.locale)),
  );
}

/** The what-ifs compute from the URL alone: the loader only gates and gives today's date in the learner's zone. */
export async function whatIfLoader(request: Request, context: AppLoadContext) {
  const now = new Date();
  const messages = advancedMessages(context.locale);
  const user = await getSessionUser(request, context);
  if (advancedStanding(user, now) !== "member") return gate(user, now, messages);
  return data({ state: "member" as const, today: localToday(user, now), messages }, { headers: noStore });
}

/** The what-ifs' export: the page's fields, read as the page's language writes numbers, in its words. */
export async function whatIfCsvLoader(request: Request, context: AppLoadContext) {
  const now = new Date();
  const { locale } = context;
  const user = await getSessionUser(request, context);
  const standing = advancedStanding(user, now);
  if (standing !== "member") return refusedCsv(standing, context);
  const params = new URL(request.url).searchParams;
  return csvResponse(
    "debt-what-ifs.csv",
    whatIfCsv(compareWhatIfs(readWhatIfForm(params, locale)), localToday(user, now), readExportCurrency(params), advancedText(locale), locale),
  );
}
