import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { createRequestQueue } from "./request-queue";

const response = (destroyed = false) => ({ destroyed }) as ServerResponse;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("the request queue", () => {
  it("starts requests in the order they came, one per turn of the event loop", async () => {
    const queue = createRequestQueue();
    const started: number[] = [];
    for (const id of [1, 2, 3]) expect(queue.add(response(), () => started.push(id))).toBe(true);
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual([1]);
    await nextTurn();
    expect(started).toEqual([1, 2]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3]);
  });

  it("skips a request whose client left while it waited", async () => {
    const queue = createRequestQueue();
    const started: string[] = [];
    const gone = response();
    queue.add(response(), () => started.push("first"));
    queue.add(gone, () => started.push("gone"));
    queue.add(response(), () => started.push("last"));
    (gone as { destroyed: boolean }).destroyed = true;
    await nextTurn();
    await nextTurn();
    expect(started).toEqual(["first", "last"]);
  });

  it("refuses a request when the line is full, and takes one again once it moved", async () => {
    const queue = createRequestQueue(2);
    expect(queue.add(response(), () => {})).toBe(true);
    expect(queue.add(response(), () => {})).toBe(true);
    expect(queue.add(response(), () => {})).toBe(false);
    await nextTurn();
    expect(queue.add(response(), () => {})).toBe(true);
  });
});
