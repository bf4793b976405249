import { test as base } from "@playwright/test";
import { clientAddressOf } from "../support/client-address";

/**
 * The Worker reads the visitor's address from CF-Connecting-IP, which Cloudflare sets and miniflare
 * sets only when a request has none: each test sends its own, so the suite's sign-ups do not all
 * count against one address's hourly limit.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ "CF-Connecting-IP": clientAddressOf(testInfo) });
  },
});

export { expect } from "@playwright/test";
