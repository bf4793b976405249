import { expect, type Page } from "@playwright/test";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { changeRole } from "~/features/admin/roles.server";
import { createDatabase } from "../../db/client";
import { openDatabase } from "../../db/node-client";
import { E2E_DATABASE, uniqueEmail } from "./mail";
import { logIn, signUpConfirmed } from "./signed-in";

/** An admin made as `npm run staff -- grant` makes one: a confirmed account, then the role, then sign-in. */
export async function signedInAdmin(page: Page): Promise<string> {
  const email = uniqueEmail("console-admin");
  await page.goto("/signup");
  await signUpConfirmed(page, email);
  const client = await openDatabase(`file:${E2E_DATABASE}`);
  try {
    await changeRole(createDatabase(client, { count: 0 }), { email }, "admin", COMMAND_ACTOR, "e2e");
  } finally {
    client.close();
  }
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}
