import { sql, type SQL } from "drizzle-orm";
import { subscribers } from "../../../db/schema/index";
import { PLAN_TIERS } from "~/lib/domain/catalog";
import { ENTITLEMENTS, FREE_ENTITLEMENTS, type Entitlements } from "~/lib/domain/entitlements";

/** The services a plan either includes or not (the community, the live Q&A, coaching, …): a flag, or a count above zero. */
export type IncludedService = { [K in keyof Entitlements]: Entitlements[K] extends boolean | number ? K : never }[keyof Entitlements];

/**
 * How long after a renewing plan's period ended the sweeps still take it as renewing: the renewal's
 * webhook can arrive late (an outage, a deploy, Stripe's retries over up to three days), and a session
 * cancelled or a seat given up meanwhile would not come back when it lands. A renewal that failed says so
 * itself (the plan is no longer subscribed).
 */
export const RENEWAL_GRACE_MS = 72 * 3_600_000;

/** The learner's plan while it is active (marked subscribed and paid up to now), as a statement's condition. */
const activePlanSql = (userId: SQL | string, now: Date): SQL =>
  sql`${subscribers.userId} = ${userId} and ${subscribers.subscribed} = 1 and ${subscribers.subscriptionEnd} > ${now.getTime()}`;

/**
 * An active plan whose tier includes `service`: the entitlement table (ADR 025) spelled for the
 * statement that reads or writes, so a plan that lapses mid-request is never a step behind the page.
 */
export function planIncludesSql(userId: SQL | string, service: IncludedService, now: Date): SQL {
  const tiers = PLAN_TIERS.filter((tier) => Boolean(ENTITLEMENTS[tier][service])).map((tier) => sql`${tier}`);
  return sql`exists (
    select 1 from ${subscribers}
    where ${activePlanSql(userId, now)} and ${subscribers.subscriptionTier} in (${sql.join(tiers, sql`, `)}))`;
}

/** A service a plan gives a number of (saved plans, coaching sessions). */
type CountedService = { [K in keyof Entitlements]: Entitlements[K] extends number ? K : never }[keyof Entitlements];

/** How many of `service` the learner's active plan allows, or a free account without one: the table (ADR 025) as a statement's value. */
export function planAllowanceSql(userId: SQL | string, service: CountedService, now: Date): SQL {
  const cases = PLAN_TIERS.map((tier) => sql`when ${tier} then ${ENTITLEMENTS[tier][service]}`);
  return sql`coalesce((select case ${subscribers.subscriptionTier} ${sql.join(cases, sql` `)} end
    from ${subscribers} where ${activePlanSql(userId, now)}), ${FREE_ENTITLEMENTS[service]})`;
}

/** The tier of the learner's active plan, null without one: for a statement whose write the tier decides (the support queue). */
export function activeTierSql(userId: SQL | string, now: Date): SQL {
  return sql`(select ${subscribers.subscriptionTier} from ${subscribers} where ${activePlanSql(userId, now)})`;
}
