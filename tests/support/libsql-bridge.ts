/**
 * A small libSQL-over-HTTP server (Hrana 2 over HTTP, JSON) that serves a local SQLite file, so the
 * production Worker build's `@libsql/client/web` can be tested in workerd without Turso. It speaks
 * what that client uses: execute, batch with conditions, sequence, store_sql/close_sql,
 * get_autocommit and close, with one connection per stream (baton). Test use only.
 */
import Database from "libsql";
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { BUSY_TIMEOUT_MS } from "../../db/node-client";

type HranaValue =
  | { type: "null" }
  | { type: "integer"; value: string }
  | { type: "float"; value: number }
  | { type: "text"; value: string }
  | { type: "blob"; base64: string };

interface HranaStmt {
  sql?: string;
  sql_id?: number;
  args?: HranaValue[];
  named_args?: { name: string; value: HranaValue }[];
  want_rows?: boolean;
}

type HranaCondition =
  | { type: "ok"; step: number }
  | { type: "error"; step: number }
  | { type: "not"; cond: HranaCondition }
  | { type: "and"; conds: HranaCondition[] }
  | { type: "or"; conds: HranaCondition[] }
  | { type: "is_autocommit" };

type HranaRequest =
  | { type: "execute"; stmt: HranaStmt }
  | { type: "batch"; batch: { steps: { condition?: HranaCondition | null; stmt: HranaStmt }[] } }
  | { type: "sequence"; sql?: string; sql_id?: number }
  | { type: "store_sql"; sql_id: number; sql: string }
  | { type: "close_sql"; sql_id: number }
  | { type: "get_autocommit" }
  | { type: "close" };

interface Stream {
  db: Database.Database;
  sqls: Map<number, string>;
}

class HranaError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

function decodeValue(value: HranaValue): unknown {
  switch (value.type) {
    case "null":
      return null;
    case "integer": {
      const big = BigInt(value.value);
      return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
    }
    case "float":
      return value.value;
    case "text":
      return value.value;
    case "blob":
      return Buffer.from(value.base64, "base64");
  }
}

function encodeValue(value: unknown): HranaValue {
  if (value === null || value === undefined) return { type: "null" };
  if (typeof value === "bigint") return { type: "integer", value: value.toString() };
  if (typeof value === "number") return { type: "float", value };
  if (typeof value === "string") return { type: "text", value };
  if (value instanceof Uint8Array) return { type: "blob", base64: Buffer.from(value).toString("base64") };
  throw new HranaError(`Cannot encode ${typeof value}`);
}

function execute(stream: Stream, stmt: HranaStmt) {
  const sql = stmt.sql ?? (stmt.sql_id !== undefined ? stream.sqls.get(stmt.sql_id) : undefined);
  if (sql === undefined) throw new HranaError("Statement has no SQL", "SQL_NOT_FOUND");
  try {
    const prepared = stream.db.prepare(sql);
    prepared.safeIntegers(true);
    const named = Object.fromEntries((stmt.named_args ?? []).map(({ name, value }) => [name.replace(/^[:@$]/, ""), decodeValue(value)]));
    const params = stmt.named_args?.length ? named : (stmt.args ?? []).map(decodeValue);
    if (prepared.reader) {
      prepared.raw(true);
      const rows = prepared.all(params) as unknown[][];
      const cols = (prepared.columns() as { name: string; type: string | null }[]).map((col) => ({
        name: col.name,
        decltype: col.type ?? null,
      }));
      const writes = /^\s*(insert|update|delete|replace|with)/i.test(sql);
      const changes = writes ? Number((stream.db.prepare("select changes()").raw(true).get() as unknown[])[0]) : 0;
      return {
        cols,
        rows: stmt.want_rows === false ? [] : rows.map((row) => row.map(encodeValue)),
        affected_row_count: changes,
        last_insert_rowid: null,
      };
    }
    const info = prepared.run(params);
    return {
      cols: [],
      rows: [],
      affected_row_count: Number(info.changes),
      last_insert_rowid: info.lastInsertRowid === undefined ? null : String(info.lastInsertRowid),
    };
  } catch (error) {
    if (error instanceof HranaError) throw error;
    const sqliteError = error as { message: string; code?: string };
    // Answered as sqld (Turso) does: SQLite's primary result code only (SQLITE_CONSTRAINT, never
    // SQLITE_CONSTRAINT_UNIQUE), so code that runs against Turso is tested with what Turso sends.
    const primaryCode = sqliteError.code?.match(/^SQLITE_[A-Z]+/)?.[0] ?? sqliteError.code;
    throw new HranaError(`SQLite error: ${sqliteError.message}`, primaryCode);
  }
}

function evaluate(condition: HranaCondition, stream: Stream, results: (unknown | null)[], errors: (unknown | null)[]): boolean {
  switch (condition.type) {
    case "ok":
      return results[condition.step] != null;
    case "error":
      return errors[condition.step] != null;
    case "not":
      return !evaluate(condition.cond, stream, results, errors);
    case "and":
      return condition.conds.every((cond) => evaluate(cond, stream, results, errors));
    case "or":
      return condition.conds.some((cond) => evaluate(cond, stream, results, errors));
    case "is_autocommit":
      return !stream.db.inTransaction;
  }
}

function handle(stream: Stream, request: HranaRequest): Record<string, unknown> {
  switch (request.type) {
    case "execute":
      return { type: "execute", result: execute(stream, request.stmt) };
    case "batch": {
      const results: (unknown | null)[] = [];
      const errors: (unknown | null)[] = [];
      request.batch.steps.forEach((step, index) => {
        results[index] = null;
        errors[index] = null;
        if (step.condition && !evaluate(step.condition, stream, results, errors)) return;
        try {
          results[index] = execute(stream, step.stmt);
        } catch (error) {
          const hranaError = error as HranaError;
          errors[index] = { message: hranaError.message, code: hranaError.code ?? null };
        }
      });
      return { type: "batch", result: { step_results: results, step_errors: errors } };
    }
    case "sequence": {
      const sql = request.sql ?? stream.sqls.get(request.sql_id ?? -1);
      if (sql === undefined) throw new HranaError("Sequence has no SQL", "SQL_NOT_FOUND");
      try {
        stream.db.exec(sql);
      } catch (error) {
        throw new HranaError((error as Error).message, (error as { code?: string }).code);
      }
      return { type: "sequence" };
    }
    case "store_sql":
      stream.sqls.set(request.sql_id, request.sql);
      return { type: "store_sql" };
    case "close_sql":
      stream.sqls.delete(request.sql_id);
      return { type: "close_sql" };
    case "get_autocommit":
      return { type: "get_autocommit", is_autocommit: !stream.db.inTransaction };
    case "close":
      return { type: "close" };
  }
}

export interface Bridge {
  url: string;
  /** Pipeline requests served, for tests that count round trips. */
  pipelines: number;
  close(): Promise<void>;
}

export async function startLibsqlBridge(file: string, port = 0): Promise<Bridge> {
  const streams = new Map<string, Stream>();
  const bridge = { pipelines: 0 } as Bridge;

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? "/", "http://bridge").pathname;
    if (req.method === "GET" && path === "/v2") return send(200, {});
    if (req.method === "GET" && path === "/stats") return send(200, { pipelines: bridge.pipelines });
    if (req.method !== "POST" || path !== "/v2/pipeline") return send(404, { message: "Not found" });

    let body: { baton?: string | null; requests: HranaRequest[] };
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return send(400, { message: "Malformed JSON" });
    }
    bridge.pipelines += 1;

    let baton = body.baton ?? null;
    let stream = baton ? streams.get(baton) : undefined;
    if (baton && !stream) return send(400, { message: "Unknown baton" });
    if (!stream) {
      const db = new Database(file);
      db.exec("PRAGMA foreign_keys = ON");
      // As on the Node server: a write waits for another connection's write instead of failing at once.
      db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
      stream = { db, sqls: new Map() };
    }
    if (baton) streams.delete(baton);

    let closed = false;
    const results = body.requests.map((request) => {
      try {
        if (request.type === "close") closed = true;
        return { type: "ok", response: handle(stream!, request) };
      } catch (error) {
        const hranaError = error as HranaError;
        return { type: "error", error: { message: hranaError.message, code: hranaError.code ?? null } };
      }
    });

    if (closed) {
      stream.db.close();
      baton = null;
    } else {
      baton = randomUUID();
      streams.set(baton, stream);
    }
    send(200, { baton, base_url: null, results });
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  bridge.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  bridge.close = () =>
    new Promise<void>((resolve) => {
      for (const stream of streams.values()) stream.db.close();
      streams.clear();
      server.close(() => resolve());
    });
  return bridge;
}
