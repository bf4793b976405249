/**
 * The plan's sentences in a language other than English. rules.ts words each step in English and gives
 * it, beside, as a catalogue key and the values it was built from (`PlanWords`): amounts, the figures
 * file's keys, percentages, names. `wordPlan` writes a computed plan again from those, through `text`
 * (the server's `translate` for the page's language), with money, figures and months written the
 * language's way. Pure: no catalogue here, the route hands `text` in; a unit test holds the English
 * catalogue to rules.ts's own English.
 */
import type { Currency } from "~/lib/domain/catalog";
import { monthAfter } from "~/lib/domain/dates";
import { formatPrice } from "~/lib/domain/money";
import { formatMoney, formatToolMonth, type ToolText } from "~/features/tools/domain/format";
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";
import type { MessageKey } from "~/lib/i18n/messages";
import type { PlanFigure, PlanFigureKey, PlanFigures } from "./plan-figures";
import type { AllocationLine, PersonalPlan, PlanItem } from "./rules";

/** A value a sentence of the plan is built from, written the page's language's way when it is worded. */
export type PlanValue =
  /** As it is: a debt's name, a state's name. */
  | string
  /** A count (years), as the language writes numbers. */
  | number
  /** An amount in the plan's currency: whole dollars without cents. */
  | { money: number }
  /** A figure of the year's figures file, or the words for one no stored copy of its source confirmed. */
  | { figure: PlanFigureKey }
  /** A percentage in percent units (4 → "4%", "4 %" in French). */
  | { percent: number }
  /** Words of their own (a part of the sentence that depends on the answers). */
  | { words: PlanWords }
  /** Values one after the other, separated by commas. */
  | { list: readonly PlanValue[] };

/** A sentence as a catalogue key and its values. */
export interface PlanWords {
  key: MessageKey;
  values?: Readonly<Record<string, PlanValue>>;
}

export const planWords = (key: MessageKey, values?: Readonly<Record<string, PlanValue>>): PlanWords => (values ? { key, values } : { key });

/** The plan's amounts: to the cent only when there are cents ("CA$3,400", "CA$3,400.50"; "3 400 $ CA" in French). */
export function planMoney(amount: number, currency: Currency, locale: Locale = "en"): string {
  if (locale === "en") return formatMoney(amount, currency).replace(/\.00$/, "");
  return formatPrice(Math.round(amount * 100), currency, { locale });
}

const NO_BREAK = "\u00a0";
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, decimals: number): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    numberFormats.set(
      key,
      (format = new Intl.NumberFormat(LANGUAGE_TAG[locale], { minimumFractionDigits: decimals, maximumFractionDigits: decimals })),
    );
  }
  return format;
}

/** "33,810" → "33 810" in French, with the decimals the English number had ("20.5" → "20,5"). */
function localNumber(english: string, locale: Locale): string {
  const decimals = (english.split(".")[1] ?? "").length;
  return numberFormat(locale, decimals).format(Number(english.replaceAll(",", "")));
}

/** A percentage as the plan prints it: "4%", or "4 %" / "20,5 %" in French. */
export function planPercent(percent: number, locale: Locale = "en"): string {
  if (locale === "en") return `${percent}%`;
  return `${localNumber(String(percent), locale)}${NO_BREAK}%`;
}

const AMOUNT = String.raw`\$(\d{1,3}(?:,\d{3})*(?:\.\d+)?)`;

/**
 * A figure of the file as the page's language writes it: the file's own text in English ("$7,000", "18%",
 * "$153,000–$168,000"); in French its `fr` text when the file gives one, else "7 000 $", "18 %",
 * "153 000 $ à 168 000 $" (as the French lessons print them). A value of another shape keeps its English text.
 */
export function figureIn(figure: PlanFigure, locale: Locale): string {
  if (locale === "en") return figure.value;
  if (figure.french) return figure.french;
  const value = figure.value;
  let match: RegExpExecArray | null;
  if ((match = new RegExp(`^${AMOUNT}$`).exec(value))) return `${localNumber(match[1]!, locale)}${NO_BREAK}$`;
  if ((match = new RegExp(`^${AMOUNT}–${AMOUNT}$`).exec(value))) {
    return `${localNumber(match[1]!, locale)}${NO_BREAK}$ à ${localNumber(match[2]!, locale)}${NO_BREAK}$`;
  }
  if ((match = /^(\d+(?:\.\d+)?)%$/.exec(value))) return `${localNumber(match[1]!, locale)}${NO_BREAK}%`;
  return value;
}

interface Wording {
  locale: Locale;
  text: ToolText;
  currency: Currency;
  figures: PlanFigures;
}

function valueText(value: PlanValue, wording: Wording): string | number {
  if (typeof value === "string" || typeof value === "number") return value;
  if ("money" in value) return planMoney(value.money, wording.currency, wording.locale);
  if ("figure" in value) {
    const figure = wording.figures.figures[value.figure];
    return figure.confirmed ? figureIn(figure, wording.locale) : wording.text("plans.rule.unconfirmedFigure");
  }
  if ("percent" in value) return planPercent(value.percent, wording.locale);
  if ("words" in value) return say(value.words, wording);
  return value.list.map((item) => String(valueText(item, wording))).join(", ");
}

function say(words: PlanWords, wording: Wording): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(words.values ?? {})) values[name] = valueText(value, wording);
  return wording.text(words.key, values);
}

/** A step as rules.ts worded it, without its words (the page needs only the text). */
function withoutWords<T extends { words?: unknown; sources?: readonly { key?: unknown }[] }>(value: T): T {
  const { words: _words, ...rest } = value;
  return ("sources" in rest ? { ...rest, sources: rest.sources?.map(({ key: _key, ...source }) => source) } : rest) as T;
}

function wordItem(item: PlanItem, wording: Wording): PlanItem {
  const { words } = item;
  const rest = withoutWords(item);
  if (!words) return rest;
  return {
    ...rest,
    title: say(words.title, wording),
    body: say(words.body, wording),
    sources: item.sources.map(({ key, ...source }) => ({ ...source, label: key ? wording.text(key) : source.label })),
  };
}

function wordAllocation(line: AllocationLine, wording: Wording): AllocationLine {
  const { words } = line;
  if (!words) return withoutWords(line);
  return {
    goal: say(words.goal, wording),
    horizon: say(words.horizon, wording),
    mix: say(words.mix, wording),
    placement: say(words.placement, wording),
  };
}

/**
 * The plan as the page shows it in `locale`: English as rules.ts worded it, another language worded again
 * from each sentence's key and values (rewordPlan); either way without the words (the page needs only the
 * text). `today` is the day the plan was computed for (its debt-free month counts from it).
 */
export function wordPlan(plan: PersonalPlan, figures: PlanFigures, today: string, locale: Locale, text: ToolText): PersonalPlan {
  if (locale !== "en") return rewordPlan(plan, figures, today, locale, text);
  return {
    ...plan,
    accounts: plan.accounts.map(withoutWords),
    tax: plan.tax.map(withoutWords),
    crossBorder: plan.crossBorder?.map(withoutWords) ?? null,
    allocation: plan.allocation.map(withoutWords),
  };
}

/** Every sentence of the plan worded again through `text` in `locale` (in English, the same sentences as rules.ts's: a unit test holds them equal). */
export function rewordPlan(plan: PersonalPlan, figures: PlanFigures, today: string, locale: Locale, text: ToolText): PersonalPlan {
  const wording: Wording = { locale, text, currency: plan.currency, figures };
  const item = (step: PlanItem) => wordItem(step, wording);
  const { budget, debts } = plan;
  return {
    ...plan,
    // An unknown code (an answer older than the list) keeps what rules.ts shows.
    region: plan.region === plan.regionCode ? plan.region : text(`services.region.${plan.country}-${plan.regionCode}` as MessageKey),
    budget: {
      ...budget,
      lines: budget.lines.map((line) => ({ ...line, label: text(`tools.budget.expense.${line.key}`) })),
      buckets: budget.buckets?.map((bucket) => ({ ...bucket, label: text(`tools.budget.bucket.${bucket.key}`) })) ?? null,
    },
    debts: debts.status === "planned" ? { ...debts, payoffMonth: formatToolMonth(monthAfter(today, debts.months), locale) } : debts,
    accounts: plan.accounts.map(item),
    tax: plan.tax.map(item),
    crossBorder: plan.crossBorder?.map(item) ?? null,
    allocation: plan.allocation.map((line) => wordAllocation(line, wording)),
  };
}
