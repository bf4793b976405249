import { sql, type SQL } from "drizzle-orm";

/**
 * The capital letters SQLite's `lower()` leaves as they are (it folds ASCII only) that our learners type in
 * names, with their small letters: French's ("Épargne", "ÉTÉ") and Spanish's. Not every Latin-1 capital:
 * each is one more `replace()` around the last, and SQLite's parser refuses an index or a statement nested
 * about 25 deep ("parser stack overflow"); 21 keeps a margin.
 */
const CAPITALS = [..."ÀÂÆÇÈÉÊËÎÏÔŒÙÛÜŸ", ..."ÁÍÑÓÚ"].map((capital) => [capital, capital.toLowerCase()] as const);

/**
 * `value` with its case folded, as SQL: `lower()` and then each of those capitals to its small letter, so two
 * names that differ only in case are one ("Épargne", "ÉPARGNE", "épargne"). The same expression is the
 * unique index's on saved plan names (migration 0038 writes it out), so a lookup by it uses that index.
 */
export function caseFoldSql(value: SQL): SQL {
  return CAPITALS.reduce(
    (folded, [capital, small]) => sql`replace(${folded}, ${sql.raw(`'${capital}'`)}, ${sql.raw(`'${small}'`)})`,
    sql`lower(${value})`,
  );
}
