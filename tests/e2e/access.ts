import type { InStatement } from "@libsql/client";
import type { Page } from "@playwright/test";
import { openDatabase } from "../../db/node-client";
import type { ProductName } from "~/lib/domain/catalog";
import { E2E_DATABASE } from "./mail";
import { signUpAndSignIn } from "./signed-in";

const USER = "(select id from users where email = ?)";

/**
 * Writes to the e2e server's own database file, as the server's own code would. The connection waits
 * for the server's writes (busy timeout) instead of failing a test that runs beside a sign-up.
 */
export async function writeToServerDatabase(statements: InStatement[]) {
  const database = await openDatabase(`file:${E2E_DATABASE}`);
  try {
    await database.batch(statements, "write");
  } finally {
    database.close();
  }
}

/**
 * Gives an account access the way a completed payment will, by writing the row a payment writes into
 * the e2e server's own database: a `paid` order for a course, or an active plan.
 */
export function grantAccess(email: string, grant: { product: ProductName } | { plan: "basic" | "premium" | "elite" }) {
  return writeToServerDatabase([
    "product" in grant
      ? {
          sql: `insert into orders (id, user_id, product_name, status, amount, currency, created_at) values (?, ${USER}, ?, 'paid', 4700, 'USD', ?)`,
          args: [crypto.randomUUID(), email, grant.product, Date.now()],
        }
      : {
          sql: `insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values (${USER}, 1, ?, ?, ?)`,
          args: [email, grant.plan, Date.now() + 30 * 86_400_000, Date.now()],
        },
  ]);
}

/** Takes every order and plan away, as a refund or a lapsed plan would. */
export function revokeAccess(email: string) {
  return writeToServerDatabase([
    { sql: `delete from orders where user_id = ${USER}`, args: [email] },
    { sql: `delete from subscribers where user_id = ${USER}`, args: [email] },
  ]);
}

/** A member with a Basic plan whose account is two days old (new accounts wait a day before posting); returns the email. */
export async function communityMember(page: Page): Promise<string> {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { plan: "basic" });
  await writeToServerDatabase([{ sql: "update users set created_at = ? where email = ?", args: [Date.now() - 2 * 86_400_000, email] }]);
  return email;
}
