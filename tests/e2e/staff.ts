import { expect, type Page } from "@playwright/test";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { changeRole } from "~/features/admin/roles.server";
import { createDatabase } from "../../db/client";
import { openDatabase } from "../../db/node-client";
import { E2E_DATABASE, uniqueEmail } from "./mail";
import { confirmedAccount, NODE_SERVER, signInBrowser } from "../support/arrange";

/**
 * An admin made as `npm run staff -- grant` makes one: a confirmed account (arranged directly, see
 * tests/support/arrange.ts), then the role, then signed in on the dashboard.
 */
export async function signedInAdmin(page: Page): Promise<string> {
  const account = await confirmedAccount(NODE_SERVER, { email: uniqueEmail("console-admin") });
  const client = await openDatabase(`file:${E2E_DATABASE}`);
  try {
    await changeRole(createDatabase(client, { count: 0 }), { email: account.email }, "admin", COMMAND_ACTOR, "e2e");
  } finally {
    client.close();
  }
  await signInBrowser(page.context(), NODE_SERVER, account);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  return account.email;
}
