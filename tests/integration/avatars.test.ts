/**
 * Avatars served by the site (issue 36 item 7) through the request pipeline both entries share, over a
 * real database: a photo uploaded in Profile (a multipart form, as a browser without JavaScript sends
 * it) round-trips from our own address, without its metadata; every file that is not a small PNG, JPEG
 * or WebP is refused with a sentence and nothing stored; only the member changes their own photo; a
 * community thread shows our address or the initials; and pages may load pictures from this site alone.
 */
import { readFileSync } from "node:fs";
import type { ServerBuild } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as newThreadAction } from "~/routes/community.new";
import { action as threadAction } from "~/routes/community.t.$threadId";
import { avatars, users } from "../../db/schema";
import { createAppHandler } from "../../server/app-handler";
import { formRequest } from "../support/account-actions";
import { RAW_TEST_SETTINGS } from "../support/database";
import { createSignedInUser } from "../support/loaders";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";
import { servePage } from "../support/pipeline";
import { giveActivePlan } from "../support/plans";
import { returnedOrThrown } from "../support/route-result";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: false }, (loaded) => ({ build, test } = loaded));

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/avatars/${name}`, import.meta.url)));
const PNG = fixture("avatar.png");
const JPEG = fixture("avatar.jpg");

/** Sends a request through the shared pipeline, as the Node server and the Worker do. */
function send(request: Request) {
  return createAppHandler(build)(request, {
    env: RAW_TEST_SETTINGS,
    getClient: () => test.client,
    getMailer: () => test.context.mailer,
    clientIp: "203.0.113.7",
    waitUntil: () => undefined,
  });
}

/** Profile's photo form as the browser posts it: the file with whatever name and type the browser says. */
function uploadPhoto(cookie: string, bytes: Uint8Array | null, { name = "me.png", type = "image/png", path = "/dashboard/profile" } = {}) {
  const form = new FormData();
  form.set("intent", "upload-photo");
  form.set("photo", new File(bytes ? [new Uint8Array(bytes)] : [], bytes ? name : "", { type: bytes ? type : "application/octet-stream" }));
  return send(
    new Request(`http://localhost:3000${path}`, { method: "POST", body: form, headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" } }),
  );
}

const removePhoto = (cookie: string) =>
  send(
    new Request("http://localhost:3000/dashboard/profile", {
      method: "POST",
      body: new URLSearchParams({ intent: "remove-photo" }),
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
    }),
  );

/** The avatar address the dashboard shows the member (the sidebar's picture), or null. */
async function shownAvatar(cookie: string) {
  const { document } = await servePage(build, test, "/dashboard/profile", { cookie });
  return document.querySelector('[data-testid="avatar"]')?.getAttribute("src") ?? null;
}

const storedAvatars = () => test.db.select().from(avatars);

describe("uploading a photo", () => {
  it("stores it, shows it from our own address, and serves exactly its bytes as a file that cannot run or be sniffed", async () => {
    const ana = await createSignedInUser(test);
    const answer = await uploadPhoto(ana.cookie, PNG);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/dashboard/profile");

    const src = await shownAvatar(ana.cookie);
    expect(src).toMatch(new RegExp(`^/avatars/${ana.id}/[0-9a-f]{64}$`));
    const served = await send(new Request(`http://localhost:3000${src}`, { headers: { Cookie: ana.cookie } }));
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Security-Policy")).toBe("default-src 'none'");
    expect(served.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    // The address names the version: the browser keeps it, even though the request carried a session.
    expect(served.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
  });

  it("takes the JavaScript submission (.data) too, and keeps no EXIF: a phone's position never reaches other members", async () => {
    const ana = await createSignedInUser(test);
    const data = [...new TextEncoder().encode("Exif\0\0MM\0*GPS 45.50N 73.56W")];
    const exif = [0xff, 0xe1, 0, data.length + 2, ...data];
    const tagged = Uint8Array.from([...JPEG.subarray(0, 2), ...exif, ...JPEG.subarray(2)]);
    expect((await uploadPhoto(ana.cookie, tagged, { name: "IMG_0001.jpg", type: "image/jpeg", path: "/dashboard/profile.data" })).status).toBe(
      202,
    );
    const served = await send(new Request(`http://localhost:3000${await shownAvatar(ana.cookie)}`));
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes).toEqual(JPEG);
    expect(Buffer.from(bytes).includes("GPS")).toBe(false);
  });

  it.each([
    ["no file chosen", null, {}, "Choose a picture to upload."],
    ["an empty file", new Uint8Array(), {}, "That file is empty. Choose a PNG, JPEG or WebP picture."],
    [
      "a GIF",
      new TextEncoder().encode("GIF89a\x01\0\x01\0\0\0\0;"),
      { name: "me.gif", type: "image/gif" },
      "That file is not a PNG, JPEG or WebP picture.",
    ],
    [
      "an SVG named and typed as a PNG",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      {},
      "That file is not a PNG, JPEG or WebP picture.",
    ],
    ["a PNG cut short", PNG.subarray(0, 600), {}, "That picture could not be read: the file is damaged or incomplete."],
    ["a picture 1025 pixels wide", fixture("wide.png"), {}, "That picture is 1025×8 pixels; a photo can be up to 1024×1024."],
    ["a 300 KB file", Uint8Array.from({ length: 300 * 1024 }, (_, i) => PNG[i] ?? 0), {}, "That file is 300 KB; a photo can be up to 200 KB."],
    // A phone's photo as it comes: read, and refused with the sentence, not a bare 413.
    [
      "a 4 MB file",
      Uint8Array.from({ length: 4 * 1024 * 1024 }, (_, i) => PNG[i] ?? 0),
      {},
      "That file is 4096 KB; a photo can be up to 200 KB.",
    ],
  ])("refuses %s with a sentence beside the file input, and stores nothing", async (_, bytes, file, message) => {
    const ana = await createSignedInUser(test);
    const answer = await uploadPhoto(ana.cookie, bytes, file);
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain(message);
    expect(html).toContain('aria-describedby="photo-hint photo-error"');
    expect(await storedAvatars()).toEqual([]);
  });

  it("answers a body far over any photo with 413 before reading it", async () => {
    const ana = await createSignedInUser(test);
    expect((await uploadPhoto(ana.cookie, new Uint8Array(9 * 1024 * 1024))).status).toBe(413);
  });

  it("requires sign-in, and lets a member replace and remove only their own photo", async () => {
    const ana = await createSignedInUser(test);
    const bea = await createSignedInUser(test);
    const signedOut = await uploadPhoto("", PNG);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/login/);
    await uploadPhoto(ana.cookie, PNG);
    const first = await shownAvatar(ana.cookie);
    await uploadPhoto(bea.cookie, JPEG);
    await removePhoto(bea.cookie);
    expect(await shownAvatar(ana.cookie)).toBe(first);
    expect(await shownAvatar(bea.cookie)).toBeNull();

    await uploadPhoto(ana.cookie, JPEG);
    const second = await shownAvatar(ana.cookie);
    expect(second).not.toBe(first);
    // An out-of-date address is gone, not the new picture under the old name (browsers keep that one a year).
    expect((await send(new Request(`http://localhost:3000${first}`))).status).toBe(404);
    expect(await removePhoto(ana.cookie).then((answer) => answer.status)).toBe(302);
    expect(await storedAvatars()).toEqual([]);
    expect((await send(new Request(`http://localhost:3000${second}`))).status).toBe(404);
  });
});

describe("avatars in the community", () => {
  it("shows a member's photo from our address and another's initials, and pages allow pictures from this site only", async () => {
    const ana = await createSignedInUser(test, { email: "ana.lopez@example.com" });
    const bea = await createSignedInUser(test, { email: "bea.martin@example.com" });
    for (const member of [ana, bea]) {
      await test.db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(users.id, member.id));
      await giveActivePlan(test, member.id);
    }
    await uploadPhoto(ana.cookie, PNG);
    const context = test.requestContext();
    const started = await returnedOrThrown(
      newThreadAction({
        request: formRequest(
          "/community/new",
          { category: "budgeting", title: "Envelopes", body: "How do you start?", intent: "post" },
          ana.cookie,
        ),
        params: {},
        context,
      }),
    );
    const path = new URL((started as Response).headers.get("Location")!, "http://localhost").pathname;
    const threadId = path.split("/").at(-1)!;
    const request = formRequest(path, { body: "With a spreadsheet.", intent: "post", reload: "1" }, bea.cookie);
    await returnedOrThrown(threadAction({ request, params: { threadId }, context }));

    const { response, document } = await servePage(build, test, path, { cookie: bea.cookie });
    const [opening, answer] = [...document.querySelectorAll('[data-testid="post"]')];
    expect(opening!.querySelector("img")?.getAttribute("src")).toBe(await shownAvatar(ana.cookie));
    expect(answer!.querySelector("img")).toBeNull();
    expect(answer!.querySelector('[data-testid="initials"]')?.textContent).toBe("BM");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/(^|; )img-src 'self'(;|$)/);
  });
});
