// Starts the Playwright config's web servers once, for runs with tests/pw-reuse.config.ts (dev helper, not committed).
import { spawn } from "node:child_process";
import config from "./playwright.config";
const servers = Array.isArray(config.webServer) ? config.webServer : [config.webServer!];
for (const server of servers) {
  const child = spawn(server.command!, { shell: true, cwd: new URL("..", import.meta.url).pathname, env: { ...process.env, ...server.env }, stdio: "inherit" });
  child.on("exit", (code) => console.log(`${server.command} exited ${code}`));
}
