/**
 * The personalised plan's page (issue 27 item 3): the gates, the start, and the plan itself, one page
 * that prints on A4 and Letter (no navigation, each section on its own page, the date and the figures'
 * year on top). Every table stays inside a phone's width.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PrintButton } from "~/components/print-button";
import { TableScroll } from "~/components/table-scroll";
import { formatMoney, formatPercent, formatToolDate } from "~/features/tools/domain/format";
import { textOr, useLocale, useTranslate } from "~/hooks/use-translate";
import type { MessageKey } from "~/lib/i18n/messages";
import type { LessonLink } from "./domain/lessons";
import { PLAN_LESSONS } from "./domain/lessons";
import type { PersonalPlan, PlanItem } from "./domain/rules";
import type { CoachNote } from "./plan.server";
import { ADVISOR_PATH } from "~/features/support/paths";
import { INTAKE_PATH } from "./paths";
import { LockedPage, SignInGate } from "~/components/locked-page";

export function PlanVisitorGate() {
  const t = useTranslate();
  return (
    <SignInGate
      title={t("plans.personal.visitorTitle")}
      text={t("plans.personal.visitorText")}
      labels={{ logIn: t("plans.personal.logIn"), signUp: t("plans.personal.signUp") }}
    />
  );
}

export function PlanEliteGate() {
  const t = useTranslate();
  return (
    <LockedPage title={t("plans.personal.gateTitle")} text={t("plans.personal.gateText")} testId="plan-gate">
      <Link to="/#pricing" className="button-primary mt-6 inline-block">
        {t("plans.personal.gateOffer")}
      </Link>
    </LockedPage>
  );
}

function Education() {
  const t = useTranslate();
  return (
    <aside className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="plan-education">
      <p>{t("plans.personalPage.education")}</p>
      <p className="mt-2 print:hidden">
        <Link to={ADVISOR_PATH} className="font-medium underline">
          {t("plans.personalPage.adviserLink")}
        </Link>
      </p>
    </aside>
  );
}

export function PlanStart() {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">{t("plans.personal.title")}</h1>
      <Education />
      <h2 className="mt-8 text-xl font-semibold">{t("plans.personalPage.noIntakeTitle")}</h2>
      <p className="mt-2 text-slate-700">{t("plans.personalPage.noIntakeText")}</p>
      <Link to={INTAKE_PATH} className="button-primary mt-6 inline-block">
        {t("plans.personalPage.startIntake")}
      </Link>
    </div>
  );
}

/** Each lesson's title key (`plans.lesson.<name>`), by its address. */
const LESSON_KEYS: ReadonlyMap<string, MessageKey> = new Map(
  Object.entries(PLAN_LESSONS).map(([name, lesson]) => [lesson.href, `plans.lesson.${name as keyof typeof PLAN_LESSONS}` as const]),
);

function LessonLine({ lesson }: { lesson: LessonLink }) {
  const t = useTranslate();
  const key = LESSON_KEYS.get(lesson.href);
  return (
    <p className="mt-2 text-sm">
      {t("plans.personalPage.lessonPrefix")}{" "}
      <Link to={lesson.href} className="font-medium text-brand-700 underline" data-testid="lesson-link">
        {key ? textOr(t, key, lesson.title) : lesson.title}
      </Link>
    </p>
  );
}

/** On paper each section after the first starts a new page (the first shares the page with the title and date). */
function Section({
  id,
  title,
  lesson,
  first = false,
  children,
}: {
  id: string;
  title: string;
  lesson?: LessonLink;
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`mt-10 ${first ? "" : "print:mt-0 print:break-before-page"}`} aria-labelledby={id} data-testid={`plan-${id}`}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
      {lesson ? <LessonLine lesson={lesson} /> : null}
    </section>
  );
}

function Items({ items, ordered = false }: { items: PlanItem[]; ordered?: boolean }) {
  const t = useTranslate();
  const List = ordered ? "ol" : "ul";
  return (
    <List className={`mt-3 space-y-4 ${ordered ? "list-decimal pl-6" : ""}`}>
      {items.map((item) => (
        <li key={item.title} data-testid="plan-item">
          <p className="font-semibold">{item.title}</p>
          <p className="mt-1 text-slate-800">{item.body}</p>
          {item.sources.length > 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              {t("plans.personalPage.sources")}{" "}
              {item.sources.map((source, index) => (
                <span key={source.url + source.label}>
                  {index > 0 ? "; " : null}
                  <a href={source.url} className="break-words text-brand-700 underline" rel="noreferrer">
                    {source.label}
                  </a>
                </span>
              ))}
            </p>
          ) : null}
          <LessonLine lesson={item.lesson} />
        </li>
      ))}
    </List>
  );
}

/**
 * The plan as its loader worded it in the page's language (plan-words.ts), with the page's own words
 * around it; amounts, percentages and dates written the language's way.
 */
export function PlanView({ plan, notes, today }: { plan: PersonalPlan; notes: CoachNote[]; today: string }) {
  const t = useTranslate();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, plan.currency, locale);
  const percent = (value: number) => formatPercent(value, 0, locale);
  const { budget, emergency, debts } = plan;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">{t("plans.personal.title")}</h1>
      <p className="mt-2 text-slate-700" data-testid="plan-prepared">
        {t("plans.personalPage.prepared", { region: plan.region, date: formatToolDate(today, locale), year: String(plan.figuresYear) })}
      </p>
      <Education />
      <div className="mt-4 flex flex-wrap items-center gap-4 print:hidden">
        <Link to={INTAKE_PATH} className="button-secondary">
          {t("plans.personalPage.editIntake")}
        </Link>
        <PrintButton label={t("plans.personalPage.print")} instead={t("plans.personalPage.printInstead")} />
      </div>

      <Section id="budget" title={t("plans.personalPage.budgetTitle")} lesson={PLAN_LESSONS.budget} first>
        <p className="mt-2 text-slate-700">{t("plans.personalPage.budgetIntro")}</p>
        {budget.buckets ? (
          <TableScroll label={t("plans.personalPage.ruleTable")} className="mt-3">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("plans.personalPage.ruleTable")}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-3">
                    {t("plans.personalPage.bucket")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("plans.personalPage.rule")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("plans.personalPage.yours")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {budget.buckets.map((bucket) => (
                  <tr key={bucket.key} className="border-b border-slate-200">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {bucket.label}
                    </th>
                    <td className="py-2 pr-3">
                      {money(bucket.target)} ({percent(bucket.targetPercent)})
                    </td>
                    <td className="py-2 pr-3">
                      {money(bucket.actual)} ({percent(bucket.actualPercent)})
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : (
          <p className="mt-2">{t("plans.personalPage.noIncome")}</p>
        )}
        <TableScroll label={t("plans.personalPage.categoryTable")} className="mt-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("plans.personalPage.categoryTable")}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3">
                  {t("plans.personalPage.category")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("plans.personalPage.countsAs")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("plans.personalPage.aMonth")}
                </th>
              </tr>
            </thead>
            <tbody>
              {budget.lines.map((line) => (
                <tr key={line.key} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {line.label}
                  </th>
                  <td className="py-2 pr-3 capitalize">{t(`plans.personalPage.bucketOf.${line.bucket}`)}</td>
                  <td className="py-2 pr-3">{money(line.monthly)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p className="mt-3">
          {budget.leftOver >= 0
            ? t("plans.personalPage.leftOver", { amount: money(budget.leftOver) })
            : t("plans.personalPage.overspent", { amount: money(-budget.leftOver) })}
        </p>
      </Section>

      <Section id="emergency" title={t("plans.personalPage.emergencyTitle")} lesson={PLAN_LESSONS.emergencyFund}>
        <p className="mt-2">
          {t("plans.personalPage.emergencyText", {
            essentials: money(emergency.essentials),
            low: money(emergency.low),
            high: money(emergency.high),
            saved: money(emergency.saved),
          })}{" "}
          {emergency.shortfall > 0
            ? t("plans.personalPage.emergencyShortfall", { amount: money(emergency.shortfall) })
            : t("plans.personalPage.emergencyReached")}
        </p>
      </Section>

      <Section id="debts" title={t("plans.personalPage.debtTitle")} lesson={PLAN_LESSONS.debt}>
        <p className="mt-2" data-testid="plan-debt-result">
          {debts.status === "none"
            ? t("plans.personalPage.noDebts")
            : debts.status === "no-extra"
              ? t("plans.personalPage.debtNoExtra", { minimums: money(debts.totalMinimums) })
              : debts.status === "never"
                ? t("plans.personalPage.debtNever", { monthly: money(debts.totalMonthly) })
                : t("plans.personalPage.debtPlanned", {
                    order: debts.order.join(t("plans.personalPage.debtOrderJoin")),
                    date: debts.payoffMonth,
                    interest: money(debts.totalInterest),
                    monthly: money(debts.totalMonthly),
                  })}
        </p>
        {debts.status !== "none" ? (
          <p className="mt-2 text-sm print:hidden">
            <Link to="/tools/debt-payoff-planner" className="font-medium text-brand-700 underline">
              {t("plans.personalPage.debtTool")}
            </Link>
          </p>
        ) : null}
      </Section>

      <Section id="accounts" title={t("plans.personalPage.accountsTitle")}>
        <p className="mt-2 text-slate-700">{t("plans.personalPage.accountsIntro")}</p>
        <Items items={plan.accounts} ordered />
      </Section>

      <Section id="tax" title={t("plans.personalPage.taxTitle")}>
        <Items items={plan.tax} />
      </Section>

      {plan.crossBorder ? (
        <Section id="cross-border" title={t("plans.personalPage.crossBorderTitle")}>
          <p className="mt-2 text-slate-700">{t("plans.personalPage.crossBorderIntro")}</p>
          <Items items={plan.crossBorder} />
        </Section>
      ) : null}

      <Section id="allocation" title={t("plans.personalPage.allocationTitle")} lesson={PLAN_LESSONS.investing}>
        <p className="mt-2 text-slate-700">{t("plans.personalPage.allocationIntro")}</p>
        {plan.allocation.length === 0 ? (
          <p className="mt-2">{t("plans.personalPage.allocationEmpty")}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {plan.allocation.map((line) => (
              <li key={line.goal} className="card">
                <p className="font-semibold">
                  {line.goal} <span className="font-normal text-slate-700">({line.horizon})</span>
                </p>
                <p className="mt-1">{line.mix}</p>
                <p className="mt-1 text-sm text-slate-700">{line.placement}</p>
              </li>
            ))}
          </ul>
        )}
        <LessonLine lesson={PLAN_LESSONS.accounts} />
      </Section>

      {notes.length > 0 ? (
        <Section id="notes" title={t("plans.personalPage.notesTitle")}>
          <p className="mt-2 text-sm text-slate-700">{t("plans.personalPage.notesIntro")}</p>
          <ul className="mt-3 space-y-3">
            {notes.map((note) => (
              <li key={`${note.coach}-${note.updatedAt}`} className="card" data-testid="plan-coach-note">
                <p className="whitespace-pre-line">{note.body}</p>
                <p className="mt-2 text-sm text-slate-700">
                  {t("plans.personalPage.noteBy", { coach: note.coach, date: formatToolDate(note.updatedAt, locale) })}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
