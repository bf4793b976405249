/**
 * The personalised plan's page (issue 27 item 3): the gates, the start, and the plan itself, one page
 * that prints on A4 and Letter (no navigation, each section on its own page, the date and the figures'
 * year on top). Every table stays inside a phone's width.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PrintButton } from "~/components/print-button";
import { TableScroll } from "~/components/table-scroll";
import { formatMoney, formatPercent } from "~/features/tools/domain/format";
import type { LessonLink } from "./domain/lessons";
import { PLAN_LESSONS } from "./domain/lessons";
import type { PersonalPlan, PlanItem } from "./domain/rules";
import type { CoachNote } from "./plan.server";
import { ADVISOR_PATH } from "~/features/support/paths";
import { INTAKE_PATH } from "./paths";
import { PLAN_TEXTS } from "./texts";
import { LockedPage, SignInGate } from "~/components/locked-page";

export function PlanVisitorGate() {
  return <SignInGate title={PLAN_TEXTS.visitorTitle} text={PLAN_TEXTS.visitorText} />;
}

export function PlanEliteGate() {
  return (
    <LockedPage title={PLAN_TEXTS.gateTitle} text={PLAN_TEXTS.gateText} testId="plan-gate">
      <Link to="/#pricing" className="button-primary mt-6 inline-block">
        {PLAN_TEXTS.gateOffer}
      </Link>
    </LockedPage>
  );
}

function Education() {
  return (
    <aside className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="plan-education">
      <p>{PLAN_TEXTS.education}</p>
      <p className="mt-2 print:hidden">
        <Link to={ADVISOR_PATH} className="font-medium underline">
          {PLAN_TEXTS.adviserLink}
        </Link>
      </p>
    </aside>
  );
}

export function PlanStart() {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">{PLAN_TEXTS.title}</h1>
      <Education />
      <h2 className="mt-8 text-xl font-semibold">{PLAN_TEXTS.noIntakeTitle}</h2>
      <p className="mt-2 text-slate-700">{PLAN_TEXTS.noIntakeText}</p>
      <Link to={INTAKE_PATH} className="button-primary mt-6 inline-block">
        {PLAN_TEXTS.startIntake}
      </Link>
    </div>
  );
}

function LessonLine({ lesson }: { lesson: LessonLink }) {
  return (
    <p className="mt-2 text-sm">
      {PLAN_TEXTS.lessonPrefix}{" "}
      <Link to={lesson.href} className="font-medium text-brand-700 underline" data-testid="lesson-link">
        {lesson.title}
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
  const List = ordered ? "ol" : "ul";
  return (
    <List className={`mt-3 space-y-4 ${ordered ? "list-decimal pl-6" : ""}`}>
      {items.map((item) => (
        <li key={item.title} data-testid="plan-item">
          <p className="font-semibold">{item.title}</p>
          <p className="mt-1 text-slate-800">{item.body}</p>
          {item.sources.length > 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              {PLAN_TEXTS.sources}{" "}
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

export function PlanView({ plan, notes, today }: { plan: PersonalPlan; notes: CoachNote[]; today: string }) {
  const money = (amount: number) => formatMoney(amount, plan.currency);
  const { budget, emergency, debts } = plan;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">{PLAN_TEXTS.title}</h1>
      <p className="mt-2 text-slate-700" data-testid="plan-prepared">
        {PLAN_TEXTS.prepared(today, plan.region, plan.figuresYear)}
      </p>
      <Education />
      <div className="mt-4 flex flex-wrap items-center gap-4 print:hidden">
        <Link to={INTAKE_PATH} className="button-secondary">
          {PLAN_TEXTS.editIntake}
        </Link>
        <PrintButton label={PLAN_TEXTS.print} what={PLAN_TEXTS.printWhat} />
      </div>

      <Section id="budget" title={PLAN_TEXTS.budgetTitle} lesson={PLAN_LESSONS.budget} first>
        <p className="mt-2 text-slate-700">{PLAN_TEXTS.budgetIntro}</p>
        {budget.buckets ? (
          <TableScroll label={PLAN_TEXTS.ruleTable} className="mt-3">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{PLAN_TEXTS.ruleTable}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-3">
                    Bucket
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Rule
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Yours
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
                      {money(bucket.target)} ({formatPercent(bucket.targetPercent)})
                    </td>
                    <td className="py-2 pr-3">
                      {money(bucket.actual)} ({formatPercent(bucket.actualPercent)})
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : (
          <p className="mt-2">{PLAN_TEXTS.noIncome}</p>
        )}
        <TableScroll label={PLAN_TEXTS.categoryTable} className="mt-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{PLAN_TEXTS.categoryTable}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3">
                  Category
                </th>
                <th scope="col" className="py-2 pr-3">
                  Counts as
                </th>
                <th scope="col" className="py-2 pr-3">
                  A month
                </th>
              </tr>
            </thead>
            <tbody>
              {budget.lines.map((line) => (
                <tr key={line.key} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {line.label}
                  </th>
                  <td className="py-2 pr-3 capitalize">{line.bucket}</td>
                  <td className="py-2 pr-3">{money(line.monthly)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p className="mt-3">
          {budget.leftOver >= 0 ? PLAN_TEXTS.leftOver(money(budget.leftOver)) : PLAN_TEXTS.overspent(money(-budget.leftOver))}
        </p>
      </Section>

      <Section id="emergency" title={PLAN_TEXTS.emergencyTitle} lesson={PLAN_LESSONS.emergencyFund}>
        <p className="mt-2">
          {PLAN_TEXTS.emergencyText(money(emergency.essentials), money(emergency.low), money(emergency.high), money(emergency.saved))}{" "}
          {emergency.shortfall > 0 ? PLAN_TEXTS.emergencyShortfall(money(emergency.shortfall)) : PLAN_TEXTS.emergencyReached}
        </p>
      </Section>

      <Section id="debts" title={PLAN_TEXTS.debtTitle} lesson={PLAN_LESSONS.debt}>
        <p className="mt-2" data-testid="plan-debt-result">
          {debts.status === "none"
            ? PLAN_TEXTS.noDebts
            : debts.status === "no-extra"
              ? PLAN_TEXTS.debtNoExtra(money(debts.totalMinimums))
              : debts.status === "never"
                ? PLAN_TEXTS.debtNever(money(debts.totalMonthly))
                : PLAN_TEXTS.debtPlanned(debts.order.join(", then "), debts.payoffMonth, money(debts.totalInterest), money(debts.totalMonthly))}
        </p>
        {debts.status !== "none" ? (
          <p className="mt-2 text-sm print:hidden">
            <Link to="/tools/debt-payoff-planner" className="font-medium text-brand-700 underline">
              {PLAN_TEXTS.debtTool}
            </Link>
          </p>
        ) : null}
      </Section>

      <Section id="accounts" title={PLAN_TEXTS.accountsTitle}>
        <p className="mt-2 text-slate-700">{PLAN_TEXTS.accountsIntro}</p>
        <Items items={plan.accounts} ordered />
      </Section>

      <Section id="tax" title={PLAN_TEXTS.taxTitle}>
        <Items items={plan.tax} />
      </Section>

      {plan.crossBorder ? (
        <Section id="cross-border" title={PLAN_TEXTS.crossBorderTitle}>
          <p className="mt-2 text-slate-700">{PLAN_TEXTS.crossBorderIntro}</p>
          <Items items={plan.crossBorder} />
        </Section>
      ) : null}

      <Section id="allocation" title={PLAN_TEXTS.allocationTitle} lesson={PLAN_LESSONS.investing}>
        <p className="mt-2 text-slate-700">{PLAN_TEXTS.allocationIntro}</p>
        {plan.allocation.length === 0 ? (
          <p className="mt-2">{PLAN_TEXTS.allocationEmpty}</p>
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
        <Section id="notes" title={PLAN_TEXTS.notesTitle}>
          <ul className="mt-3 space-y-3">
            {notes.map((note) => (
              <li key={`${note.coach}-${note.updatedAt}`} className="card" data-testid="plan-coach-note">
                <p className="whitespace-pre-line">{note.body}</p>
                <p className="mt-2 text-sm text-slate-700">{PLAN_TEXTS.noteBy(note.coach, note.updatedAt)}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
