/**
 * ADR 058: our components call React's JSX functions directly, bound once in app/lib/jsx/jsx-runtime.ts,
 * not through esbuild's CommonJS interop getter. Reads both server builds (`npm run build` first).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const BUILDS = { worker: "build/index.js", node: "build/node/index.cjs" };

describe.each(Object.entries(BUILDS))("the %s server build", (_name, file) => {
  const code = readFileSync(file, "utf8");

  it("holds the bound runtime once", () => {
    expect(code.split("// app/lib/jsx/jsx-runtime.ts\n")).toHaveLength(2);
  });

  it("reads jsx through an interop getter only where the runtime binds it", () => {
    const throughGetter = code.match(/import_jsx_runtime\d*\.jsxs?\b/g) ?? [];
    // The two reads in jsx-runtime.ts itself; before ADR 058 there were over 3,000 (one per element written).
    expect(throughGetter).toHaveLength(2);
    // Components call the bound functions.
    expect(code.match(/\bjsxs?\("div"/g)?.length).toBeGreaterThan(100);
  });
});
