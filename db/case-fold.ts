import { sql, type SQL } from "drizzle-orm";
import { FOLDED_CAPITALS } from "../app/lib/domain/case-fold";

/**
 * `value` with its case folded, as SQL: `lower()` and then each of `FOLDED_CAPITALS` to its small letter, so
 * two names that differ only in case are one ("Épargne", "ÉPARGNE", "épargne"); `caseFold` is the same in
 * JavaScript. The expression of the unique index on saved plan names (migration 0038) and of the console's
 * name search indexes (0039), which write it out: a lookup by it uses them.
 */
export function caseFoldSql(value: SQL): SQL {
  return FOLDED_CAPITALS.reduce(
    (folded, capital) => sql`replace(${folded}, ${sql.raw(`'${capital}'`)}, ${sql.raw(`'${capital.toLowerCase()}'`)})`,
    sql`lower(${value})`,
  );
}
