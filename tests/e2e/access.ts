import { createClient } from "@libsql/client";
import type { ProductName } from "../../app/lib/catalog";
import { E2E_DATABASE } from "./mail";

/**
 * Gives an account access the way a completed payment will, by writing the row a payment writes into
 * the e2e server's own database: a `paid` order for a course, or an active plan.
 */
export async function grantAccess(email: string, grant: { product: ProductName } | { plan: "basic" | "premium" | "elite" }) {
  const database = createClient({ url: `file:${E2E_DATABASE}` });
  try {
    const user = "(select id from users where email = ?)";
    await database.execute(
      "product" in grant
        ? {
            sql: `insert into orders (id, user_id, product_name, status, amount, currency, created_at) values (?, ${user}, ?, 'paid', 4700, 'USD', ?)`,
            args: [crypto.randomUUID(), email, grant.product, Date.now()],
          }
        : {
            sql: `insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values (${user}, 1, ?, ?, ?)`,
            args: [email, grant.plan, Date.now() + 30 * 86_400_000, Date.now()],
          },
    );
  } finally {
    database.close();
  }
}
