/**
 * CSV downloads (the tools' exports, lesson worksheets): RFC 4180 quoting, CRLF line ends, a UTF-8
 * byte order mark (so spreadsheet programs read accents in names correctly) and formula-injection safety.
 */

export type CsvCell = string | number;

// A spreadsheet treats a cell starting with one of these as a formula: "=HYPERLINK(...)" typed as a
// debt name must stay text. OWASP's recommendation: prefix a single quote.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(cell: CsvCell): string {
  // Numbers are ours (amounts, percentages): cents at most, never a formula, never "NaN".
  const text =
    typeof cell === "number"
      ? Number.isFinite(cell)
        ? String(Math.round(cell * 100) / 100 + 0)
        : ""
      : FORMULA_START.test(cell)
        ? `'${cell}`
        : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/**
 * The download response of a CSV route. `no-store`: the file is someone's finances and
 * must not sit in a shared cache.
 */
export function csvResponse(filename: string, rows: readonly (readonly CsvCell[])[]): Response {
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
