import { BarChart } from "~/components/charts";
import { CURRENCIES, findPlan, type Currency } from "~/lib/domain/catalog";
import { formatMonth } from "~/lib/domain/dates";
import { formatPrice } from "~/lib/domain/money";
import { formatCount, ScrollTable } from "./console-table";
import type { OverviewReport } from "./domain/overview";

/** The overview's numbers as the page lays them out: a chart (with its table twin) per question, tables for the details. */
export function OverviewSections({ report }: { report: OverviewReport }) {
  const months = report.months;
  return (
    <div className="space-y-10">
      <section aria-labelledby="revenue-heading">
        <h2 id="revenue-heading" className="text-xl font-semibold">
          Course sales
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Course purchases only (plans are under Subscriptions below). Amounts are before tax (tax is shown apart); a sale counts in the month it
          was paid and a refund in the month it was made, so a month&apos;s net can be below zero. Months are UTC.
        </p>
        <UndatedRefunds report={report} />
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {CURRENCIES.map((currency) => (
            <div key={currency} className="card">
              <dt className="text-sm text-slate-700">Net sales, {currency}, 12 months</dt>
              <dd className="mt-1 text-2xl font-semibold" data-testid={`net-${currency}`}>
                {formatPrice(report.totals[currency].net, currency)}
              </dd>
            </div>
          ))}
          <div className="card">
            <dt className="text-sm text-slate-700">Refund rate, 12 months</dt>
            <dd className="mt-1 text-2xl font-semibold" data-testid="refund-rate">
              {report.refundRate === null ? "No sales" : `${report.refundRate.toFixed(1)}%`}
            </dd>
          </div>
        </dl>
        {CURRENCIES.map((currency) => (
          <BarChart
            key={currency}
            title={`Net course sales per month, ${currency} (before tax)`}
            rowHeader="Month"
            series={[{ name: `Net ${currency}`, tone: currency === "CAD" ? "rose" : "sky" }]}
            rows={months.map((month) => ({ label: formatMonth(month.month), values: [month.revenue[currency].net] }))}
            format={(cents) => formatPrice(Math.round(cents), currency)}
          />
        ))}
        <MonthlyTable report={report} />
      </section>

      <section aria-labelledby="signups-heading">
        <h2 id="signups-heading" className="text-xl font-semibold">
          Sign-ups
        </h2>
        <BarChart
          title="New accounts per month"
          rowHeader="Month"
          series={[{ name: "Sign-ups", tone: "emerald" }]}
          rows={months.map((month) => ({ label: formatMonth(month.month), values: [month.signUps] }))}
          format={(value) => formatCount(Math.round(value))}
        />
      </section>

      <section aria-labelledby="subscribers-heading">
        <h2 id="subscribers-heading" className="text-xl font-semibold">
          Subscriptions
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Monthly recurring revenue: every active subscription (its paid period not over; one cancelled at period end counts until then) at its
          plan&apos;s monthly list price in the currency it is billed in, before tax. Coupons and credits at Stripe are not reflected. A
          subscription recorded before its currency was kept is counted in its learner&apos;s country&apos;s currency, as billing does.
        </p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {CURRENCIES.map((currency) => (
            <div key={currency} className="card">
              <dt className="text-sm text-slate-700">Monthly recurring revenue, {currency}</dt>
              <dd className="mt-1 text-2xl font-semibold" data-testid={`mrr-${currency}`}>
                {formatPrice(report.recurring.totals[currency], currency)}
              </dd>
            </div>
          ))}
        </dl>
        <ScrollTable label="Monthly recurring revenue by plan and currency">
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Currency</th>
              <th scope="col">Active subscriptions</th>
              <th scope="col">Monthly recurring revenue</th>
            </tr>
          </thead>
          <tbody>
            {report.recurring.rows.map((row) => (
              <tr key={`${row.tier}-${row.currency}`} data-testid="mrr-row">
                <th scope="row">{findPlan(row.tier)?.name ?? row.tier}</th>
                <td>{row.currency}</td>
                <td>{formatCount(row.subscribers)}</td>
                <td>{formatPrice(row.mrr, row.currency)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        <BarChart
          title="Active subscribers by plan, today"
          rowHeader="Plan"
          series={[{ name: "Subscribers", tone: "violet" }]}
          rows={report.tiers.map((entry) => ({ label: findPlan(entry.tier)?.name ?? entry.tier, values: [entry.count] }))}
          format={(value) => formatCount(Math.round(value))}
        />
        <p className="mt-6 text-sm text-slate-700">
          Changes per month, counted as each is recorded (a downgrade or upgrade when it takes effect; cancelled: the plan ended). Months before
          the console began recording them show none.
        </p>
        <ScrollTable label="Subscription changes per month">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">New</th>
              <th scope="col">Upgraded</th>
              <th scope="col">Downgraded</th>
              <th scope="col">Cancelled</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month} data-testid="subscription-changes">
                <th scope="row">{formatMonth(month.month)}</th>
                <td>{formatCount(month.subscriptions.new)}</td>
                <td>{formatCount(month.subscriptions.upgraded)}</td>
                <td>{formatCount(month.subscriptions.downgraded)}</td>
                <td>{formatCount(month.subscriptions.cancelled)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>

      <section aria-labelledby="courses-heading">
        <h2 id="courses-heading" className="text-xl font-semibold">
          Courses, last 12 months
        </h2>
        <BarChart
          title="Completions and certificates per course"
          rowHeader="Course"
          series={[
            { name: "Completions", tone: "emerald" },
            { name: "Certificates", tone: "amber" },
          ]}
          rows={report.courses.map((course) => ({ label: course.title, values: [course.completions, course.certificates] }))}
          format={(value) => formatCount(Math.round(value))}
        />
        <ScrollTable label="Sales, completions and certificates per course">
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Sales</th>
              <th scope="col">Refunded</th>
              {CURRENCIES.map((currency) => (
                <th key={currency} scope="col">
                  Net {currency}
                </th>
              ))}
              <th scope="col">Completions</th>
              <th scope="col">Certificates</th>
            </tr>
          </thead>
          <tbody>
            {report.courses.map((course) => (
              <tr key={course.slug}>
                <th scope="row">{course.title}</th>
                <td>{formatCount(course.sold)}</td>
                <td>{formatCount(course.refunded)}</td>
                {CURRENCIES.map((currency) => (
                  <td key={currency}>{formatPrice(course.net[currency], currency)}</td>
                ))}
                <td>{formatCount(course.completions)}</td>
                <td>{formatCount(course.certificates)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>
    </div>
  );
}

function MonthlyTable({ report }: { report: OverviewReport }) {
  const money = (cents: number, currency: Currency) => formatPrice(cents, currency);
  return (
    <ScrollTable label="Monthly figures">
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Sign-ups</th>
          {CURRENCIES.flatMap((currency) => [
            <th key={`${currency}-gross`} scope="col">
              Gross {currency}
            </th>,
            <th key={`${currency}-refunds`} scope="col">
              Refunds {currency}
            </th>,
            <th key={`${currency}-net`} scope="col">
              Net {currency}
            </th>,
            <th key={`${currency}-tax`} scope="col">
              Tax {currency}
            </th>,
          ])}
        </tr>
      </thead>
      <tbody>
        {report.months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{formatMonth(month.month)}</th>
            <td>{formatCount(month.signUps)}</td>
            {CURRENCIES.flatMap((currency) => {
              const figures = month.revenue[currency];
              return [
                <td key={`${currency}-gross`}>{money(figures.gross, currency)}</td>,
                <td key={`${currency}-refunds`}>{money(figures.refunds, currency)}</td>,
                <td key={`${currency}-net`}>{money(figures.net, currency)}</td>,
                <td key={`${currency}-tax`}>{money(figures.tax, currency)}</td>,
              ];
            })}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Refunds made before their date was kept, with no staff audit entry to date them: shown apart, never in a month. */
function UndatedRefunds({ report }: { report: OverviewReport }) {
  const undated = CURRENCIES.filter((currency) => report.undatedRefunds[currency].refunded > 0);
  if (undated.length === 0) return null;
  return (
    <p className="mt-2 text-sm text-slate-800" data-testid="undated-refunds">
      Refunds, date unknown (all time, in no month):{" "}
      {undated
        .map(
          (currency) =>
            `${formatCount(report.undatedRefunds[currency].refunded)} for ${formatPrice(report.undatedRefunds[currency].refunds, currency)}`,
        )
        .join("; ")}
      .
    </p>
  );
}
