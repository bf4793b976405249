/**
 * The capital letters SQLite's `lower()` leaves as they are (it folds ASCII only) that our learners type in
 * names, with their small letters: French's ("Épargne", "ÉLODIE") and Spanish's. Not every Latin-1 capital:
 * in SQL each is one more `replace()` around the last (`caseFoldSql`, db/case-fold.ts), and SQLite's parser
 * refuses an index or a statement nested about 25 deep ("parser stack overflow"); 21 keeps a margin.
 */
export const FOLDED_CAPITALS = [..."ÀÂÆÇÈÉÊËÎÏÔŒÙÛÜŸ", ..."ÁÍÑÓÚ"] as const;

const FOLDED = new RegExp(`[A-Z${FOLDED_CAPITALS.join("")}]`, "g");

/** `text` folded as `caseFoldSql` folds it in SQL: ASCII letters and those capitals to small letters, nothing else. */
export function caseFold(text: string): string {
  return text.replace(FOLDED, (capital) => capital.toLowerCase());
}
