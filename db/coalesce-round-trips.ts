import type { Client, InArgs, InStatement, ResultSet, TransactionMode } from "@libsql/client";

export interface CoalescingClient extends Client {
  /** Keeps the next batch from leaving until `work` settles (it will add queries to it). */
  holdUntil(work: Promise<unknown>): void;
}

const ignore = () => {};

/** After everything already queued: `setImmediate` where the runtime has it (Node clamps a zero timeout to 1 ms), else a zero timeout. */
const nextMacrotask = () =>
  new Promise<void>((resolve) => (typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0)));

interface PendingCall {
  statements: InStatement[];
  mode: TransactionMode;
  /** `execute` resolves with one result, `batch` with its list. */
  single: boolean;
  resolve: (value: ResultSet | ResultSet[]) => void;
  reject: (reason: unknown) => void;
  replay: () => Promise<ResultSet | ResultSet[]>;
}

/** The strongest mode any of the calls asked for: one write makes the whole batch a write. */
function combinedMode(calls: PendingCall[]): TransactionMode {
  if (calls.some((call) => call.mode === "write")) return "write";
  if (calls.every((call) => call.mode === "read")) return "read";
  return "deferred";
}

/**
 * Wraps a libSQL client so the `execute` and `batch` calls a request makes in the same turn of the
 * event loop travel together as one `batch`: one round trip to Turso. Remix runs a page's loaders
 * side by side, so the root's session read, the layout's and the page's own queries leave as one
 * request when each loader issues its queries without waiting for another's (see
 * `sessionUserIdSql`). A lone call goes out unchanged.
 *
 * A batch is one transaction, so one failing statement would fail every loader's queries; when the
 * combined batch fails, each call is replayed on its own (its writes were rolled back) so each
 * caller sees only its own outcome.
 *
 * The batch leaves at the next macrotask, after the work passed to `holdUntil` has settled: queries
 * that wait for asynchronous work first (the session cookie's signature and hash, checked by Web
 * Crypto off the main thread) join the batch instead of waiting a fixed time for it.
 */
export function coalesceRoundTrips(client: Client): CoalescingClient {
  let pending: PendingCall[] = [];
  const holds = new Set<Promise<void>>();

  function holdUntil(work: Promise<unknown>): void {
    const settled = work.then(ignore, ignore);
    holds.add(settled);
    void settled.then(() => holds.delete(settled));
  }

  async function flushWhenHeldWorkSettles() {
    do {
      await Promise.all(holds);
      await nextMacrotask();
    } while (holds.size > 0);
    await flush();
  }

  async function flush() {
    const calls = pending;
    pending = [];
    if (calls.length === 1) {
      const [call] = calls as [PendingCall];
      call.replay().then(call.resolve, call.reject);
      return;
    }
    try {
      const results = await client.batch(
        calls.flatMap((call) => call.statements),
        combinedMode(calls),
      );
      let offset = 0;
      for (const call of calls) {
        const own = results.slice(offset, offset + call.statements.length);
        offset += call.statements.length;
        call.resolve(call.single ? own[0]! : own);
      }
    } catch {
      for (const call of calls) call.replay().then(call.resolve, call.reject);
    }
  }

  function enqueue(call: Omit<PendingCall, "resolve" | "reject">): Promise<ResultSet | ResultSet[]> {
    return new Promise((resolve, reject) => {
      // A macrotask, not a microtask: loaders reach their queries after several awaits.
      if (pending.length === 0) void flushWhenHeldWorkSettles();
      pending.push({ ...call, resolve, reject });
    });
  }

  return new Proxy(client as CoalescingClient, {
    get(target, property) {
      if (property === "holdUntil") return holdUntil;
      if (property === "execute") {
        return (statement: InStatement | string, args?: InArgs) => {
          const normalized: InStatement = typeof statement === "string" ? { sql: statement, args: args ?? [] } : statement;
          return enqueue({
            statements: [normalized],
            mode: "deferred",
            single: true,
            replay: () => target.execute(normalized),
          });
        };
      }
      if (property === "batch") {
        return (statements: InStatement[], mode: TransactionMode = "deferred") =>
          enqueue({ statements, mode, single: false, replay: () => target.batch(statements, mode) });
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
