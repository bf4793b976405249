import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll } from "vitest";

/**
 * A Worker made of `source` (an ES module whose default export has `fetch`), bundled the way the Worker
 * build bundles app code (the same conditions and main fields as remix.config.js) and run in workerd by
 * miniflare for the file's tests; `dispatch` posts JSON to it and reads its JSON answer.
 */
export function inWorkerdModule(source: string, resolveDir: string) {
  let worker: Miniflare | undefined;
  // Bundling and starting workerd can take more than the default 10 s on a busy machine.
  beforeAll(async () => {
    const bundle = await build({
      stdin: { contents: source, resolveDir, loader: "ts" },
      bundle: true,
      write: false,
      format: "esm",
      platform: "neutral",
      conditions: ["workerd", "worker", "browser"],
      mainFields: ["browser", "module", "main"],
    });
    worker = new Miniflare({
      modules: true,
      compatibilityDate: "2025-04-01",
      compatibilityFlags: ["nodejs_compat"],
      script: bundle.outputFiles[0]!.text,
    });
  }, 60_000);
  afterAll(async () => {
    await worker?.dispose();
  });
  return {
    async dispatch(init: { method: "GET" } | { method: "POST"; body: unknown }): Promise<unknown> {
      if (!worker) throw new Error("The workerd module is not started yet");
      const response = await worker.dispatchFetch(
        "http://worker/",
        init.method === "POST" ? { method: "POST", body: JSON.stringify(init.body) } : { method: "GET" },
      );
      return response.json();
    },
  };
}
