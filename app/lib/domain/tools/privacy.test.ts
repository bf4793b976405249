/**
 * The tools' privacy rule, enforced: inputs live only in the URL and the page. Tool code may not
 * reach the database or server-only modules, read the load context, or log anything (a log line
 * could carry someone's numbers).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const app = path.resolve(import.meta.dirname, "../../..");

function toolFiles(): string[] {
  const routes = readdirSync(path.join(app, "routes"))
    .filter((file) => file.startsWith("tools."))
    .map((file) => path.join(app, "routes", file));
  const folders = ["lib/domain/tools", "components/tools"].map((folder) => path.join(app, folder));
  const modules = folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
      .map((file) => path.join(folder, file)),
  );
  return [...routes, ...modules];
}

describe("tool privacy", () => {
  const files = toolFiles();

  it("covers the shared tool modules", () => {
    expect(files.some((file) => file.endsWith(path.join("lib", "domain", "tools", "query.ts")))).toBe(true);
  });

  it.each(files.map((file) => [path.relative(app, file)]))("%s stores and logs nothing", (file) => {
    const source = readFileSync(path.join(app, file), "utf8");
    expect(source, "imports a server-only module").not.toMatch(/from\s+["'][^"']*\.server["']/);
    expect(source, "touches the database").not.toMatch(/\bdb\b\.|drizzle|@libsql/);
    expect(source, "reads the load context").not.toMatch(/\bcontext\.\w+/);
    expect(source, "logs").not.toMatch(/\bconsole\./);
  });
});
