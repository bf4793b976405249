/** Net worth history: the snapshots as a chart (server-rendered SVG) and a table, with their CSV. */
import { Link } from "@remix-run/react";
import { LineChart } from "~/components/charts";
import { TableScroll } from "~/components/table-scroll";
import { useMoney } from "~/features/tools/use-money";
import { dayNumber } from "~/lib/domain/dates";
import type { SnapshotRow } from "./domain/history";
import { useLocale, useTranslate } from "~/hooks/use-translate";
import { NET_WORTH_HISTORY_CSV_PATH, NET_WORTH_TRACKER_PATH } from "./paths";
import { AdvancedFrame, CsvLink, dateLabels } from "./ui";
import { LINK } from "./tool-line";

export function HistoryPage({ rows }: { rows: readonly SnapshotRow[] }) {
  const t = useTranslate();
  const money = useMoney();
  const labels = dateLabels(rows, useLocale());
  const T = {
    historyTitle: t("plans.toolLine.historyTitle"),
    openTracker: t("plans.advanced.openTracker"),
    date: t("plans.advanced.date"),
    netWorth: t("plans.advanced.netWorth"),
    assets: t("plans.advanced.assets"),
    liabilities: t("plans.advanced.liabilities"),
  };
  return (
    <AdvancedFrame title={T.historyTitle} intro={t("plans.advanced.historyIntro")}>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {t("plans.advanced.historyEmpty")}{" "}
          <Link to={NET_WORTH_TRACKER_PATH} className={LINK}>
            {T.openTracker}
          </Link>
        </p>
      ) : (
        <>
          <LineChart
            title={t("plans.advanced.chartTitle")}
            rowHeader={T.date}
            series={[
              { name: T.netWorth, tone: "emerald" },
              { name: T.assets, tone: "sky" },
              { name: T.liabilities, tone: "rose" },
            ]}
            points={rows.map((row, index) => ({
              x: (dayNumber(row.date) ?? 0) + index / 1000,
              label: labels[index]!,
              values: [row.netWorth, row.assets, row.liabilities],
            }))}
            format={money}
          />
          {rows.some((row) => row.netWorth < 0) ? <p className="mt-2 text-sm text-slate-700">{t("plans.advanced.chartNegativeNote")}</p> : null}
          <TableScroll label={T.historyTitle} className="mt-6">
            <table className="w-full text-left text-sm" data-testid="history-table">
              <caption className="sr-only">{T.historyTitle}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    {T.date}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {T.netWorth}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {T.assets}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {T.liabilities}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((row, index) => (
                  <tr key={labels[index]}>
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {labels[index]}
                    </th>
                    <td className="py-2 pr-4 text-right">{money(row.netWorth)}</td>
                    <td className="py-2 pr-4 text-right">{money(row.assets)}</td>
                    <td className="py-2 text-right">{money(row.liabilities)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <div className="mt-6 flex flex-wrap gap-3">
            <CsvLink to={NET_WORTH_HISTORY_CSV_PATH} />
            <Link to={NET_WORTH_TRACKER_PATH} className="button-secondary">
              {T.openTracker}
            </Link>
          </div>
        </>
      )}
    </AdvancedFrame>
  );
}
