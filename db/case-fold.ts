import { sql, type SQL } from "drizzle-orm";

/**
 * The capital letters SQLite's `lower()` leaves as they are (it folds ASCII only) that our learners type in
 * names, with their small letters: French's ("Épargne", "ÉLODIE") and Spanish's. Not every Latin-1 capital:
 * in SQL each is one more `replace()` around the last (`caseFoldSql`, below), and SQLite's parser
 * refuses a statement nested too deep ("parser stack overflow"): the console's learner search, the deepest
 * user of it, parses with 23 and fails with 24, so 21 leaves two. Its test runs that search with this list.
 */
export const FOLDED_CAPITALS = [..."ÀÂÆÇÈÉÊËÎÏÔŒÙÛÜŸ", ..."ÁÍÑÓÚ"] as const;

const FOLDED = new RegExp(`[A-Z${FOLDED_CAPITALS.join("")}]`, "g");

/** `text` folded as `caseFoldSql` folds it in SQL: ASCII letters and those capitals to small letters, nothing else. */
export function caseFold(text: string): string {
  return text.replace(FOLDED, (capital) => capital.toLowerCase());
}

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
