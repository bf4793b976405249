import type { ProofCounts } from "./claims";

/** Counts for the proof tests: nothing learned yet over 17 lessons, as of 2026-12-01, unless a test says otherwise. */
export function proofCounts(overrides: Partial<ProofCounts> = {}): ProofCounts {
  return {
    learners: 0,
    courseLearners: {},
    completions: 0,
    debt: [],
    lessons: 17,
    since: new Date("2026-01-15T00:00:00Z"),
    asOf: new Date("2026-12-01T15:00:00Z"),
    ...overrides,
  };
}
