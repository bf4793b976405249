/**
 * The two server builds (ADR 055) render the same documents: the Node server's, through React's Node renderer
 * (app/document-stream.node.ts), and the Worker's, through the web-streams renderer. Also what the Node one does
 * when a client stops reading, and when the renderer is asked to wait.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { createElement, Suspense } from "react";
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderDocumentStream as renderOnNode } from "~/document-stream.node";
import { servePage } from "../support/pipeline";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";
import { learnerWithBootcamp } from "../support/loaders";

let nodeBuild: ServerBuild;
let workerBuild: ServerBuild;
let test: TestDatabase;

withBuildAndDatabase({ seeded: true }, (loaded) => {
  nodeBuild = loaded.build;
  test = loaded.test;
});
beforeAll(async () => {
  workerBuild = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
}, 60_000);

/**
 * What a reader gets of a document: its markup without scripts, React's streaming placeholders or the request's
 * nonce, and the page's data as Remix streams it into the page. The two renderers may place the last data script
 * differently (inline, or in a hidden part React swaps in); the page and its data must be the same.
 */
function whatTheReaderGets(html: string) {
  const data = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((match) => JSON.parse(match[1]!) as string);
  const { document } = new JSDOM(html.replace(/nonce="[^"]+"/g, "")).window;
  for (const node of document.querySelectorAll('script, template, div[hidden][id^="S:"]')) node.remove();
  const markup = document.documentElement.outerHTML.replace(/<!--\/?\$\??-->/g, "");
  return { markup, data, closed: html.includes("streamController.close()") };
}

describe("the Node server's build", () => {
  it("bundles the Worker's modules but for the renderer: React's Node one, and the entry that pipes it", () => {
    const inputs = (metafile: string) => Object.keys((JSON.parse(readFileSync(path.resolve(metafile), "utf8")) as { inputs: object }).inputs);
    const [node, worker] = [inputs("build/node/metafile.server.json"), inputs("build/metafile.server.json")];
    expect(node.filter((input) => !worker.includes(input)).sort()).toEqual([
      "app/document-stream.node.ts",
      "node_modules/react-dom/cjs/react-dom-server-legacy.node.production.min.js",
      "node_modules/react-dom/cjs/react-dom-server.node.production.min.js",
      "node_modules/react-dom/server.node.js",
    ]);
    expect(worker.filter((input) => !node.includes(input)).sort()).toEqual([
      "app/document-stream.web.ts",
      "node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.min.js",
      "node_modules/react-dom/cjs/react-dom-server.browser.production.min.js",
      "node_modules/react-dom/server.browser.js",
    ]);
    expect(Object.keys(nodeBuild.routes).sort()).toEqual(Object.keys(workerBuild.routes).sort());
  });

  it.each([
    "/privacy",
    "/courses/budget-bootcamp",
    "/fr/tools/debt-payoff-planner?name=Visa&balance=4200&interestRate=19%2C99&minimumPayment=105",
  ])("renders %s as the Worker's build does", async (address) => {
    const [onNode, onWorker] = await Promise.all([servePage(nodeBuild, test, address), servePage(workerBuild, test, address)]);
    expect(onNode.response.status).toBe(200);
    expect(onNode.response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(whatTheReaderGets(onNode.html)).toEqual(whatTheReaderGets(onWorker.html));
  });

  it("renders a signed-in lesson, with its streamed data, as the Worker's build does", async () => {
    const { cookie } = await learnerWithBootcamp(test);
    const address = "/courses/budget-bootcamp/lesson/1";
    const onNode = await servePage(nodeBuild, test, address, { cookie });
    const onWorker = await servePage(workerBuild, test, address, { cookie });
    expect(onNode.response.status).toBe(200);
    const page = whatTheReaderGets(onNode.html);
    expect(page.closed).toBe(true);
    expect(page.data.join("")).toContain("Day 1 — Where Your Money Really Goes");
    expect(page).toEqual(whatTheReaderGets(onWorker.html));
  });
});

describe("the Node renderer's stream", () => {
  /** A part of the page that shows only once `later` resolves: what React streams after the shell. */
  function pageWaitingFor(later: Promise<string>) {
    let text: string | undefined;
    void later.then((value) => (text = value));
    // React 18 suspends a part that throws a promise, until it settles.
    const Later = () => {
      if (text === undefined) throw later;
      return createElement("p", null, text);
    };
    return createElement("main", null, createElement("h1", null, "Shell"), createElement(Suspense, { fallback: "…" }, createElement(Later)));
  }
  const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

  it("sends nothing until the suspended part is ready, then the whole page", async () => {
    let resolve!: (text: string) => void;
    const later = new Promise<string>((settle) => (resolve = settle));
    const onError = vi.fn();
    const stream = await renderOnNode(pageWaitingFor(later), { nonce: "n", signal: new AbortController().signal, onError });
    const html = read(stream);
    const first = await Promise.race([html, new Promise((settle) => setTimeout(() => settle("nothing yet"), 50))]);
    expect(first).toBe("nothing yet");
    resolve("Done");
    expect(await html).toBe("<main><h1>Shell</h1><!--$--><p>Done</p><!--/$--></main>");
    expect(onError).not.toHaveBeenCalled();
  });

  it("stops the render, and writes nothing, when the reader goes away first", async () => {
    const onError = vi.fn();
    const stream = await renderOnNode(pageWaitingFor(new Promise(() => {})), { nonce: "n", signal: new AbortController().signal, onError });
    await stream.cancel();
    await stream.allReady;
    // React reports the part it abandoned: the page's entry decides whether to log it.
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]![0])).toMatch(/went away/);
  });

  it("ends a render that takes too long when the signal aborts, with the fallback in place", async () => {
    const controller = new AbortController();
    const stream = await renderOnNode(pageWaitingFor(new Promise(() => {})), { nonce: "n", signal: controller.signal, onError: () => {} });
    controller.abort(new Error("too slow"));
    const html = await read(stream);
    expect(html).toContain("<h1>Shell</h1>");
    expect(html).toContain("…");
    await expect(stream.allReady).resolves.toBeUndefined();
  });

  it("writes a page larger than its buffer once the reader reads, in order", async () => {
    const paragraphs = Array.from({ length: 5000 }, (_, index) => createElement("p", { key: index }, `Paragraph ${index}`));
    const stream = await renderOnNode(createElement("main", null, paragraphs), {
      nonce: "n",
      signal: new AbortController().signal,
      onError: () => {},
    });
    const html = await read(stream);
    expect(html.length).toBeGreaterThan(64 * 1024);
    expect(html.indexOf("Paragraph 4999")).toBeGreaterThan(html.indexOf("Paragraph 0"));
    expect(html.endsWith("</main>")).toBe(true);
  });

  it("rejects when the shell itself fails, as the web renderer does", async () => {
    const Broken = () => {
      throw new Error("the shell broke");
    };
    const onError = vi.fn();
    await expect(renderOnNode(createElement(Broken), { nonce: "n", signal: new AbortController().signal, onError })).rejects.toThrow(
      "the shell broke",
    );
    expect(onError).toHaveBeenCalled();
  });
});
