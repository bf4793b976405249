/**
 * Extracts a lesson's worksheet (app/lib/domain/worksheet.ts) from its markdown at content-write time:
 * every table in the `## Worksheet` section, with the `###` heading above it and cells as plain text.
 */
import { Lexer, type Token, type Tokens } from "marked";
import type { Worksheet } from "~/lib/domain/worksheet";

export const WORKSHEET_HEADING = "Worksheet";

/** Inline markdown to the text a spreadsheet cell should hold: `**Total**` → "Total". */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if ("tokens" in token && token.tokens) return plainText(token.tokens);
      if (token.type === "br") return " ";
      return "text" in token ? token.text : "";
    })
    .join("")
    .trim();
}

function cells(row: readonly Tokens.TableCell[]): string[] {
  return row.map((cell) => plainText(cell.tokens));
}

/** The lesson's worksheet tables; empty when the lesson has no `## Worksheet` section. */
export function extractWorksheet(markdown: string, headingText: string = WORKSHEET_HEADING): Worksheet {
  const worksheet: Worksheet = [];
  let inWorksheet = false;
  let title: string | null = null;
  for (const token of new Lexer({ gfm: true }).lex(markdown)) {
    if (token.type === "heading") {
      const heading = token as Tokens.Heading;
      const text = plainText(heading.tokens);
      if (heading.depth <= 2) inWorksheet = heading.depth === 2 && text === headingText;
      title = heading.depth > 2 ? text : null;
    } else if (inWorksheet && token.type === "table") {
      const table = token as Tokens.Table;
      worksheet.push({ title, header: cells(table.header), rows: table.rows.map(cells) });
    }
  }
  return worksheet;
}
