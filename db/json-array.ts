import { sql, type SQL } from "drizzle-orm";

/**
 * A list a statement reads as one value of its row: `json_group_array` of a subquery, decoded to its
 * strings (`[]` when the subquery finds nothing). A page reads a short list beside its own row this way
 * instead of in a statement of its own, which would cost it building, preparing and running one more.
 */
export function textListOf(subquery: SQL): SQL<string[]> {
  return sql<string[]>`(${subquery})`.mapWith((value: unknown) => JSON.parse(String(value)) as string[]);
}
