/**
 * Server-rendered SVG charts. The SVG is decoration for sighted readers (aria-hidden); a visually
 * hidden table beside it carries the same numbers for screen readers. Colours are classes, not inline
 * styles (the CSP forbids those), and every colour has at least 3:1 contrast on white.
 */
import type { ReactNode } from "react";

export const CHART_TONES = ["emerald", "sky", "amber", "violet", "rose", "slate"] as const;
export type ChartTone = (typeof CHART_TONES)[number];

const FILL: Record<ChartTone, string> = {
  emerald: "fill-emerald-700",
  sky: "fill-sky-700",
  amber: "fill-amber-600",
  violet: "fill-violet-700",
  rose: "fill-rose-700",
  slate: "fill-slate-500",
};
const STROKE: Record<ChartTone, string> = {
  emerald: "stroke-emerald-700",
  sky: "stroke-sky-700",
  amber: "stroke-amber-600",
  violet: "stroke-violet-700",
  rose: "stroke-rose-700",
  slate: "stroke-slate-500",
};

/** The colour key of one series or slice, for lists that stand in for a chart's legend. */
export function Swatch({ tone }: { tone: ChartTone }) {
  return (
    <svg aria-hidden="true" focusable="false" width="12" height="12" className="shrink-0">
      <rect width="12" height="12" rx="2" className={FILL[tone]} />
    </svg>
  );
}

function Legend({ items }: { items: readonly { label: string; tone: ChartTone; value?: string }[] }) {
  return (
    <ul aria-hidden="true" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <Swatch tone={item.tone} />
          {item.label}
          {item.value ? <span className="font-medium text-slate-900">{item.value}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function ChartFigure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="mt-4 break-inside-avoid">
      <figcaption className="text-sm font-semibold text-slate-800">{title}</figcaption>
      {children}
    </figure>
  );
}

/** The chart's numbers for screen readers. The wrapper carries sr-only: a table ignores its 1px width and would widen the page. */
function TableTwin({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        {children}
      </table>
    </div>
  );
}

/** The table twin of a chart with several series: one row per label, one column per series. */
function SeriesTableTwin({
  title,
  rowHeader,
  series,
  rows,
  format,
}: {
  title: string;
  rowHeader: ReactNode;
  series: readonly { name: string }[];
  rows: readonly { label: string; values: readonly number[] }[];
  format: (value: number) => string;
}) {
  return (
    <TableTwin title={title}>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          {series.map((item) => (
            <th key={item.name} scope="col">
              {item.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {series.map((item, index) => (
              <td key={item.name}>{format(row.values[index] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableTwin>
  );
}

export interface BarSeries {
  name: string;
  tone: ChartTone;
}

export interface BarRow {
  label: string;
  /** One value per series, in series order. */
  values: readonly number[];
}

const BAR_WIDTH = 560;
const LABEL_WIDTH = 130;
const VALUE_WIDTH = 120;
const BAR_HEIGHT = 16;
const ROW_GAP = 14;

/** Horizontal bars, grouped per row when there are several series (e.g. target vs actual). */
export function BarChart({
  title,
  series,
  rows,
  format,
  rowHeader = "Category",
}: {
  title: string;
  series: readonly BarSeries[];
  rows: readonly BarRow[];
  format: (value: number) => string;
  /** Heading of the label column in the table twin. */
  rowHeader?: string;
}) {
  const max = Math.max(0, ...rows.flatMap((row) => row.values));
  const plot = BAR_WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const groupHeight = series.length * BAR_HEIGHT + ROW_GAP;
  const height = rows.length * groupHeight;
  return (
    <ChartFigure title={title}>
      {series.length > 1 ? <Legend items={series.map((item) => ({ label: item.name, tone: item.tone }))} /> : null}
      <svg aria-hidden="true" focusable="false" viewBox={`0 0 ${BAR_WIDTH} ${height}`} className="mt-3 h-auto w-full text-[13px] print:max-w-md">
        {rows.map((row, rowIndex) => {
          const top = rowIndex * groupHeight;
          return (
            <g key={row.label}>
              <text
                x={LABEL_WIDTH - 8}
                y={top + (series.length * BAR_HEIGHT) / 2}
                dominantBaseline="central"
                textAnchor="end"
                className="fill-slate-800"
              >
                {row.label}
              </text>
              {series.map((item, seriesIndex) => {
                const value = Math.max(0, row.values[seriesIndex] ?? 0);
                const width = max > 0 ? (value / max) * plot : 0;
                const y = top + seriesIndex * BAR_HEIGHT;
                return (
                  <g key={item.name}>
                    <rect x={LABEL_WIDTH} y={y + 1} width={width} height={BAR_HEIGHT - 2} rx="2" className={FILL[item.tone]} />
                    <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT / 2} dominantBaseline="central" className="fill-slate-700">
                      {format(row.values[seriesIndex] ?? 0)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <SeriesTableTwin title={title} rowHeader={rowHeader} series={series} rows={rows} format={format} />
    </ChartFigure>
  );
}

export interface DonutSlice {
  label: string;
  value: number;
}

// A circle of circumference 100 makes each slice's dash length its percentage.
const DONUT_RADIUS = 100 / (2 * Math.PI);

/** Shares of a whole (e.g. asset allocation). Slices take CHART_TONES in order; zero or negative values are left out. */
export function DonutChart({
  title,
  slices,
  format,
  rowHeader = "Category",
  legend = true,
  amountHeader = "Amount",
  shareHeader = "Share",
  formatShare = (share: number) => `${share.toFixed(1)}%`,
}: {
  title: string;
  slices: readonly DonutSlice[];
  format: (value: number) => string;
  rowHeader?: string;
  /** Off when the page lists the slices itself with `Swatch`es (slice i has tone CHART_TONES[i]). */
  legend?: boolean;
  /** The table twin's other column headings, in the page's language. */
  amountHeader?: string;
  shareHeader?: string;
  /** A slice's share (in percent) as the page's language writes it, to one decimal. */
  formatShare?: (share: number) => string;
}) {
  const shown = slices.filter((slice) => slice.value > 0);
  const total = shown.reduce((sum, slice) => sum + slice.value, 0);
  const arcs = [];
  let offset = 0;
  for (const [index, slice] of shown.entries()) {
    const share = total > 0 ? (slice.value / total) * 100 : 0;
    // Starts at 12 o'clock (a quarter turn back) and goes clockwise.
    arcs.push({ ...slice, share, tone: CHART_TONES[index % CHART_TONES.length]!, dashOffset: 25 - offset });
    offset += share;
  }
  return (
    <ChartFigure title={title}>
      <div className="mt-3 flex flex-wrap items-center gap-6">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 42 42" className="h-40 w-40 shrink-0 print:h-28 print:w-28">
          <circle cx="21" cy="21" r={DONUT_RADIUS} fill="none" strokeWidth="6" className="stroke-slate-200" />
          {arcs.map((arc) => (
            <circle
              key={arc.label}
              cx="21"
              cy="21"
              r={DONUT_RADIUS}
              fill="none"
              strokeWidth="6"
              strokeDasharray={`${arc.share} ${100 - arc.share}`}
              strokeDashoffset={arc.dashOffset}
              className={STROKE[arc.tone]}
            />
          ))}
        </svg>
        {legend ? <Legend items={arcs.map((arc) => ({ label: arc.label, tone: arc.tone, value: formatShare(arc.share) }))} /> : null}
      </div>
      <TableTwin title={title}>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            <th scope="col">{amountHeader}</th>
            <th scope="col">{shareHeader}</th>
          </tr>
        </thead>
        <tbody>
          {arcs.map((arc) => (
            <tr key={arc.label}>
              <th scope="row">{arc.label}</th>
              <td>{format(arc.value)}</td>
              <td>{formatShare(arc.share)}</td>
            </tr>
          ))}
        </tbody>
      </TableTwin>
    </ChartFigure>
  );
}

export interface LinePoint {
  /** Where the point sits on the horizontal axis (e.g. a month number); points may be unevenly spaced. */
  x: number;
  /** Names the point on the axis and in the table twin ("Year 2"). */
  label: string;
  /** One value per series, in series order. */
  values: readonly number[];
}

const LINE_WIDTH = 560;
const LINE_HEIGHT = 240;
const PLOT = { left: 118, right: 12, top: 10, bottom: 28 };
// The second and third series are dashed or dotted, so lines differ by more than colour.
const DASHES = [undefined, "7 4", "2 3"] as const;
const MAX_AXIS_LABELS = 6;
const MIN_LABEL_GAP = 64;

/** Values over time (e.g. a balance paid down month by month), one line per series, starting at 0 on the value axis. */
export function LineChart({
  title,
  series,
  points,
  format,
  rowHeader = "Point",
}: {
  title: string;
  series: readonly BarSeries[];
  points: readonly LinePoint[];
  format: (value: number) => string;
  /** Heading of the label column in the table twin. */
  rowHeader?: string;
}) {
  const maxValue = Math.max(0, ...points.flatMap((point) => point.values.filter(Number.isFinite)));
  const minX = Math.min(...points.map((point) => point.x));
  const maxX = Math.max(...points.map((point) => point.x));
  const plotWidth = LINE_WIDTH - PLOT.left - PLOT.right;
  const plotHeight = LINE_HEIGHT - PLOT.top - PLOT.bottom;
  const xAt = (x: number) => PLOT.left + (maxX > minX ? ((x - minX) / (maxX - minX)) * plotWidth : 0);
  const yAt = (value: number) => PLOT.top + plotHeight - (maxValue > 0 ? (Math.min(Math.max(value, 0), maxValue) / maxValue) * plotHeight : 0);
  const labelEvery = Math.max(1, Math.ceil((points.length - 1) / (MAX_AXIS_LABELS - 1)));
  const lastX = xAt(points.at(-1)?.x ?? 0);
  // Every few points and always the last one; a label too close to the last would overprint it.
  const axisPoints = points.filter(
    (point, index) => index === points.length - 1 || (index % labelEvery === 0 && lastX - xAt(point.x) >= MIN_LABEL_GAP),
  );
  return (
    <ChartFigure title={title}>
      <Legend items={series.map((item) => ({ label: item.name, tone: item.tone }))} />
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={`0 0 ${LINE_WIDTH} ${LINE_HEIGHT}`}
        className="mt-3 h-auto w-full text-[12px] print:max-w-xl"
      >
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={PLOT.left}
              x2={LINE_WIDTH - PLOT.right}
              y1={yAt(maxValue * share)}
              y2={yAt(maxValue * share)}
              className="stroke-slate-200"
            />
            <text x={PLOT.left - 6} y={yAt(maxValue * share)} dominantBaseline="central" textAnchor="end" className="fill-slate-700">
              {format(maxValue * share)}
            </text>
          </g>
        ))}
        {axisPoints.map((point, index) => (
          <text
            key={point.label}
            x={xAt(point.x)}
            y={LINE_HEIGHT - 8}
            textAnchor={index === 0 ? "start" : index === axisPoints.length - 1 ? "end" : "middle"}
            className="fill-slate-700"
          >
            {point.label}
          </text>
        ))}
        {series.map((item, seriesIndex) => (
          <polyline
            key={item.name}
            fill="none"
            strokeWidth="2.5"
            strokeLinejoin="round"
            strokeDasharray={DASHES[seriesIndex % DASHES.length]}
            points={points.map((point) => `${xAt(point.x).toFixed(1)},${yAt(point.values[seriesIndex] ?? 0).toFixed(1)}`).join(" ")}
            className={STROKE[item.tone]}
          />
        ))}
      </svg>
      <SeriesTableTwin title={title} rowHeader={rowHeader} series={series} rows={points} format={format} />
    </ChartFigure>
  );
}
