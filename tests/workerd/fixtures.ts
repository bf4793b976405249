import { test as visitorTest } from "../support/visitor-context";

/**
 * Each test a new visitor in the worker's one browser context (tests/support/visitor-context.ts), with an
 * address of its own in CF-Connecting-IP, which the Worker reads (Cloudflare sets it; miniflare only when
 * a request has none): the suite's sign-ups do not all count against one address's hourly limit.
 */
export const test = visitorTest.extend({ clientAddressHeader: "CF-Connecting-IP" });

export { expect } from "@playwright/test";
