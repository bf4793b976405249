import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF), dropping the byte order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const input = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && input[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Clicks a tool's Export button (JavaScript on or off) and returns the downloaded file, parsed, and its name. */
export async function downloadCsv(page: Page, buttonName: string | RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: buttonName }).click(),
  ]);
  const text = await readFile((await download.path())!, "utf8");
  return { filename: download.suggestedFilename(), text, rows: parseCsv(text) };
}
