import type { TestInfo } from "@playwright/test";

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * A client address of its own per test, as if each test were a different visitor: per-IP rate limits
 * (10 sign-ups an hour from one address) then count one test's requests, not the whole suite's.
 */
export function clientAddressOf(testInfo: Pick<TestInfo, "testId"> & { project: { name: string } }): string {
  const id = hashOf(`${testInfo.project.name} ${testInfo.testId}`) >>> 0;
  return `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`;
}
