import { formatToolDate } from "~/features/tools/domain/format";
import { useLocale, useTranslate } from "~/hooks/use-translate";

/** On paper only: the day the dates in a printed plan count from. */
export function PrintedDate({ today }: { today: string }) {
  const t = useTranslate();
  const locale = useLocale();
  return <p className="hidden text-sm text-slate-700 print:block">{t("tools.common.asOf", { date: formatToolDate(today, locale) })}</p>;
}
