import { Param, SQL, StringChunk } from "drizzle-orm";

/** A query builder: it renders to SQL text with `?` for each of its values. */
interface Renderable {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A subquery that several statements of a batch embed (the session's user id is in most of a page's
 * statements), rendered to text and values once. Drizzle renders an embedded query builder again for every
 * statement that names it, and each rendering walks its columns and conditions; the rendered copy is plain
 * text and values, which each statement copies as they are. The values are already the driver's (a date is
 * its milliseconds), as the builder's own rendering makes them.
 */
export function renderedOnce(query: Renderable): SQL {
  const { sql: text, params } = query.toSQL();
  const pieces = text.split("?");
  // A "?" inside a quoted literal would put the values in the wrong places: no such subquery is rendered here.
  if (pieces.length !== params.length + 1) throw new Error(`renderedOnce: ${params.length} values for ${pieces.length - 1} places in ${text}`);
  const last = pieces.length - 1;
  const chunks = pieces.flatMap((piece, index) => {
    const part = new StringChunk(`${index === 0 ? "(" : ""}${piece}${index === last ? ")" : ""}`);
    return index === last ? [part] : [part, new Param(params[index])];
  });
  return new SQL(chunks);
}
