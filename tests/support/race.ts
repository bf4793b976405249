import type { Database } from "../../db/client";

/**
 * The database with something else happening just before its `nth` batch: another request's write landing
 * between a function's read and its write, every time, not by timing.
 */
export function beforeBatch(db: Database, nth: number, meanwhile: () => Promise<unknown>): Database {
  let batches = 0;
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== "batch") return typeof value === "function" ? value.bind(target) : value;
      return async (...args: Parameters<typeof target.batch>) => {
        if (++batches === nth) await meanwhile();
        return target.batch(...args);
      };
    },
  });
}
