import type { Client, Transaction } from "@libsql/client";

export interface RoundTripCounter {
  count: number;
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
        return (...args: unknown[]) => {
          counter.count += 1;
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
}
