import type { Client, Transaction } from "@libsql/client";
import { isDatabaseUnreachable } from "./errors";

export interface RoundTripCounter {
  count: number;
  /** Set when a round trip failed because the database could not be reached in time: the page answers 503. */
  unreachable?: boolean;
}

// Each of these is one network round trip to Turso (an interactive transaction costs one per step).
const ROUND_TRIP_METHODS = new Set<PropertyKey>(["execute", "batch", "executeMultiple", "migrate", "commit", "rollback"]);

/**
 * Wraps a libSQL client so every round trip a request makes is counted: the bench reports it and
 * tests hold each page to one.
 */
export function countRoundTrips<T extends Client | Transaction>(client: T, counter: RoundTripCounter): T {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "transaction") {
        return async (...args: unknown[]) => {
          counter.count += 1;
          const transaction = await value.apply(target, args);
          return countRoundTrips(transaction as Transaction, counter);
        };
      }
      if (ROUND_TRIP_METHODS.has(property)) {
        return async (...args: unknown[]) => {
          counter.count += 1;
          try {
            return await value.apply(target, args);
          } catch (error) {
            if (isDatabaseUnreachable(error)) counter.unreachable = true;
            throw error;
          }
        };
      }
      return value.bind(target);
    },
  });
}
