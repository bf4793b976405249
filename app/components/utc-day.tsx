import { formatDate } from "~/lib/domain/dates";

/** A day from a loader's date (an ISO string once serialised), as the rest of the site writes days: "Mar 12, 2026". */
export function UtcDay({ value }: { value: string | Date }) {
  const iso = typeof value === "string" ? value : value.toISOString();
  return <time dateTime={iso}>{formatDate(iso.slice(0, 10))}</time>;
}
