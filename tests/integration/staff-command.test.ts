// `npm run staff`: the one way to make the first admin, run as an operator would, against a real database file.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advisers, auditLog, users } from "../../db/schema/index";
import { openScriptDatabase } from "../../scripts/database";
import { queryFailure } from "../support/database";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(os.tmpdir(), "moneywise-staff-"));
const url = `file:${path.join(dir, "staff.db")}`;

/** The command's exit code and what it printed. */
async function staff(...args: string[]) {
  try {
    // What `npm run staff` runs (tsx on the script), without npx resolving tsx again on every call.
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/staff.ts", ...args], {
      env: { ...process.env, TURSO_DATABASE_URL: url },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

let database: Awaited<ReturnType<typeof openScriptDatabase>>;

beforeAll(async () => {
  // The command migrates a fresh database itself, as `npm start` would.
  expect(await staff("grant", "nobody@example.com", "admin")).toMatchObject({
    code: 1,
    output: expect.stringContaining("No account uses nobody@example.com"),
  });
  database = await openScriptDatabase(url);
  await database.db.insert(users).values({ id: "u1", email: "Ana@Example.com", passwordHash: "unused", country: "CA" });
}, 60_000);

afterAll(() => {
  database?.client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run staff", () => {
  it("grants a role by email in any case, and records it in the audit log", async () => {
    const granted = await staff("grant", "ana@example.com", "admin");
    expect(granted.code).toBe(0);
    expect(granted.output).toContain("Ana@Example.com: learner → admin");
    expect((await database.db.select({ role: users.role }).from(users).where(eq(users.id, "u1")).get())?.role).toBe("admin");
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({ actorId: "command", action: "role-change", target: "user:u1", reason: "grant from the command line" });
    expect(JSON.parse(entry!.details)).toEqual({ from: "learner", to: "admin" });
  }, 60_000);

  it("refuses a role that does not exist, and a grant that changes nothing, without writing", async () => {
    expect(await staff("grant", "ana@example.com", "owner")).toMatchObject({
      code: 1,
      output: expect.stringContaining('"owner" is not a staff role'),
    });
    expect(await staff("grant", "ana@example.com", "admin")).toMatchObject({
      code: 1,
      output: expect.stringContaining("already has that role"),
    });
    expect(await staff("promote", "ana@example.com")).toMatchObject({ code: 1, output: expect.stringContaining("Usage: npm run staff") });
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
  }, 60_000);

  it("revokes a role, back to learner", async () => {
    expect(await staff("revoke", "ana@example.com")).toMatchObject({ code: 0, output: expect.stringContaining("admin → learner") });
    expect((await database.db.select({ role: users.role }).from(users).where(eq(users.id, "u1")).get())?.role).toBeNull();
  }, 60_000);

  it("registers a staff member as an adviser (issue 27), refusing learners and unknown jurisdictions", async () => {
    const adviser = (codes: string) => staff("adviser", "ana@example.com", "Ana Adviser", "Ontario Securities Commission", "ON-1", codes);
    expect(await adviser("CA-ON")).toMatchObject({ code: 1, output: expect.stringContaining("is not staff") });
    expect(await staff("grant", "ana@example.com", "coach")).toMatchObject({ code: 0 });
    expect(await adviser("CA-XX")).toMatchObject({ code: 1, output: expect.stringContaining("is not a list of codes") });
    expect(await adviser("ca-on,US-CA")).toMatchObject({ code: 0, output: expect.stringContaining("adviser registered in CA-ON, US-CA") });
    expect(await database.db.select().from(advisers)).toEqual([
      expect.objectContaining({ userId: "u1", displayName: "Ana Adviser", registrationNumber: "ON-1", jurisdictions: ["CA-ON", "US-CA"] }),
    ]);
    expect((await database.db.select().from(auditLog).where(eq(auditLog.action, "adviser-register"))).map((entry) => entry.target)).toEqual([
      "user:u1",
    ]);
  }, 120_000);

  it("leaves an audit log that nothing edits or deletes, not even a database shell", async () => {
    const before = await database.db.select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    expect(String(await queryFailure(database.client.execute("update audit_log set reason = 'edited'")))).toContain("audit_log is append-only");
    expect(String(await queryFailure(database.client.execute("delete from audit_log")))).toContain("audit_log is append-only");
    expect(await database.db.select().from(auditLog)).toEqual(before);
  });

  it("refuses a role outside the schema's list at the database too", async () => {
    expect(String(await queryFailure(database.client.execute("update users set role = 'owner' where id = 'u1'")))).toContain(
      "CHECK constraint failed",
    );
  });
});
