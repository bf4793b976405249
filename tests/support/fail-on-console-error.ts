import { afterEach, vi } from "vitest";

// An unexpected console.error is a bug; a test that expects one spies on console.error itself.
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (vi.isMockFunction(console.error)) return;
  if (seen.length > 0) throw new Error(`console.error was called: ${seen.map((args) => args.join(" ")).join("\n")}`);
});
