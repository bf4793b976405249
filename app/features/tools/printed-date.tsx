import { formatDate } from "~/lib/domain/dates";

/** On paper only: the day the dates in a printed plan count from. */
export function PrintedDate({ today }: { today: string }) {
  return <p className="hidden text-sm text-slate-700 print:block">{`As of ${formatDate(today)}.`}</p>;
}
