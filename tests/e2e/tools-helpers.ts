import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
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
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: buttonName }).click()]);
  const text = await readFile((await download.path())!, "utf8");
  return { filename: download.suggestedFilename(), text, rows: parseCsv(text) };
}

/** The value of a summary statistic (`<dt>label</dt><dd>value</dd>`) inside `scope`. */
export function stat(scope: Page | Locator, label: string) {
  return scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

/** Without JavaScript the results come from the server: submit. With it they are already there. */
export async function calculate(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Calculate" }).last().click();
}

/** A tool page and its CSV export for `query`: answered without the database and kept by no cache. */
export async function expectNeverStored(request: APIRequestContext, toolPath: string, query: string, currency = "CAD") {
  for (const path of [`${toolPath}?${query}`, `${toolPath}/export.csv?${query}&currency=${currency}`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["server-timing"], path).toContain('db;desc="0 round trips"');
    expect(response.headers()["cache-control"], `${path} must not be kept by any cache`).toMatch(/\bno-store\b/);
  }
}

/**
 * Clicks a tool's Save button and returns the permanent link it shows: the plan's own URL, without the
 * no-JS `saved` flag (so opening it shows the plan, not the Save box).
 */
export async function savedPlanLink(page: Page, buttonName: string): Promise<string> {
  await page.getByRole("button", { name: buttonName }).click();
  const link = page.getByRole("link", { name: "Permanent link to this plan" });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href"))!;
  expect(href).not.toContain("saved=");
  return href;
}

/** The currency code a CSV header cell is labelled with ("Target (CAD)" → "CAD"); fails when it has none. */
export function csvCurrency(headerCell: string | undefined): string {
  const currency = headerCell?.match(/\((CAD|USD)\)/)?.[1];
  expect(currency, "amounts are labelled with the page's currency").toBeTruthy();
  return currency!;
}
