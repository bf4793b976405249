/**
 * One Remix app, two server builds of it (ADR 055). `remix build` makes the Cloudflare Worker's: it targets
 * workerd, and `npm run dev` runs it on Node too. With REMIX_SERVER_RUNTIME=node it makes the Node server's
 * (`npm start`, self-hosting): the same modules with the same conditions, plus `node-server`, which gives the
 * document React's Node renderer (package.json `imports`, `#document-stream`); CommonJS, so that renderer's
 * `require("util")` is Node's own. `npm run build` makes both.
 * @type {import('@remix-run/dev').AppConfig}
 */
const forNode = globalThis.process.env.REMIX_SERVER_RUNTIME === "node";

export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverBuildPath: forNode ? "build/node/index.cjs" : "build/index.js",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverConditions: [...(forNode ? ["node-server"] : []), "workerd", "worker", "browser"],
  serverMainFields: ["browser", "module", "main"],
  serverModuleFormat: forNode ? "cjs" : "esm",
  serverPlatform: forNode ? "node" : "neutral",
  serverDependenciesToBundle: "all",
  serverMinify: false,
  tailwind: true,
  postcss: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
