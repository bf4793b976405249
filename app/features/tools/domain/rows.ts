/**
 * Repeated rows (debts, goals) in a tool's query string, and adding or removing them without
 * JavaScript: the Add and Remove buttons are submit buttons that send `addRow=1` or
 * `removeRow=<row>` along with every field, and the page's loader redirects to the plan's own URL
 * with the change applied. With JavaScript the same buttons change the rows in the page instead.
 * Plain TypeScript: no framework imports.
 */
import { MAX_ROWS, readRows } from "./query";

export const ADD_ROW_KEY = "addRow";
export const REMOVE_ROW_KEY = "removeRow";

/** A row as raw strings, exactly as the URL holds it (what the person typed comes back as typed). */
export type RawRow<K extends string> = Record<K, string>;

/** The rows in the query, or the tool's single starting row when there are none (a fresh page). */
export function readToolRows<K extends string>(params: URLSearchParams, keys: readonly K[], newRow: (row: number) => RawRow<K>): RawRow<K>[] {
  const rows = readRows(params, keys, MAX_ROWS);
  return rows.length > 0 ? rows : [newRow(0)];
}

/** The spec: a row may be removed only while more than one remains. */
export function canRemoveRow(rowCount: number): boolean {
  return rowCount > 1;
}

export function canAddRow(rowCount: number): boolean {
  return rowCount < MAX_ROWS;
}

/**
 * The query after the no-JS Add or Remove button that was pressed, or null when none was. Other
 * fields keep their order; the rows are written back row by row, as the form would submit them.
 * An impossible request (removing the last row, a row that does not exist, adding past MAX_ROWS)
 * just returns the plan unchanged.
 */
export function applyRowAction<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  newRow: (row: number) => RawRow<K>,
): URLSearchParams | null {
  if (!params.has(ADD_ROW_KEY) && !params.has(REMOVE_ROW_KEY)) return null;
  const rows = readToolRows(params, keys, newRow);
  if (params.has(ADD_ROW_KEY)) {
    if (canAddRow(rows.length)) rows.push(newRow(rows.length));
  } else {
    const remove = Number(params.get(REMOVE_ROW_KEY));
    if (Number.isInteger(remove) && remove >= 0 && remove < rows.length && canRemoveRow(rows.length)) {
      rows.splice(remove, 1);
    }
  }
  const skip = new Set<string>([ADD_ROW_KEY, REMOVE_ROW_KEY, ...keys]);
  const next = new URLSearchParams();
  for (const [key, value] of params) if (!skip.has(key)) next.append(key, value);
  for (const row of rows) for (const key of keys) next.append(key, row[key]);
  return next;
}
