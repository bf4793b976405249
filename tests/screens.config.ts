import { defineConfig } from "@playwright/test";
import baseConfig from "./playwright.config";

const SCREENS_PORT = 3650;
const [nodeServer] = [baseConfig.webServer].flat();

/**
 * `npm run screens`: the screenshots in docs/screens/, taken from the production build on Node as a
 * learner goes through it (tests/screens/). Not part of `npm test`; uses the e2e data folder, so it does
 * not run beside the e2e suite.
 */
export default defineConfig({
  ...baseConfig,
  testDir: "./screens",
  workers: 1,
  projects: [{ name: "screens", use: { ...baseConfig.projects![0]!.use, baseURL: `http://localhost:${SCREENS_PORT}` } }],
  webServer: { ...nodeServer!, url: `http://localhost:${SCREENS_PORT}/`, env: { ...nodeServer!.env, PORT: String(SCREENS_PORT) } },
});
