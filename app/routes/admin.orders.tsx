import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { learnerLanguage } from "~/lib/domain/learner-language";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { FilterButtons } from "~/features/admin/console-parts";
import type { ReactNode } from "react";
import { orderCourseTitle } from "~/features/admin/domain/order-csv";
import { COURSE_CHOICES, filterQuery, ORDER_STATUS_FILTERS, type FilterField, type FilterValues } from "~/features/admin/domain/order-filters";
import { ScrollTable } from "~/features/admin/console-table";
import { requireOrdersPage } from "~/features/admin/orders.server";
import { StatusBadge } from "~/features/payments/components";
import { formatOrderAmount } from "~/features/payments/pricing";
import { CURRENCIES } from "~/lib/domain/catalog";
import { pageMeta } from "~/lib/http/meta";
import { consolePageAction } from "~/features/admin/staff.server";

export const meta: MetaFunction = () => [...pageMeta("Orders · Staff console", "Every course order."), { name: "robots", content: "noindex" }];

/** A post is a 404 to anyone but staff, as a GET is: the address is not advertised. */
export const action = consolePageAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await requireOrdersPage(request, context);
  if (!page.ok) return data({ values: page.values, errors: page.errors, page: null }, { status: 400 });
  const { orders, next, firstPage } = page.result;
  return {
    values: page.values,
    errors: {} as Partial<Record<FilterField, string>>,
    page: {
      orders: orders.map((order) => ({
        id: order.id,
        userId: order.userId,
        email: order.email,
        language: order.userId ? learnerLanguage(order.learnerLocale) : null,
        course: orderCourseTitle(order.productName),
        status: order.status,
        amount: formatOrderAmount(order.amount, order.currency),
        tax: formatOrderAmount(order.taxAmount, order.currency),
        createdAt: order.createdAt.toISOString(),
      })),
      nextQuery: next ? filterQuery(page.values, next) : null,
      firstPage,
      owedRefunds: page.result.owedRefunds.map((order) => ({
        id: order.id,
        userId: order.userId,
        email: order.email,
        course: orderCourseTitle(order.productName),
        amount: formatOrderAmount(order.amount + order.taxAmount, order.currency),
        attempts: order.attempts,
        nextAttemptAt: order.nextAttemptAt!.toISOString(),
        lastError: order.lastError ?? "",
      })),
    },
  };
}

const selectClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

function FilterBox({
  name,
  label,
  error,
  children,
}: {
  name: keyof FilterValues;
  label: string;
  error?: string;
  children: (props: { id: string; name: string; className: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const errorId = `${name}-error`;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id: name, name, className: selectClass, ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}) })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "2026-03-05T14:07:00.000Z" → "2026-03-05 14:07 UTC". */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export default function AdminOrders() {
  const { values, errors, page } = useLoaderData<typeof loader>();
  const query = filterQuery(values);
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Orders</h1>
      <p className="mt-1 text-slate-700">Course purchases, newest first. Dates are UTC days; amounts are before tax.</p>
      {page && page.owedRefunds.length > 0 ? <OwedRefunds refunds={page.owedRefunds} /> : null}
      <Form method="get" className="card mt-6" aria-label="Filter orders">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <FilterBox name="status" label="Status" error={errors.status}>
            {(props) => (
              <select {...props} defaultValue={values.status}>
                <option value="">Any status</option>
                {ORDER_STATUS_FILTERS.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </select>
            )}
          </FilterBox>
          <FilterBox name="currency" label="Currency" error={errors.currency}>
            {(props) => (
              <select {...props} defaultValue={values.currency}>
                <option value="">Any currency</option>
                {CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </FilterBox>
          <FilterBox name="course" label="Course" error={errors.course}>
            {(props) => (
              <select {...props} defaultValue={values.course}>
                <option value="">Any course</option>
                {COURSE_CHOICES.map((course) => (
                  <option key={course.value} value={course.value}>
                    {course.label}
                  </option>
                ))}
              </select>
            )}
          </FilterBox>
          <FilterBox name="from" label="From (UTC day)" error={errors.from}>
            {(props) => <input {...props} type="date" defaultValue={values.from} />}
          </FilterBox>
          <FilterBox name="to" label="To (UTC day, included)" error={errors.to}>
            {(props) => <input {...props} type="date" defaultValue={values.to} />}
          </FilterBox>
        </div>
        {errors.after ? <p className="mt-3 text-sm text-red-800">{errors.after}</p> : null}
        <FilterButtons clearTo="/admin/orders" filtered={query !== ""} className="mt-4">
          {page ? (
            <a href={`/admin/orders.csv${query}`} download className="button-secondary">
              Download these orders (CSV)
            </a>
          ) : null}
        </FilterButtons>
      </Form>

      {page ? (
        page.orders.length === 0 ? (
          <p className="card mt-6 text-center font-semibold">No orders match these filters.</p>
        ) : (
          <ScrollTable label="Orders">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Course</th>
                <th scope="col">Learner</th>
                <th scope="col">Language</th>
                <th scope="col">Status</th>
                <th scope="col">Amount</th>
                <th scope="col">Tax</th>
                <th scope="col">Order</th>
              </tr>
            </thead>
            <tbody>
              {page.orders.map((order) => (
                <tr key={order.id} data-testid="console-order">
                  <td>
                    <time dateTime={order.createdAt}>{utcMinute(order.createdAt)}</time>
                  </td>
                  <th scope="row">{order.course}</th>
                  <td>
                    {order.userId ? (
                      <Link to={`/admin/learners/${order.userId}`} className="text-brand-700 underline hover:text-brand-900">
                        {order.email}
                      </Link>
                    ) : (
                      "Deleted account"
                    )}
                  </td>
                  <td>{order.language ?? "—"}</td>
                  <td>
                    <StatusBadge status={order.status} />
                  </td>
                  <td>{order.amount}</td>
                  <td>{order.tax}</td>
                  <td className="font-mono text-xs">{order.id}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )
      ) : null}
      {page && (page.nextQuery || !page.firstPage) ? (
        <nav aria-label="Pages of orders" className="mt-6 flex flex-wrap gap-3">
          {!page.firstPage ? (
            <Link to={`/admin/orders${query}`} className="button-secondary">
              First page
            </Link>
          ) : null}
          {page.nextQuery ? (
            <Link to={`/admin/orders${page.nextQuery}`} className="button-secondary">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

type OwedRefund = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["page"]>["owedRefunds"][number];

/** Second payments whose automatic refund the provider refused: the hourly job tries each again until it goes through. */
function OwedRefunds({ refunds }: { refunds: OwedRefund[] }) {
  return (
    <section aria-labelledby="owed-refunds-heading" className="mt-6 rounded-xl border border-amber-400 bg-amber-50 p-4">
      <h2 id="owed-refunds-heading" className="text-lg font-semibold text-slate-900">
        Automatic refunds owed
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        Second payments for a course the learner already owned. The refund failed at the payment provider; it is tried again every hour at first,
        then less often (at least daily), until it goes through. Times are UTC.
      </p>
      <ScrollTable label="Automatic refunds owed">
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Learner</th>
            <th scope="col">Amount</th>
            <th scope="col">Failed tries</th>
            <th scope="col">Next try</th>
            <th scope="col">Last failure</th>
            <th scope="col">Order</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund.id} data-testid="owed-refund">
              <th scope="row">{refund.course}</th>
              <td>
                {refund.userId ? (
                  <Link to={`/admin/learners/${refund.userId}`} className="text-brand-700 underline hover:text-brand-900">
                    {refund.email}
                  </Link>
                ) : (
                  "Deleted account"
                )}
              </td>
              <td>{refund.amount}</td>
              <td>{refund.attempts}</td>
              <td>
                <time dateTime={refund.nextAttemptAt}>{utcMinute(refund.nextAttemptAt)}</time>
              </td>
              <td>{refund.lastError}</td>
              <td className="font-mono text-xs">{refund.id}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
