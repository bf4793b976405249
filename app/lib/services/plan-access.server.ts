import { sql, type SQL } from "drizzle-orm";
import { subscribers } from "../../../db/schema/index";
import { PLAN_TIERS } from "~/lib/domain/catalog";
import { ENTITLEMENTS, type Entitlements } from "~/lib/domain/entitlements";

/** The services a plan either includes or not (the community, the live Q&A, the advanced tools, …). */
export type IncludedService = { [K in keyof Entitlements]: Entitlements[K] extends boolean ? K : never }[keyof Entitlements];

/**
 * An active plan whose tier includes `service`: the entitlement table (ADR 025) spelled for the
 * statement that reads or writes, so a plan that lapses mid-request is never a step behind the page.
 */
export function planIncludesSql(userId: SQL | string, service: IncludedService, now: Date): SQL {
  const tiers = PLAN_TIERS.filter((tier) => ENTITLEMENTS[tier][service]).map((tier) => sql`${tier}`);
  return sql`exists (
    select 1 from ${subscribers}
    where ${subscribers.userId} = ${userId} and ${subscribers.subscribed} = 1 and ${subscribers.subscriptionEnd} > ${now.getTime()}
      and ${subscribers.subscriptionTier} in (${sql.join(tiers, sql`, `)}))`;
}
