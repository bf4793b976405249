import type { ServerBuild } from "@remix-run/cloudflare";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { loadServerBuild } from "../../server/node";
import { createSeededTestDatabase, createTestDatabase } from "./database";

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * The set-up the integration tests of pages share: the built server, loaded once per file, and for each
 * test a fresh migrated database (with the lessons when `seeded`), removed after it. `use` hands both to
 * the file's own variables before each test.
 */
export function withBuildAndDatabase(options: { seeded: boolean }, use: (loaded: { build: ServerBuild; test: TestDatabase }) => void) {
  let build: ServerBuild;
  let test: TestDatabase;
  // Loading the build can take more than the default 10 s on a busy machine.
  beforeAll(async () => {
    build = await loadServerBuild();
  }, 60_000);
  beforeEach(async () => {
    test = options.seeded ? await createSeededTestDatabase() : await createTestDatabase();
    use({ build, test });
  });
  afterEach(() => test.cleanup());
}
